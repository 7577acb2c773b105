import { z } from 'zod';

/** Every role a user account can hold. Auditor endpoints need `auditor`; manager endpoints need `manager`. */
export const ROLES = ['auditor', 'manager', 'moderator', 'qa', 'pm', 'client'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** How each role is named to the person holding it. */
export const ROLE_LABELS: Record<Role, string> = {
  auditor: 'auditor',
  manager: 'manager',
  moderator: 'moderator',
  qa: 'quality reviewer',
  pm: 'project manager',
  client: 'client',
};

/** What a signed-in member of staff sees: the app has no screens for other roles yet. */
export const STAFF_PAGE = {
  title: (role: Role) => `You are signed in as a ${ROLE_LABELS[role]}`,
  body: 'This app is where auditors find audits, fill reports and get paid. The screens for your role are not part of it yet, so there is nothing here for your account for now.',
  next: 'To use the auditor screens, log out and sign in with an auditor account.',
} as const;
