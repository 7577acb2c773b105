import { FIRST_LOAD_ROUTES } from '../../contract';
import { callRoute } from './call';

/**
 * GET auditor/additional_info, read only for its tour flag (the rest belongs to the details page).
 * A file of its own: the dashboard loads it on every visit, so it carries nothing else.
 */
export const getTourStatus = () => callRoute(FIRST_LOAD_ROUTES.tourStatus);
