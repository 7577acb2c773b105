import { AUDIT_STORE_READ_ROUTES } from '../../contract/auditStoreReadRoutes';
import { callRoute } from './call';

/**
 * The auditor's own concerns (decision 0042), read without zod (decision 0051): the audit list
 * shows them beside each audit. The managers' inbox is in `concernInbox.ts`.
 */
export const getOwnConcerns = () => callRoute(AUDIT_STORE_READ_ROUTES.ownConcerns);
