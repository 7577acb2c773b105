import type { OpportunityCycle } from '../../contract/discovery';
import { opportunityCycleOfWire, OPPORTUNITY_ROUTES as routes } from '../../contract/opportunityRoutes';
import { callRoute } from './call';

/** The opportunities' reads, without zod: /audit makes them on its first load (decision 0051). */

export const getOpportunities = async (kms: number): Promise<OpportunityCycle[]> =>
  (await callRoute(routes.nearby, { query: { kms } })).map(opportunityCycleOfWire);

export const getCityOpportunities = async (cityId: number, kms: number): Promise<OpportunityCycle[]> =>
  (await callRoute(routes.inCity, { query: { city_id: cityId, kms } })).map(opportunityCycleOfWire);
