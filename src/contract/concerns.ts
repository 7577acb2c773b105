import { z } from 'zod';
import { CONCERN_ANSWER_MAX, CONCERN_MESSAGES, CONCERN_STATES } from './concernTexts';
import { textInput } from './storableText';

/**
 * Concerns (decision 0042): what an auditor tells the team about an audit ("Having trouble?"),
 * why they withdrew or did not perform it, or what is wrong with a payment. Managers read them in
 * one inbox, answer or resolve each; the auditor reads the answer and the state of every concern
 * they raised.
 */

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

export const concernAnswerSchema = z.object({
  answer: textInput({ error: CONCERN_MESSAGES.emptyAnswer })
    .trim()
    .min(1, CONCERN_MESSAGES.emptyAnswer)
    .max(CONCERN_ANSWER_MAX, CONCERN_MESSAGES.answerTooLong),
});
export type ConcernAnswer = z.infer<typeof concernAnswerSchema>;
