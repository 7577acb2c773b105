import { endpoint } from '../endpoint';
import {
  cityListSchema,
  cityQuerySchema,
  countryListSchema,
  countryParamsSchema,
  stateListSchema,
  stateParamsSchema,
} from '../locations';

export const countries = endpoint('GET', 'auditor', '/country', { answer: countryListSchema });
export const states = endpoint('GET', 'auditor', '/state/:country', {
  params: countryParamsSchema,
  answer: stateListSchema,
});
export const cities = endpoint('GET', 'auditor', '/city/:state', {
  params: stateParamsSchema,
  query: cityQuerySchema,
  answer: cityListSchema,
});

/**
 * The location lists behind the profile form's country → state → city selects (the original
 * portal's paths; decision 0024 for the manager's).
 */
export const LOCATION_ENDPOINTS = { countries, states, cities };
