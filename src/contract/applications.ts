import { z } from 'zod';
import { AUDIT_AVAILABILITY_TEXTS } from './auditAvailability';
import type { UnmetFactor } from './eligibilityVerdict';
import { idSchema } from './ids';
import { APPLICATION_STATUS_DISPLAY, AUDIT_STORE_STATUS_DISPLAY, type StatusDisplay } from './statuses';
import { applicationStatusSchema, auditStoreStatusSchema } from './statusSchemas';

/**
 * Applications (decisions 0018, 0019; docs/rules.md#finding-audits-and-applying): apply for a date,
 * cancel, reapply (cancel and apply again in one transaction), and the applied list.
 */

export const APPLY_MESSAGES = {
  pickDate: 'Please pick a date for the audit.',
  dateOutsideWindow: (first: string, last: string) => `Pick a date from ${first} to ${last}.`,
  noDateLeft: 'This audit has no date left to book.',
  /** a date inside the window on a day the cycle does not audit (decision 0066) */
  notAnAuditDay: (date: string, days: string) =>
    `${date} is not an audit day: this audit is done on ${days}.`,
  bankMissing: 'Please fill in your bank details before applying.',
  termsNotAccepted: 'Please accept the privacy policy and the agreement before applying.',
  alreadyApplied: 'You have already applied for this audit.',
  /** auditAvailability (auditAvailability.ts): a cycle not active, or no date left to book */
  notOpen: AUDIT_AVAILABILITY_TEXTS.closed.note,
  /** auditAvailability: another auditor holds the audit (decision 0063) */
  taken: AUDIT_AVAILABILITY_TEXTS.taken.note,
  nothingToCancel: 'There is no pending application for this audit to cancel.',
  /** each factor's "needs …" from eligibilityOf (contract/eligibility.ts) */
  notEligible: (unmet: readonly UnmetFactor[]) =>
    `You do not qualify for this audit: it ${unmet.map((factor) => factor.needs).join(' and ')}.`,
  applied: 'Applied successfully. Please wait for the assignment.',
  cancelled: 'Your application is cancelled.',
} as const;

const calendarDate = z
  .string(APPLY_MESSAGES.pickDate)
  .max(10, APPLY_MESSAGES.pickDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, APPLY_MESSAGES.pickDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), APPLY_MESSAGES.pickDate);

/** POST auditor/audit/{audit_id}/application/apply (and .../reapply, decision 0019) */
export const applyBodySchema = z.object({
  /** the spec sends it beside the path's id; when sent, it must be the same audit */
  audit_id: idSchema.optional(),
  audit_date: calendarDate,
});
export type ApplyBody = z.infer<typeof applyBodySchema>;

/** An application as the apply and cancel calls answer it. */
export const applicationSchema = z.object({
  id: z.number().int(),
  audit: z.number().int(),
  audit_date: z.string(),
  status: applicationStatusSchema,
});
export type Application = z.infer<typeof applicationSchema>;

/** spec: "Page size for lists: not shown"; ours. */
export const APPLIED_PAGE_SIZE = 10;

/** GET auditor/applied_audits?is_load_more=&last_total_count= */
export const appliedQuerySchema = z.object({
  is_load_more: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** how many entries the page holds already */
  last_total_count: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const appliedAuditSchema = z.object({
  id: z.number().int(),
  audit: z.number().int(),
  audit_cycle: z.number().int(),
  client_name: z.string(),
  /**
   * Beyond the spec's columns: two audits of one client on one date are told apart by the store.
   * A list kept offline from before the field existed still reads (as no store name).
   */
  store_name: z.string().default(''),
  audit_date: z.string(),
  status: applicationStatusSchema,
  /**
   * Beyond the spec's columns: the state of the audit an approval led to (its audit store), null
   * before there is one. An application stays APPROVED when its audit is later withdrawn or
   * failed; this says what became of it. A list kept offline from before the field reads null.
   */
  audit_store_status: auditStoreStatusSchema.nullable().default(null),
});
export type AppliedAudit = z.infer<typeof appliedAuditSchema>;

/**
 * The status an applied-list entry shows, as a badge's table and code: the audit's own state once
 * the approval made one (withdrawn, failed, in review...), else the application's, so the list
 * never says "Approved" about an audit that has since ended otherwise.
 */
export function appliedAuditBadge(entry: Pick<AppliedAudit, 'status' | 'audit_store_status'>): {
  table: Record<string, StatusDisplay>;
  status: string;
} {
  return entry.audit_store_status === null
    ? { table: APPLICATION_STATUS_DISPLAY, status: entry.status }
    : { table: AUDIT_STORE_STATUS_DISPLAY, status: entry.audit_store_status };
}

export const appliedListSchema = z.object({
  applied_audits: z.array(appliedAuditSchema),
  total_count: z.number().int(),
});
export type AppliedList = z.infer<typeof appliedListSchema>;
