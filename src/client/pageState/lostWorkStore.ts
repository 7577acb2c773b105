import { create } from 'zustand';
import type { RememberedDevice } from '../../contract/deviceUnsent';
import { DEVICE_UNSENT_ROUTES } from '../../contract/deviceUnsentRoutes';
import { callRoute } from '../api/call';

interface LostWorkState {
  /**
   * Work other devices (or this one before its store was wiped) told the server of, that has not
   * arrived (decision 0072); set by the sync runtime when the app starts online.
   */
  devices: RememberedDevice[];
  show(devices: RememberedDevice[]): void;
  /** the auditor redid it: the server is told, and it is not named again */
  forget(deviceId: string): Promise<void>;
}

export const useLostWorkStore = create<LostWorkState>()((set) => ({
  devices: [],
  show: (devices) => set({ devices }),
  forget: async (deviceId) => {
    await callRoute(DEVICE_UNSENT_ROUTES.forget, { params: { device: deviceId } });
    set((state) => ({ devices: state.devices.filter((device) => device.device_id !== deviceId) }));
  },
}));
