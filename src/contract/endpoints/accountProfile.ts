import { personalInfoBodySchema, profileInfoSchema } from '../account';
import { endpoint, endpointOfRoute } from '../endpoint';
import { FIRST_LOAD_ROUTES } from '../firstLoadRoutes';

/**
 * The personal details, read by the dashboard's profile card as well as the details page: a file
 * apart from the rest of ACCOUNT_ENDPOINTS (account.ts), whose schemas the dashboard does not need
 * (contract/endpoint.ts: an endpoint file travels whole).
 */
export const profileInfo = endpointOfRoute(FIRST_LOAD_ROUTES.profileInfo, { answer: profileInfoSchema });
export const saveProfileInfo = endpoint('POST', 'auditor', '/profile_info', {
  body: personalInfoBodySchema,
  answer: profileInfoSchema,
});
