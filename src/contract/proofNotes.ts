import { z } from 'zod';
import { DB_INTEGER_MAX, ID_MESSAGES } from './ids';
import { PROOF_NOTE_MESSAGES, PROOF_NOTE_REASON_MAX } from './proofTexts';
import { textInput } from './storableText';

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
    .max(PROOF_NOTE_REASON_MAX, PROOF_NOTE_MESSAGES.tooLong)
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
