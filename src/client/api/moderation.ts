import * as endpoints from '../../contract/endpoints/moderation';
import { call } from './call';

/** The moderator's calls (paths ours). */
export const getRepeatAlerts = (page: number) => call(endpoints.repeatAlerts, { query: { page } });
