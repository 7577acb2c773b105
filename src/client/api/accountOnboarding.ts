import {
  type Consents,
  consentsSchema,
  TOS_DOCUMENTS,
  type TosAcceptBody,
  type TourStatus,
  tourStatusSchema,
} from '../../contract';
import { http } from './http';

/** POST auditor/tos_accept with both documents; answers both flags as now stored. */
export const acceptTerms = (): Promise<Consents> => {
  const body: TosAcceptBody = { tos_accept: [...TOS_DOCUMENTS] };
  return http.post('auditor/tos_accept', { json: body }).json(consentsSchema);
};

/** POST auditor/tour_complete: the tour was closed and is not shown again. */
export const completeTour = (): Promise<TourStatus> =>
  http.post('auditor/tour_complete', { json: { is_tour_complete: true } }).json(tourStatusSchema);
