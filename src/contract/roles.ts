import { z } from 'zod';

/** Every role a user account can hold. Auditor endpoints need `auditor`; manager endpoints need `manager`. */
/** `client`: a brand's admin and reviewer; `brand`: the brand's people who read its figures (decision 0078) */
export const ROLES = ['auditor', 'manager', 'moderator', 'qa', 'pm', 'client', 'brand'] as const;
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
  brand: 'brand team member',
};

/** Who reads a brand's figures (decision 0078): its admin, and the people it invited. */
export const BRAND_READER_ROLES = ['client', 'brand'] as const;
export const isBrandReader = (role: string): role is (typeof BRAND_READER_ROLES)[number] =>
  (BRAND_READER_ROLES as readonly string[]).includes(role);
