import { endpoint } from '../endpoint';
import { pageQuerySchema } from '../managerApplications';
import { repeatAlertListSchema } from '../repeatAlerts';

export const repeatAlerts = endpoint('GET', 'moderation', '/repeat_alert', {
  query: pageQuerySchema,
  answer: repeatAlertListSchema,
});

/** The moderator's calls (paths ours): the repeat alerts. */
export const MODERATION_ENDPOINTS = { repeatAlerts };
