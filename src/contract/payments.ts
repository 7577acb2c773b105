import { TZDate } from '@date-fns/tz';
import { addDays, endOfMonth, format, isValid, startOfDay, startOfMonth, subMonths } from 'date-fns';
import { z } from 'zod';
import { appliedQuerySchema } from './applications';
import { BUSINESS_TIME_ZONE, businessMoment } from './bookingWindows';
import { REPORT_LIMITS, REPORT_MESSAGES } from './reportTexts';
import { type AuditStoreStatus, PAYMENT_STATUSES } from './statuses';
import { paymentStatusSchema } from './statusSchemas';
import { textInput } from './storableText';

/**
 * Payments (decision 0020; docs/rules.md#payments). Money is integer paise in the database and
 * rupees on the wire and on screen, as the other amounts of the API (`earnings_per_audit`).
 */

export const PAYMENT_FILTERS = ['ALL', ...PAYMENT_STATUSES] as const;
export const paymentFilterSchema = z.enum(PAYMENT_FILTERS);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

/** spec: "the page size is not shown"; ours, as the applied list's. */
export const PAYMENTS_PAGE_SIZE = 10;

/** A report earns its payment when the client accepts it, not before (docs/rules.md#payments). */
export const PAYABLE_REPORT_STATUS = 'ACCEPTED' satisfies AuditStoreStatus;

/** Days after the end of the month of submission within which a payment is transferred (spec). */
export const PAYMENT_TERM_DAYS = 45;

export const PAYMENT_MESSAGES = {
  noneForFilter: 'No data available',
  none: 'There are no payments here.',
  concernThanks: 'Thank you for your concern. We will get back to you soon.',
  /** ours: a concern written offline waits on the device */
  concernQueued: 'It is saved on this device and will be sent when you are back online.',
  emptyConcern: REPORT_MESSAGES.emptyConcern,
  terms:
    'Payment is transferred to your bank account within 45 days after the end of the month in which you submitted the report. After the transfer, your bank may take 24-48 hours to show it.',
} as const;

/**
 * The due date of a report's payment: 45 days after the last day of the month (in India) in which
 * it was submitted. `submittedAt` is an ISO instant; the result a YYYY-MM-DD date.
 */
export function paymentDueDate(submittedAt: string): string {
  const submitted = businessMoment(submittedAt);
  if (!isValid(submitted)) throw new Error(`not an instant: ${submittedAt}`);
  return format(addDays(startOfDay(endOfMonth(submitted)), PAYMENT_TERM_DAYS), 'yyyy-MM-dd');
}

/** GET auditor/payment?status=&is_load_more=&last_total_count= */
export const paymentListQuerySchema = appliedQuerySchema.extend({
  status: paymentFilterSchema.default('ALL'),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  status: paymentStatusSchema,
  /** rupees */
  amount: z.number(),
  /** rupees */
  reimbursement: z.number(),
  payment_due_date: z.string(),
  paid_on: z.string().nullable(),
  /**
   * why the bank refused it (decision 0025, "Payment runs"); absent in lists cached before it
   * existed
   */
  failure_reason: z.string().nullable().default(null),
  /** the report this payment is for: its timeline */
  audit_store: z.number().int().nullable(),
  get_audit_details: z.object({ client_name: z.string(), audit_date: z.string().nullable() }),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({
  payments: z.array(paymentSchema),
  total_count: z.number().int(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** In rupees; what each figure sums is in decision 0020. */
export const paymentSummarySchema = z.object({
  total_audits: z.number().int(),
  total_transfered: z.number(),
  total_reimbursement: z.number(),
  total_pending: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/**
 * POST auditor/payment/{id}/payment_concern. `client_key` (ours) names the concern on the device
 * that wrote it: the outbox may send it again after a lost answer, and the server keeps it once.
 */
export const paymentConcernBodySchema = z.object({
  message: textInput({ error: PAYMENT_MESSAGES.emptyConcern })
    .max(REPORT_LIMITS.concernMax, `At most ${REPORT_LIMITS.concernMax} characters.`)
    .refine((text) => text.trim().length > 0, PAYMENT_MESSAGES.emptyConcern),
  client_key: z.uuid().optional(),
});
export type PaymentConcernBody = z.infer<typeof paymentConcernBodySchema>;

/**
 * The steps of a payment's timeline (decision 0020): what the report and its money went
 * through, each with the calendar date (India) it happened, or the date the 45-day rule expects.
 */
export const TIMELINE_STEPS = [
  'SUBMITTED',
  'QA_REVIEW',
  'PM_REVIEW',
  'CLIENT_REVIEW',
  'PAYMENT_DUE',
  'PAID',
] as const;
export const timelineStepKeySchema = z.enum([...TIMELINE_STEPS, 'FAILED']);
export type TimelineStepKey = z.infer<typeof timelineStepKeySchema>;
export const TIMELINE_LABELS: Record<TimelineStepKey, string> = {
  SUBMITTED: 'Report submitted',
  QA_REVIEW: 'QA review passed',
  PM_REVIEW: 'PM review passed',
  CLIENT_REVIEW: 'Accepted by the client',
  PAYMENT_DUE: 'Payment due',
  PAID: 'Paid',
  FAILED: 'Payment failed',
};

export const timelineStepSchema = z.object({
  key: timelineStepKeySchema,
  label: z.string(),
  /** done: it happened on `date`; next: the first step not taken; later: after that; failed */
  state: z.enum(['done', 'next', 'later', 'failed']),
  /** YYYY-MM-DD, when the step was taken */
  date: z.string().nullable(),
  /** YYYY-MM-DD, when the payment terms expect it (the due date), for a money step not yet taken */
  expected: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const paymentTimelineSchema = z.object({
  payment: z.number().int(),
  steps: z.array(timelineStepSchema),
});
export type PaymentTimeline = z.infer<typeof paymentTimelineSchema>;

/** How many months the earnings chart shows, the current one last. */
export const EARNINGS_MONTHS = 12;

/**
 * One month of the earnings chart (decision 0020): the fees and reimbursements of the payment lines
 * of reports submitted that month, in rupees, paid or not paid yet (PENDING and FAILED: still
 * owed).
 */
export const monthlyEarningSchema = z.object({
  /** YYYY-MM, in India */
  month: z.string(),
  paid_fee: z.number(),
  paid_reimbursement: z.number(),
  pending_fee: z.number(),
  pending_reimbursement: z.number(),
});
export type MonthlyEarning = z.infer<typeof monthlyEarningSchema>;
export const monthlyEarningsSchema = z.object({ months: z.array(monthlyEarningSchema) });
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;

/** The YYYY-MM keys of the chart's months, oldest first, ending with the month of `now` in India. */
export function earningsMonths(now: Date): string[] {
  const current = startOfMonth(new TZDate(now, BUSINESS_TIME_ZONE));
  return Array.from({ length: EARNINGS_MONTHS }, (_, index) =>
    format(subMonths(current, EARNINGS_MONTHS - 1 - index), 'yyyy-MM'),
  );
}

/** The YYYY-MM, in India, of an ISO instant. */
export const monthOf = (instant: string): string => format(businessMoment(instant), 'yyyy-MM');
