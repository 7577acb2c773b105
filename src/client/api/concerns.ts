import { AUDIT_STORE_READ_ROUTES } from '../../contract/auditStoreReadRoutes';
import { callRoute } from './call';

/**
 * The auditor's own concerns (decision 0042), read without zod (decision 0051): the audit list
 * shows them beside each audit. A 2xx that is not a list (a portal's or a proxy's) fails, as its
 * parse did, so the screen says it could not load them. The managers' inbox is in
 * `concernInbox.ts`.
 */
export const getOwnConcerns = async () => {
  const concerns = await callRoute(AUDIT_STORE_READ_ROUTES.ownConcerns);
  if (!Array.isArray(concerns)) throw new Error('not a list of concerns');
  return concerns;
};
