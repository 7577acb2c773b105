import type { DeviceUnsentBody, RememberedDevice } from './deviceUnsent';
import { typedRoute } from './endpoint';

/**
 * The auditor's calls about what devices hold unsent (decision 0072), declared without zod: the
 * page's sync runtime and the app shell make them, and load no schema for it (decision 0053).
 * Their endpoints (endpoints/deviceUnsent.ts) add the schemas the server checks.
 */
export const DEVICE_UNSENT_ROUTES = {
  report: typedRoute<undefined, DeviceUnsentBody>()('POST', 'auditor', '/device_unsent'),
  remembered: typedRoute<RememberedDevice[]>()('GET', 'auditor', '/device_unsent'),
  forget: typedRoute<undefined>()('DELETE', 'auditor', '/device_unsent/:device'),
};
