import { z } from 'zod';
import { carCostSchema, incomeBandSchema, industrySchema } from './additionalInfo';
import { emailSchema } from './auth';
import { phoneNumberSchema } from './contactDetails';
import { idSchema } from './ids';
import { genderSchema, occupationSchema } from './lookups';

/**
 * The manager's auditor administration (decision 0024). The spec gives the calls and their query
 * and bodies but not their answers; these are ours. Personal data is shown as far as the task needs:
 * bank account and PAN masked, whole only on an explicit reveal that is itself recorded.
 */

export const MANAGER_AUDITORS_PAGE_SIZE = 20;

/** Ratings a manager may set (the eligibility factor compares 1 to 5). */
export const AUDITOR_RATING_MIN = 1;
export const AUDITOR_RATING_MAX = 5;

const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    schema.optional(),
  );

/** GET manager/auditor: the spec's filters, plus the page. Every one optional. */
export const auditorFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  state: optionalNumber(idSchema),
  city: optionalNumber(idSchema),
  gender: genderSchema.optional(),
  rating: optionalNumber(z.number().int().min(AUDITOR_RATING_MIN).max(AUDITOR_RATING_MAX)),
  occupation: occupationSchema.optional(),
  income: optionalNumber(incomeBandSchema),
  industry: optionalNumber(industrySchema),
  car_cost: optionalNumber(carCostSchema),
  page: optionalNumber(z.number().int().min(1).max(100_000)),
});
export type AuditorFilter = z.infer<typeof auditorFilterSchema>;

export const managedAuditorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  mobile_number: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  auditor_rating: z.number().int().nullable(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
});
export type ManagedAuditor = z.infer<typeof managedAuditorSchema>;

export const managedAuditorListSchema = z.object({
  auditors: z.array(managedAuditorSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ManagedAuditorList = z.infer<typeof managedAuditorListSchema>;

/** GET manager/auditor/{id} */
export const managedAuditorDetailSchema = managedAuditorSchema.extend({
  dial_code: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type ManagedAuditorDetail = z.infer<typeof managedAuditorDetailSchema>;

/** GET manager/auditor/{id}/bank_info: masked unless revealed (POST …/bank_info/reveal). */
export const managedBankInfoSchema = z.object({
  account_holder_name: z.string(),
  account_number: z.string(),
  ifsc_code: z.string(),
  pan_number: z.string(),
  paypal: z.string(),
  masked: z.boolean(),
});
export type ManagedBankInfo = z.infer<typeof managedBankInfoSchema>;

/** Shows the last `visible` characters of a number, the rest as bullets: enough to tell accounts apart. */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return `${'•'.repeat(value.length - visible)}${value.slice(-visible)}`;
}

/** POST manager/auditor/{id}/mobile_number (spec: mobile_number; the dial code stays as it was). */
export const managerMobileBodySchema = z.object({ mobile_number: phoneNumberSchema });

/** GET / POST manager/auditor/{id}/auditor_rating */
export const auditorRatingSchema = z.object({
  auditor_rating: z.number().int().min(AUDITOR_RATING_MIN).max(AUDITOR_RATING_MAX).nullable(),
});
export const auditorRatingBodySchema = z.object({
  auditor_rating: z.number().int().min(AUDITOR_RATING_MIN).max(AUDITOR_RATING_MAX),
});

/** What a manager's action answers: the auditor as it now stands. */
export const MANAGER_MESSAGES = {
  notAnAuditor: 'There is no such auditor.',
  alreadyActive: 'This auditor is already active.',
  alreadyInactive: 'This auditor is already deactivated.',
  alreadyVerified: 'This auditor is already verified.',
  emailTaken: 'Another account already uses this e-mail address.',
  sameEmail: 'This is already the auditor’s e-mail address.',
  resetSent: (email: string) => `A one-time link to set a new password was sent to ${email}.`,
  emailChanged: 'E-mail address changed; both addresses were told.',
} as const;

/** POST manager/auditor/{id}/email (spec: email) */
export const managerEmailBodySchema = z.object({ email: emailSchema });
/** POST manager/auditor/{id}/password_reset: whom the link went to */
export const passwordResetSentSchema = z.object({ detail: z.string() });

/**
 * One entry of the back office's record (decision 0024): who did what, when, and the value before
 * and after.
 */
export const staffActionSchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export const staffActionListSchema = z.object({ actions: z.array(staffActionSchema) });
export type StaffAction = z.infer<typeof staffActionSchema>;

/** What the back office's record is about (the table's `target_type`). */
export const STAFF_ACTION_TARGETS = [
  'auditor',
  'audit_store',
  'application',
  'payment',
  'audit_cycle',
] as const;
export type StaffActionTarget = (typeof STAFF_ACTION_TARGETS)[number];

/** How a recorded action is named on screen: every action the server records has its words. */
export const STAFF_ACTION_LABELS = {
  activate: 'Activated',
  deactivate: 'Deactivated',
  verify: 'Verified',
  mobile_number: 'Changed the mobile number',
  auditor_rating: 'Set the rating',
  'bank_info.reveal': 'Viewed the bank details in full',
  'id_proof.view': 'Opened an ID proof',
  email: 'Changed the e-mail address',
  password_reset: 'Sent a password reset link',
  approve: 'Approved',
  waitlist: 'Waitlisted',
  reject: 'Rejected',
  'waitlist.by_approval': 'Waitlisted: another application was approved',
  'review.accept': 'Accepted the report',
  'review.reject': 'Rejected the report',
  'review.send_back': 'Sent the report back',
  'payment.run': 'Added to a payment run',
  'payment.export': 'Exported for the bank',
  'payment.paid': 'Marked paid',
  'payment.failed': 'Marked failed',
  'visit_record.download': 'Downloaded the visit record',
  'scoring_rules.save': 'Saved a version of the scoring rules',
  'scoring_rules.rescore': 'Rescored the accepted reports',
} as const;
/** An action the back office's record holds (the table's `action`). */
export type StaffActionKind = keyof typeof STAFF_ACTION_LABELS;
export const staffActionLabel = (action: string) =>
  (STAFF_ACTION_LABELS as Record<string, string>)[action] ?? action;
