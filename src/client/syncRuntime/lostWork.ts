import { DEVICE_UNSENT_ROUTES } from '../../contract/deviceUnsentRoutes';
import { callRoute } from '../api/call';
import { useLostWorkStore } from '../pageState/lostWorkStore';
import { loadedConfig } from '../session/configStore';

/**
 * Names the work devices told the server of that this device does not hold (decision 0072): what
 * the server remembers of any id but this device's. `ownId` null: this device has no store at
 * all (wiped, or new), so all of it. Free of Dexie: a wiped phone's first screen loads none.
 */
export async function nameLostWork(ownId: string | null): Promise<void> {
  if (!navigator.onLine) return;
  if ((await loadedConfig())?.USER_ROLE !== 'auditor') return;
  const remembered = await callRoute(DEVICE_UNSENT_ROUTES.remembered);
  useLostWorkStore.getState().show(remembered.filter((device) => device.device_id !== ownId));
}

/** The auditor redid what a device told of: the server forgets it, and it is not named again. */
export async function forgetLostWork(deviceId: string): Promise<void> {
  await callRoute(DEVICE_UNSENT_ROUTES.forget, { params: { device: deviceId } });
  useLostWorkStore.getState().dismiss(deviceId);
}
