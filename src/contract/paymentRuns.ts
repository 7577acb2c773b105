import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { idSchema } from './ids';
import { paymentStatusSchema } from './statusSchemas';

/**
 * Payment runs (decision 0025; paths ours): a manager gathers PENDING payments into a run, exports
 * the run as CSV for the bank, and marks each payment PAID on a day or FAILED with a reason the
 * auditor reads on their payments page. Every step is recorded and shows on the auditor's timeline.
 */

export const MANAGER_PAYMENTS_PAGE_SIZE = 50;
export const PAYMENT_RUN_MAX = 500;
export const FAILURE_REASON_MAX = 500;

/** The bank file's columns, in order (amounts in rupees with two decimals). */
export const PAYMENT_RUN_CSV_COLUMNS = [
  'reference',
  'account_holder_name',
  'account_number',
  'ifsc_code',
  'paypal',
  'amount',
] as const;

/** The reference the bank quotes back: ties a transfer to its payment. */
export const paymentReference = (paymentId: number) => `AUDITLY-PAY-${paymentId}`;

export const PAYMENT_RUN_MESSAGES = {
  noneChosen: 'Pick at least one pending payment.',
  notAvailable:
    'Some of these payments are no longer pending or are already in a run; reload and pick again.',
  notInRun: 'Add this payment to a run and export it before marking it.',
  alreadySettled: 'This payment was already marked paid or failed.',
  reasonRequired: 'Say why the payment failed: the auditor reads it.',
  paidInFuture: 'The payment cannot be paid on a day still to come.',
  pickPaidOn: 'Pick the day the bank paid it.',
  noBankDetails: 'No bank details or PayPal',
  created: (count: number) => `A run of ${count} payment${count === 1 ? '' : 's'} is ready to export.`,
  markedPaid: 'Marked paid.',
  markedFailed: 'Marked failed.',
} as const;

export const managedPaymentSchema = z.object({
  id: z.number().int(),
  status: paymentStatusSchema,
  /** rupees: fee and reimbursement, and what the bank transfers */
  amount: z.number(),
  reimbursement: z.number(),
  total: z.number(),
  payment_due_date: z.string(),
  paid_on: z.string().nullable(),
  failure_reason: z.string().nullable(),
  payment_run_id: z.number().int().nullable(),
  auditor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  report: z.object({ id: z.number().int(), client_name: z.string(), store_name: z.string() }).nullable(),
  /** the auditor gave an account number or PayPal address to pay into */
  payable: z.boolean(),
});
export type ManagedPayment = z.infer<typeof managedPaymentSchema>;

/** GET manager/payment?page= : the pending payments, due first. */
export const managedPaymentListSchema = z.object({
  payments: z.array(managedPaymentSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ManagedPaymentList = z.infer<typeof managedPaymentListSchema>;

export const paymentRunBodySchema = z.object({
  payment_ids: z.array(idSchema).min(1, PAYMENT_RUN_MESSAGES.noneChosen).max(PAYMENT_RUN_MAX),
});

export const paymentRunSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  payments: z.array(managedPaymentSchema),
});
export type PaymentRun = z.infer<typeof paymentRunSchema>;
export const paymentRunListSchema = z.object({
  runs: z.array(paymentRunSchema.omit({ payments: true }).extend({ payment_count: z.number().int() })),
});

export const markPaidBodySchema = z.object({
  paid_on: z
    .string(PAYMENT_RUN_MESSAGES.pickPaidOn)
    .max(10, PAYMENT_RUN_MESSAGES.pickPaidOn)
    .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_RUN_MESSAGES.pickPaidOn)
    .refine((value) => isValid(parseISO(value)), PAYMENT_RUN_MESSAGES.pickPaidOn),
});
export const markFailedBodySchema = z.object({
  reason: z
    .string({ error: PAYMENT_RUN_MESSAGES.reasonRequired })
    .trim()
    .min(1, PAYMENT_RUN_MESSAGES.reasonRequired)
    .max(FAILURE_REASON_MAX),
});
