import { MODERATION_ENDPOINTS as endpoints } from '../../contract';
import { call } from './call';

/** The moderator's calls (paths ours). */
export const getRepeatAlerts = (page: number) => call(endpoints.repeatAlerts, { query: { page } });
