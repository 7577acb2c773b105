import { z } from 'zod';
import { exactTextInput } from './storableText';
import { CLOCK_TOLERANCE_MS, VISIT_ENTRY_KINDS, type VisitValue } from './visitChain';
import type { VisitReceipt } from './visitReceipt';
import { VISIT_SEAL_STATES } from './visitSeal';

/**
 * What travels of the visit record (decision 0045; the chain itself is visitChain.ts): the time
 * token a device fetches while online, and each entry the outbox sends.
 */

/** GET auditor/visit_time: a token to carry offline; null where the server signs nothing. */
export const visitTimeSchema = z.object({ token: z.string().nullable(), server_time: z.string() });
export type VisitTimeAnswer = z.infer<typeof visitTimeSchema>;

const hex64 = z
  .string()
  .max(64)
  .regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lowercase hex.');

/**
 * Bounded JSON: an entry records an answer, a text, a hash, a position or a number of seconds. Its
 * texts are hashed as sent, so one that cannot be stored so is refused; its depth is checked
 * before this recursive schema reads it (`nestedTooDeepAt`, server/http/unstorableInput.ts).
 */
export const visitValueSchema: z.ZodType<VisitValue> = z
  .lazy(
    () =>
      z.union([
        z.null(),
        exactTextInput().max(20_000),
        z.number(),
        z.boolean(),
        z.array(visitValueSchema).max(100),
        z.record(exactTextInput().max(40), visitValueSchema),
      ]),
    // named, so the API's document writes the recursion as a reference to one component schema
  )
  .meta({ id: 'VisitValue' });

/** GET auditor/audit_store/{id}/visit_receipt: the receipt (visitReceipt.ts says what it holds). */
export const visitReceiptSchema = z.object({
  items: z.array(z.object({ key: z.string(), value: visitValueSchema })),
  proofs: z.array(z.object({ id: z.string(), sha256: z.string().nullable(), stored: z.boolean() })),
  entries: z.number().int(),
}) satisfies z.ZodType<VisitReceipt>;

export const VISIT_ENTRY_MAX_SEQ = 100_000;

/** POST auditor/audit_store/{id}/visit_entry: one entry of the chain, with the hash the device gave it. */
export const visitEntryBodySchema = z.object({
  seq: z.number().int().min(1).max(VISIT_ENTRY_MAX_SEQ),
  kind: z.enum(VISIT_ENTRY_KINDS),
  ref: exactTextInput().max(64).nullable(),
  value: visitValueSchema,
  device_at: z.iso.datetime({ offset: true }),
  time: z
    .object({
      token: exactTextInput().max(400),
      // a page lives hours, not the 23 days this allows (the database's integer is the bound)
      elapsed_ms: z.number().int().min(0).max(2_000_000_000).nullable(),
    })
    .nullable(),
  prev: hex64,
  hash: hex64,
});
export type VisitEntryBody = z.infer<typeof visitEntryBodySchema>;

/** A position entry's value: where the device was and how sure it was, in metres. */
export const visitPositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy_m: z.number().min(0).max(100_000),
});
export type VisitPosition = z.infer<typeof visitPositionSchema>;

export const visitEntryAnswerSchema = z.object({ detail: z.string(), seq: z.number().int() });

/** The verification bundle's format name: `npm run verify-visit` reads this one. */
export const VISIT_BUNDLE_FORMAT = 'auditly-visit-bundle/1';

/**
 * GET review/report/{id}/visit_bundle: what a reviewer or the brand keeps of a visit to check it
 * without the server: its entries, the report's proofs by hash, the seal and the key that signed it.
 */
