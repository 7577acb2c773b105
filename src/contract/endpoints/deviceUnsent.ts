import { deviceParamsSchema, deviceUnsentBodySchema, rememberedDeviceListSchema } from '../deviceUnsent';
import { DEVICE_UNSENT_ROUTES } from '../deviceUnsentRoutes';
import { endpoint, endpointOfRoute, NO_CONTENT } from '../endpoint';
import { idParamsSchema } from '../ids';

/** What devices hold unsent (decision 0072): told by the device, read by the auditor and managers. */

/** The device's account of what it holds unsent now. */
export const report = endpointOfRoute(DEVICE_UNSENT_ROUTES.report, {
  body: deviceUnsentBodySchema,
  answer: NO_CONTENT,
});
/** The work the auditor's devices told of that has not arrived. */
export const remembered = endpointOfRoute(DEVICE_UNSENT_ROUTES.remembered, {
  answer: rememberedDeviceListSchema,
});
/** The auditor has redone (or given up) what a device held: it is not named again. */
export const forget = endpointOfRoute(DEVICE_UNSENT_ROUTES.forget, {
  params: deviceParamsSchema,
  answer: NO_CONTENT,
});
/** What an auditor's devices hold unsent, for the manager. */
export const ofAuditor = endpoint('GET', 'manager', '/auditor/:id/device_unsent', {
  params: idParamsSchema,
  answer: rememberedDeviceListSchema,
});

export const DEVICE_UNSENT_ENDPOINTS = { report, remembered, forget, ofAuditor };
