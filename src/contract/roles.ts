import { z } from 'zod';

/** Every role a user account can hold. Auditor endpoints need `auditor`; manager endpoints need `manager`. */
export const ROLES = ['auditor', 'manager', 'moderator', 'qa', 'pm', 'client'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** Every role but the auditor's: the members of staff. */
export type StaffRole = Exclude<Role, 'auditor'>;

/** How each role is named to the person holding it. */
export const ROLE_LABELS: Record<Role, string> = {
  auditor: 'auditor',
  manager: 'manager',
  moderator: 'moderator',
  qa: 'quality reviewer',
  pm: 'project manager',
  client: 'client',
};
