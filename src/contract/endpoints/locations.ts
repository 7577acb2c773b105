import { endpoint } from '../endpoint';
import {
  cityListSchema,
  cityQuerySchema,
  countryListSchema,
  countryParamsSchema,
  stateListSchema,
  stateParamsSchema,
} from '../locations';

/**
 * The location lists behind the profile form's country → state → city selects (the original
 * portal's paths; decision 0024 for the manager's).
 */
export const LOCATION_ENDPOINTS = {
  countries: endpoint('GET', 'auditor', '/country', { answer: countryListSchema }),
  states: endpoint('GET', 'auditor', '/state/:country', {
    params: countryParamsSchema,
    answer: stateListSchema,
  }),
  cities: endpoint('GET', 'auditor', '/city/:state', {
    params: stateParamsSchema,
    query: cityQuerySchema,
    answer: cityListSchema,
  }),
};
