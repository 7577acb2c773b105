import { z } from 'zod';
import { DB_INTEGER_MAX, ID_MESSAGES } from './ids';
import { textInput } from './storableText';

/**
 * The proof-tag modal (spec: tag and reason both needed, else 'Fields can not be empty'; only
 * non-required tags offered). The spec leaves open what it records; decision 0017: a *proof note*,
 * the auditor's reason why an optional proof of a section is not attached ("Bill: the cashier
 * would not print one"), one per report and tag, for the reviewer. A required proof cannot be
 * excused by a note: it must be attached, and the submit check still counts it.
 */
export const PROOF_NOTE_MESSAGES = {
  empty: 'Fields can not be empty',
  requiredTag: 'A mandatory proof must be attached; only an optional proof can be explained.',
  notOfReport: 'This tag is not one of the report’s tags.',
  title: 'Explain a missing proof',
  open: 'Explain a missing proof',
  listTitle: 'Proofs not attached, and why',
  /** said in the modal when the section has mandatory proofs, which it does not offer (decision 0017) */
  mandatoryNotListed: (tags: readonly string[]) =>
    `${tags.join(', ')} ${tags.length === 1 ? 'is' : 'are'} mandatory: a mandatory proof must be attached, so it is not listed here. If you cannot take it, tell us under "Having trouble?".`,
} as const;

export const PROOF_NOTE_REASON_MAX = 1000;

/**
 * POST audit_store/{id}/proof_note: the note of one tag (an upsert by report and tag, so a replay
 * or a coalesced send leaves the same state); `reason: null` removes it. The modal validates with
 * this schema, its unchosen tag as 0, so both sides give the spec's message.
 */
export const proofNoteBodySchema = z.object({
  proof_tag_id: z
    .number(PROOF_NOTE_MESSAGES.empty)
    .int()
    .positive(PROOF_NOTE_MESSAGES.empty)
    .max(DB_INTEGER_MAX, ID_MESSAGES.notAnId),
  reason: textInput(PROOF_NOTE_MESSAGES.empty)
    .trim()
    .min(1, PROOF_NOTE_MESSAGES.empty)
    .max(PROOF_NOTE_REASON_MAX, `At most ${PROOF_NOTE_REASON_MAX} characters.`)
    .nullable(),
});
export type ProofNoteBody = z.infer<typeof proofNoteBodySchema>;

/** A report's proof note, as GET audit_store/{id}/proof_note lists it. */
export const proofNoteSchema = z.object({
  proof_tag_id: z.number().int(),
  reason: z.string(),
  updated_at: z.string(),
});
export type ProofNote = z.infer<typeof proofNoteSchema>;
