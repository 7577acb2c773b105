import { endpointOfRoute, NO_CONTENT } from '../endpoint';
import { FIRST_LOAD_ROUTES as routes } from '../firstLoadRoutes';
import { idParamsSchema } from '../ids';
import { noticeListSchema } from '../notices';

/**
 * The notice centre (decision 0038), for every signed-in role. Under the auditor's prefix like
 * `config`: the server lets any signed-in person call these two (server/app.ts), and the service
 * worker keeps the last copy of the list as of every read there, so the centre works offline.
 */
export const list = endpointOfRoute(routes.notices, { answer: noticeListSchema });
/** The recipient opened the notice; marking one already read changes nothing. */
export const markRead = endpointOfRoute(routes.markNoticeRead, {
  params: idParamsSchema,
  answer: NO_CONTENT,
});

export const NOTICE_ENDPOINTS = { list, markRead };
