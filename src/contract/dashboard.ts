import { z } from 'zod';
import { certificationStandingSchema } from './certification';
import { idSchema } from './ids';
import { roleSchema } from './roles';

/** GET auditor/dashboard/stats: real counts computed by the server. */
export const dashboardStatsSchema = z.object({
  available_audits: z.number().int().nonnegative(),
  applied: z.number().int().nonnegative(),
  assigned: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  pending_payment: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET auditor/dashboard/score: fetched by the dashboard, its fields are not shown (spec). */
export const dashboardScoreSchema = z.object({
  auditor_rating: z.number().nullable(),
  reports_reviewed: z.number().int().nonnegative(),
  average_report_score: z.number().nullable(),
});
export type DashboardScore = z.infer<typeof dashboardScoreSchema>;

/** GET auditor/profile_completion_percentage */
export const profileCompletionSchema = z.object({
  profile_completion_percentage: z.number().int().min(0).max(100),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;

/** GET auditor/config: brand and third-party settings; ids are null when not configured. */
export const auditorConfigSchema = z.object({
  USER_ID: z.number().int(),
  USER_EMAIL: z.string(),
  /** the signed-in user's role: the app is the auditor's; any other role sees the staff page */
  USER_ROLE: roleSchema,
  BRAND_SHORTNAME: z.string(),
  COLLECTCDN_ID: z.string().nullable(),
  SENTRY_DSN: z.string().nullable(),
  ANALYTICS_ID: z.string().nullable(),
  TRANSLATE_WIDGET: z.boolean(),
  RELEASE: z.string(),
  POLICY_BASE_URL: z.string(),
  ACCOUNTS_EMAIL: z.string(),
  SUPPORT_EMAIL: z.string(),
  SOCIAL_URL: z.string(),
  SOCIAL_HANDLE: z.string(),
  PROVIDER_URL: z.string(),
  PROVIDER_DOMAIN: z.string(),
  /** the newer view's address, or null: no banner (a config kept offline from before reads as null) */
  NEWER_VIEW_URL: z.string().nullable().default(null),
});
export type AuditorConfig = z.infer<typeof auditorConfigSchema>;

/** GET auditor/user: the account profile. */
export const accountProfileSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  dial_code: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  whatsapp_dial_code: z.string().nullable(),
  /** the spec's field: the last scored attempt's percent, passed or not */
  certification_score: z.string().nullable(),
  /** whether that score passed, and the attempt (decision 0032): ours, beside the spec's */
  certification: certificationStandingSchema,
  is_complete: z.boolean(),
  pp_accepted: z.boolean(),
  agreement_accepted: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  country: z.string(),
  country_name: z.string(),
});
export type City = z.infer<typeof citySchema>;

/** POST auditor/get_token: the newer view's token (newerView.ts) */
export const getTokenBodySchema = z.object({ user_id: idSchema });
export const newerViewTokenSchema = z.object({ token: z.string() });

/** GET auditor/dashboard/next_actions (nextActions.ts) */
export const nextActionSchema = z.object({
  /** one of NEXT_ACTION_KINDS, read as text so a newer kind does not fail an installed app */
  kind: z.string(),
  title: z.string(),
  detail: z.string(),
  /** the app's path where it is done */
  link: z.string(),
  /** the last moment it can be done, when there is one */
  due_at: z.string().nullable(),
});
export type NextAction = z.infer<typeof nextActionSchema>;
export const nextActionListSchema = z.array(nextActionSchema);
