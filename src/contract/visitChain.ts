import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';

/**
 * The visit record's chain (decision 0045): what the device recorded during a visit, one entry per
 * thing, each entry's hash covering the one before. Written without zod, as reportCallRoutes.ts
 * is, so the report's writer worker and the verifying command carry no schema library; the schemas
 * of what travels are in visitRecord.ts. The same functions run on the device, the server and in
 * `npm run verify-visit`, so all three compute the same hash from the same entry.
 */

export const VISIT_ENTRY_KINDS = [
  /** the visit began: Agree, or the day's first answer */
  'start',
  'answer',
  'answer_comment',
  'section_comment',
  'summary',
  /** a proof file: its SHA-256 */
  'proof',
  /** where the device was: latitude, longitude, accuracy in metres */
  'position',
  /** the report's timer: its seconds when it started or stopped ticking */
  'timer',
  'submit',
] as const;
export type VisitEntryKind = (typeof VISIT_ENTRY_KINDS)[number];

/** What an entry records, as JSON. */
export type VisitValue = null | string | number | boolean | VisitValue[] | { [key: string]: VisitValue };

/**
 * The time a device can prove (decision 0045): the last token the server signed while it was
 * online, and the monotonic milliseconds since the page received it; null once that page is gone
 * (a reload without signal), when only the device's clock is left.
 */
export interface VisitTime {
  token: string;
  elapsed_ms: number | null;
}

export interface VisitEntry {
  /** 1 for the visit's first entry, then one more for each */
  seq: number;
  kind: VisitEntryKind;
  /** what it is about: a question, section or proof id; null for the visit as a whole */
  ref: string | null;
  value: VisitValue;
  /** the device's clock when it was recorded, ISO 8601 */
  device_at: string;
  time: VisitTime | null;
  /** the previous entry's hash; VISIT_CHAIN_START for the first */
  prev: string;
}

/** The previous hash of a visit's first entry. */
export const VISIT_CHAIN_START = '0'.repeat(64);

/** How far a device's clock may stand from the time the server places an entry at, unflagged. */
export const CLOCK_TOLERANCE_MS = 2 * 60_000;
/** Whether a clock that far off (ms, either way; null: nothing to judge by) flags its entry. */
export const isClockMoved = (offMs: number | null) => Math.abs(offMs ?? 0) > CLOCK_TOLERANCE_MS;

/** SHA-256 of the entry's canonical JSON (RFC 8785), as lowercase hex. */
export function visitEntryHash(entry: VisitEntry): string {
  const text = canonicalize(entry);
  if (text === undefined) throw new Error('a visit entry without a JSON form');
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** An entry with the hash its device gave it. */
export type HashedVisitEntry = VisitEntry & { hash: string };

/**
 * The first entry that breaks the chain, in sequence order: a number skipped, a hash that is not
 * its entry's, or a previous hash that is not the entry before's. Undefined when it holds.
 */
export function firstBrokenEntry(entries: readonly HashedVisitEntry[]): HashedVisitEntry | undefined {
  let prev = VISIT_CHAIN_START;
  for (const [index, entry] of entries.entries()) {
    const { hash, ...recorded } = entry;
    if (entry.seq !== index + 1 || entry.prev !== prev || visitEntryHash(recorded) !== hash) return entry;
    prev = hash;
  }
  return undefined;
}
