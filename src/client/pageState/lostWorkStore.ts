import { create } from 'zustand';
import type { RememberedDevice } from '../../contract/deviceUnsent';

interface LostWorkState {
  /**
   * Work other devices (or this one before its store was wiped) told the server of, that has not
   * arrived (decision 0072); set by the sync runtime when the app starts online.
   */
  devices: RememberedDevice[];
  show(devices: RememberedDevice[]): void;
  /** the auditor redid it and the server was told (syncRuntime/lostWork.ts): not named again */
  dismiss(deviceId: string): void;
}

export const useLostWorkStore = create<LostWorkState>()((set) => ({
  devices: [],
  show: (devices) => set({ devices }),
  dismiss: (deviceId) =>
    set((state) => ({ devices: state.devices.filter((device) => device.device_id !== deviceId) })),
}));
