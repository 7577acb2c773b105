import { describe, expect, it } from 'vitest';
import { PROOF_NOTE_MESSAGES, proofNoteBodySchema, proofNoteOfForm } from '../../../src/contract';

/**
 * The proof-note modal checks without zod (decision 0051): of what the modal can send, it takes
 * exactly what the server's schema takes, gives the reason the server stores, and says why not.
 */
const TAGS = [0, Number.NaN, 1.5, -3, 3];
const REASONS = [
  '',
  '   ',
  '\u0000',
  ' \u0000 ',
  'The cashier would not print one',
  '  padded  ',
  'a'.repeat(1000),
  ` ${'a'.repeat(1000)} `,
  'a'.repeat(1001),
  `\u0000${'a'.repeat(1000)}`,
  'half \uD800 surrogate',
];

describe('the proof-note modal’s check', () => {
  it('takes what the schema takes, as the server stores it', () => {
    for (const tag of TAGS)
      for (const reason of REASONS) {
        const form = proofNoteOfForm(tag, reason);
        const parsed = proofNoteBodySchema.safeParse({ proof_tag_id: tag, reason });
        const takes = parsed.success && parsed.data.reason !== null;
        expect(form.ok, JSON.stringify({ tag, reason: reason.slice(0, 20) })).toBe(takes);
        if (form.ok && parsed.success) expect(form).toEqual({ ok: true, ...parsed.data });
      }
  });

  it('says the spec’s message for a missing field, and the length for a long reason', () => {
    expect(proofNoteOfForm(0, 'Why')).toEqual({ ok: false, error: PROOF_NOTE_MESSAGES.empty });
    expect(proofNoteOfForm(3, '  ')).toEqual({ ok: false, error: PROOF_NOTE_MESSAGES.empty });
    const long = proofNoteOfForm(3, 'a'.repeat(1001));
    expect(long).toEqual({ ok: false, error: PROOF_NOTE_MESSAGES.tooLong });
    const schemaSays = proofNoteBodySchema.safeParse({ proof_tag_id: 3, reason: 'a'.repeat(1001) });
    expect(schemaSays.error?.issues.map((issue) => issue.message)).toEqual([PROOF_NOTE_MESSAGES.tooLong]);
  });
});