export const visitBundleSchema = z.object({
  format: z.literal(VISIT_BUNDLE_FORMAT),
  audit_store_id: z.number().int(),
  entries: z.array(visitEntryBodySchema),
  proofs: z.array(z.object({ id: z.string(), sha256: z.string().nullable() })),
  seal: z
    .object({
      state: z.enum(VISIT_SEAL_STATES),
      head: z.string().nullable(),
      entries: z.number().int(),
      sealed_at: z.string(),
      kid: z.string().nullable(),
      signature: z.string().nullable(),
      broken_seq: z.number().int().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** the server's public key (SPKI PEM); verify against the one the operator publishes */
  public_key: z.string().nullable(),
});
export type VisitBundle = z.infer<typeof visitBundleSchema>;

/** A fix farther than this from the store, beyond its own accuracy, flags the visit. */
export const VISIT_FAR_METRES = 500;
export const isFarFromStore = (distanceMetres: number, accuracyMetres: number) =>
  distanceMetres - accuracyMetres > VISIT_FAR_METRES;

/**
 * GET review/report/{id}/visit_evidence: what a reviewer reads of the visit (decision 0045): the
 * seal, each fix as a distance and a compass point from the store (no position, no map tiles), the
 * time on site from the first fix to the last, and the device's clock against the server's.
 */
export const visitEvidenceSchema = z.object({
  seal: z
    .object({ state: z.enum(VISIT_SEAL_STATES), reason: z.string().nullable(), judged_at: z.string() })
    .nullable(),
  entries: z.number().int(),
  /** the answers the report holds, and how many of them the record covers (decision 0068) */
  answers: z.object({ recorded: z.number().int(), held: z.number().int() }),
  fixes: z.array(
    z.object({
      seq: z.number().int(),
      /** where the server places it in time, else the device's clock */
      at: z.string(),
      trusted_time: z.boolean(),
      distance_m: z.number(),
      accuracy_m: z.number(),
      bearing_deg: z.number(),
    }),
  ),
  on_site: z.object({ from: z.string(), to: z.string(), minutes: z.number().int() }).nullable(),
  /** entries whose device clock stood more than CLOCK_TOLERANCE_MS off, and the worst of them */
  clock: z.object({ flagged: z.number().int(), worst_ms: z.number().int() }),
  /**
   * entries with no server time (no token this server signed): only their arrival bounds them, and
   * how many of those claim a time further before their arrival than the clock's tolerance
   */
  untimed: z.object({ entries: z.number().int(), unbounded: z.number().int() }),
  far_from_store: z.boolean(),
  /**
   * The proofs' capture times (EXIF, else the file's) against the visit's window: from an hour
   * before its first entry to its last; and how many proofs also appear in another report.
   */
  proofs: z.object({
    window: z.object({ from: z.string(), to: z.string() }).nullable(),
    inside: z.number().int(),
    outside: z.array(z.object({ id: z.string(), file_name: z.string(), captured_at: z.string() })),
    undated: z.number().int(),
    repeats: z.number().int(),
  }),
});
export type VisitEvidence = z.infer<typeof visitEvidenceSchema>;

/** A proof may be taken this long before the visit's first entry (the store's front, say). */
export const VISIT_CAPTURE_ALLOWANCE_MS = 60 * 60_000;

/**
 * What flags a visit in the review queue (decision 0045): a position far from the store, an entry
 * recorded with the device's clock moved, a position on another day than the audit date, an entry
 * whose claimed time nothing of the server's bounds (decision 0067).
 */
export const VISIT_FLAGS = ['far_from_store', 'clock_moved', 'not_on_audit_day', 'unbounded_time'] as const;
export type VisitFlag = (typeof VISIT_FLAGS)[number];
export const VISIT_FLAG_LABELS: Record<VisitFlag, string> = {
  far_from_store: 'Far from the store',
  clock_moved: 'Device clock moved',
  not_on_audit_day: 'Not on the audit day',
  unbounded_time: 'Times only the phone’s claim',
};

/**
 * An entry's time is only the phone's claim when it carries no token this server signed, and the
 * one bound left, its arrival, is further after the time it claims than the clock's tolerance
 * (decision 0067): an entry sent days after the time it claims, with nothing to place it by.
 */
export function isUnboundedTime(entry: { token_at: string | null; device_at: string; received_at: string }) {
  return (
    entry.token_at === null &&
    Date.parse(entry.received_at) - Date.parse(entry.device_at) > CLOCK_TOLERANCE_MS
  );
}

/** How much of a visit has server time, in the evidence panel's and verify-visit's words. */
export function untimedEntriesText(untimed: number, entries: number): string {
  if (untimed === 0) return `All ${entries} entries have server time.`;
  const have = untimed === 1 ? 'has' : 'have';
  const their = untimed === 1 ? 'its time is' : 'their times are';
  return `${untimed} of ${entries} entries ${have} no server time: ${their} the phone’s claim.`;
}

export const VISIT_MESSAGES = {
  recorded: 'Recorded.',
  hashMismatch: 'This entry’s hash is not the hash of what it records.',
  seqTaken: 'Another entry was recorded under this number.',
  notAPosition: 'A position is a latitude, a longitude and an accuracy in metres.',
  timeTokenInvalid: 'This entry’s time token was not signed by this server; send it without one.',
} as const;
