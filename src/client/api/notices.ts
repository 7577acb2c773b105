import { FIRST_LOAD_ROUTES as routes } from '../../contract';
import { callRoute } from './call';

/** The notice centre (decision 0038), for every signed-in role: the shell's bell reads it, without zod. */
export const getNotices = () => callRoute(routes.notices);
export const markNoticeRead = (id: number) => callRoute(routes.markNoticeRead, { params: { id } });
