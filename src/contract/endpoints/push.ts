import { endpoint, NO_CONTENT } from '../endpoint';
import { pushEndpointSchema, pushSettingsSchema, pushSubscriptionSchema } from '../push';

/**
 * Notifications on a device (decision 0040), for every signed-in role, under the auditor's prefix
 * like the notice centre. A subscription belongs to the session that made it: signing out, or the
 * session ending any other way, removes it.
 */
export const settings = endpoint('GET', 'auditor', '/push', { answer: pushSettingsSchema });
/** Turns notifications on for this device; the same device again updates its keys. */
export const subscribe = endpoint('POST', 'auditor', '/push/subscriptions', {
  body: pushSubscriptionSchema,
  answer: NO_CONTENT,
});
/** Turns them off for this device; a device that is not the caller's changes nothing. */
export const unsubscribe = endpoint('POST', 'auditor', '/push/subscriptions/remove', {
  body: pushEndpointSchema,
  answer: NO_CONTENT,
});

export const PUSH_ENDPOINTS = { settings, subscribe, unsubscribe };
