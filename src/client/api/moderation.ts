import { type RepeatAlertList, repeatAlertListSchema } from '../../contract';
import { http } from './http';

/** The moderator's calls (issue 15; paths ours). */
export const getRepeatAlerts = (page: number): Promise<RepeatAlertList> =>
  http.get('moderation/repeat_alert', { searchParams: { page } }).json(repeatAlertListSchema);
