import {
  consentsSchema,
  tosAcceptBodySchema,
  tourCompleteBodySchema,
  tourStatusSchema,
} from '../accountStatus';
import { endpoint, endpointOfRoute } from '../endpoint';
import { FIRST_LOAD_ROUTES } from '../firstLoadRoutes';

export const acceptTerms = endpoint('POST', 'auditor', '/tos_accept', {
  body: tosAcceptBodySchema,
  answer: consentsSchema,
});
export const completeTour = endpoint('POST', 'auditor', '/tour_complete', {
  body: tourCompleteBodySchema,
  answer: tourStatusSchema,
});

/** The terms and the onboarding tour (docs/rules.md#account-and-profile; decision 0007). */
export const ONBOARDING_ENDPOINTS = { acceptTerms, completeTour };

/**
 * GET auditor/additional_info read for its tour flag alone (client/api/tourStatus.ts): the
 * dashboard reads it on every visit, so it parses only the flag, and it sits here with the light
 * onboarding calls rather than with the details page's (account.ts), so the dashboard's bundle
 * carries none of their schemas. Not a table entry: the endpoint is
 * `ACCOUNT_ENDPOINTS.additionalInfo`, whose answer holds the flag.
 */
export const TOUR_STATUS_READ = endpointOfRoute(FIRST_LOAD_ROUTES.tourStatus, { answer: tourStatusSchema });
