import { type Consents, TOS_DOCUMENTS, type TourStatus } from '../../contract';
import * as endpoints from '../../contract/endpoints/onboarding';
import { call } from './call';

/** Accepts both documents; answers both flags as now stored. */
export const acceptTerms = (): Promise<Consents> =>
  call(endpoints.acceptTerms, { body: { tos_accept: [...TOS_DOCUMENTS] } });

/** The tour was closed and is not shown again. */
export const completeTour = (): Promise<TourStatus> =>
  call(endpoints.completeTour, { body: { is_tour_complete: true } });
