import * as endpoints from '../../contract/endpoints/push';
import type { PushSubscriptionJson } from '../../contract/push';
import { call } from './call';

/** Notifications on this device (decision 0040), for every signed-in role. */
export const getPushSettings = () => call(endpoints.settings);
export const subscribePush = (subscription: PushSubscriptionJson) =>
  call(endpoints.subscribe, { body: subscription });
export const unsubscribePush = (endpoint: string) => call(endpoints.unsubscribe, { body: { endpoint } });
