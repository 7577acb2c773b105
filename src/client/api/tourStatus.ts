import { TOUR_STATUS_READ, type TourStatus } from '../../contract';
import { call } from './call';

/**
 * GET auditor/additional_info, read only for its tour flag (the rest belongs to the details page).
 * A file of its own: the dashboard loads it on every visit, so it carries nothing else.
 */
export const getTourStatus = (): Promise<TourStatus> => call(TOUR_STATUS_READ);
