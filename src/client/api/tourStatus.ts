import { type TourStatus, tourStatusSchema } from '../../contract';
import { http } from './http';

/**
 * GET auditor/additional_info, read only for its tour flag (the rest belongs to the details page).
 * A file of its own: the dashboard loads it on every visit, so it carries nothing else.
 */
export const getTourStatus = (): Promise<TourStatus> =>
  http.get('auditor/additional_info').json(tourStatusSchema);
