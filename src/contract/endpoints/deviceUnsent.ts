import { deviceParamsSchema, deviceUnsentBodySchema, rememberedDeviceListSchema } from '../deviceUnsent';
import { endpoint, NO_CONTENT } from '../endpoint';
import { idParamsSchema } from '../ids';

/** What devices hold unsent (decision 0072): told by the device, read by the auditor and managers. */

/** The device's account of what it holds unsent now. */
export const report = endpoint('POST', 'auditor', '/device_unsent', {
  body: deviceUnsentBodySchema,
  answer: NO_CONTENT,
});
/** The work the auditor's devices told of that has not arrived. */
export const remembered = endpoint('GET', 'auditor', '/device_unsent', {
  answer: rememberedDeviceListSchema,
});
/** The auditor has redone (or given up) what a device held: it is not named again. */
export const forget = endpoint('DELETE', 'auditor', '/device_unsent/:device', {
  params: deviceParamsSchema,
  answer: NO_CONTENT,
});
/** What an auditor's devices hold unsent, for the manager. */
export const ofAuditor = endpoint('GET', 'manager', '/auditor/:id/device_unsent', {
  params: idParamsSchema,
  answer: rememberedDeviceListSchema,
});

export const DEVICE_UNSENT_ENDPOINTS = { report, remembered, forget, ofAuditor };
