import * as endpoints from '../../contract/endpoints/notices';
import { call } from './call';

/** The notice centre (decision 0038), for every signed-in role. */
export const getNotices = () => call(endpoints.list);
export const markNoticeRead = (id: number) => call(endpoints.markRead, { params: { id } });
