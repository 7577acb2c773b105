import { z } from 'zod';
import { textInput } from './storableText';

/**
 * Concerns (decision 0042): what an auditor tells the team about an audit ("Having trouble?"),
 * why they withdrew or did not perform it, or what is wrong with a payment. Managers read them in
 * one inbox, answer or resolve each; the auditor reads the answer and the state of every concern
 * they raised.
 */

export const CONCERN_KINDS = ['AUDIT_STORE', 'WITHDRAWAL', 'NOT_PERFORMED', 'PAYMENT'] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];
export const CONCERN_KIND_LABELS: Record<ConcernKind, string> = {
  AUDIT_STORE: 'Trouble with an audit',
  WITHDRAWAL: 'Withdrawal',
  NOT_PERFORMED: 'Audit not performed',
  PAYMENT: 'Payment concern',
};

/** Open until a manager answers; resolved when a manager closes it, answered or not. */
export const CONCERN_STATES = ['open', 'answered', 'resolved'] as const;
export type ConcernState = (typeof CONCERN_STATES)[number];
export const CONCERN_STATE_LABELS: Record<ConcernState, string> = {
  open: 'Open',
  answered: 'Answered',
  resolved: 'Resolved',
};

export const CONCERN_ANSWER_MAX = 2000;

/** What a concern is about, as both sides show it. */
export const concernSubjectSchema = z.object({
  audit_store_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  /** "Voltkart Electronics at Voltkart, Phoenix Palladium, 28th Nov 2026" or the payment's amount */
  label: z.string(),
});

export const concernSchema = z.object({
  id: z.number().int(),
  /** one of CONCERN_KINDS, read as text so a newer kind does not fail an installed app */
  kind: z.string(),
  message: z.string(),
  created_at: z.string(),
  state: z.enum(CONCERN_STATES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  subject: concernSubjectSchema,
});
export type Concern = z.infer<typeof concernSchema>;
export const concernListSchema = z.array(concernSchema);

/** A concern in the managers' inbox: with who raised it. */
export const managedConcernSchema = concernSchema.extend({
  auditor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type ManagedConcern = z.infer<typeof managedConcernSchema>;

export const CONCERN_PAGE_SIZE = 20;

export const concernFilterSchema = z.object({
  state: z.enum(CONCERN_STATES).default('open'),
  page: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(1).max(100_000).optional(),
  ),
});
export type ConcernFilter = z.infer<typeof concernFilterSchema>;

export const managedConcernListSchema = z.object({
  concerns: z.array(managedConcernSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ManagedConcernList = z.infer<typeof managedConcernListSchema>;

export const CONCERN_MESSAGES = {
  emptyAnswer: 'Write the answer the auditor will read.',
  answerTooLong: `Keep the answer under ${CONCERN_ANSWER_MAX} characters.`,
  alreadyAnswered: 'This concern was already answered; reload to read the answer.',
  alreadyResolved: 'This concern is already resolved.',
  answered: 'Answered: the auditor is told.',
  resolved: 'Resolved.',
  noneOpen: 'No open concerns. Auditors’ concerns show here as they raise them.',
  none: 'None here.',
  ownNone: 'You have raised no concerns. Use "Having trouble?" on an audit, or raise one on a payment.',
} as const;

export const concernAnswerSchema = z.object({
  answer: textInput({ error: CONCERN_MESSAGES.emptyAnswer })
    .trim()
    .min(1, CONCERN_MESSAGES.emptyAnswer)
    .max(CONCERN_ANSWER_MAX, CONCERN_MESSAGES.answerTooLong),
});
export type ConcernAnswer = z.infer<typeof concernAnswerSchema>;
