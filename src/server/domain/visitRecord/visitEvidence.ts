import { bearingDegrees, distanceMetres } from '../../../contract/geo';
import { isClockMoved } from '../../../contract/visitChain';
import {
  isFarFromStore,
  isUnboundedTime,
  VISIT_CAPTURE_ALLOWANCE_MS,
  type VisitEvidence,
  visitPositionSchema,
} from '../../../contract/visitRecord';
import { VISIT_SEAL_MESSAGES } from '../../../contract/visitSeal';
import { recordedItems } from '../../../contract/visitState';
import type { Db } from '../../db/database';
import {
  proofCaptures,
  storedReportItems,
  storeOfReport,
  visitEntriesOf,
  visitSealOf,
} from '../../repositories/visitEntries';
import { type Reviewer, reviewableReport } from '../review/reviewReports';
import { entryOfRow, heldItems, judgeRecord, unrecordedChange } from './visitSeal';

/**
 * What a reviewer reads of a visit (decision 0045, "What reviewers and the brand see"): distances
 * and compass points from the store, never the positions themselves (those are in the recorded
 * bundle), the time on site from the first fix to the last, the device's clock against the
 * server's, and the seal.
 */
export async function visitEvidence(
  db: Db,
  reviewer: Reviewer,
  auditStoreId: number,
): Promise<VisitEvidence> {
  await reviewableReport(db, reviewer, auditStoreId);
  return visitEvidenceOf(db, auditStoreId);
}

/** A report's visit evidence, for a caller who checked that the reader may read the report. */
export async function visitEvidenceOf(db: Db, auditStoreId: number): Promise<VisitEvidence> {
  const [rows, seal, store, captures, stored] = await Promise.all([
    visitEntriesOf(db, auditStoreId),
    visitSealOf(db, auditStoreId),
    storeOfReport(db, auditStoreId),
    proofCaptures(db, auditStoreId),
    storedReportItems(db, auditStoreId),
  ]);
  const storeAt = { lat: store.latitude, lng: store.longitude };
  const fixes = rows.flatMap((row) => {
    const position = row.kind === 'position' ? visitPositionSchema.safeParse(JSON.parse(row.value)) : null;
    if (!position?.success) return [];
    return [
      {
        seq: row.seq,
        at: row.placed_at ?? row.device_at,
        trusted_time: row.placed_at !== null,
        distance_m: Math.round(distanceMetres(storeAt, position.data)),
        accuracy_m: Math.round(position.data.accuracy_m),
        bearing_deg: Math.round(bearingDegrees(storeAt, position.data)),
      },
    ];
  });
  const times = fixes.map((fix) => Date.parse(fix.at)).sort((a, b) => a - b);
  const [first, last] = [times[0], times.at(-1)];
  const off = rows.map((row) => Math.abs(row.clock_off_ms ?? 0)).filter(isClockMoved);
  return {
    seal: seal ? sealNow(rows, seal, stored) : null,
    entries: rows.length,
    answers: answerCoverage(rows, stored),
    fixes,
    on_site:
      first !== undefined && last !== undefined
        ? {
            from: new Date(first).toISOString(),
            to: new Date(last).toISOString(),
            minutes: Math.round((last - first) / 60_000),
          }
        : null,
    clock: { flagged: off.length, worst_ms: Math.max(0, ...off) },
    untimed: {
      entries: rows.filter((row) => row.token_at === null).length,
      unbounded: rows.filter(isUnboundedTime).length,
    },
    far_from_store: fixes.some((fix) => isFarFromStore(fix.distance_m, fix.accuracy_m)),
    proofs: capturedInWindow(rows, captures),
  };
}

type Rows = Awaited<ReturnType<typeof visitEntriesOf>>;
type KeptSeal = NonNullable<Awaited<ReturnType<typeof visitSealOf>>>;
type Stored = Awaited<ReturnType<typeof storedReportItems>>;

/**
 * The seal as it stands now: a record sealed at Submit is judged again against what the report
 * holds at this reading, so an answer or a proof changed on the server since is named, as the
 * verifying command would name it from a bundle (decision 0045, "The seal").
 */
function sealNow(rows: Rows, seal: KeptSeal, stored: Stored): VisitEvidence['seal'] {
  const kept = { state: seal.state, reason: seal.reason, judged_at: seal.judged_at };
  if (seal.state !== 'sealed' && seal.state !== 'unsigned') return kept;
  const now = judgeRecord(rows.map(entryOfRow), seal.head, stored);
  // an item outside the record changed since Submit contradicts the seal too (decision 0068)
  const outside = unrecordedChange(seal.unrecorded, now.unrecorded);
  const reason =
    now.state !== 'sealed' ? now.reason : outside ? VISIT_SEAL_MESSAGES.unrecordedChanged(outside) : null;
  if (reason === null) return kept;
  return {
    state: 'broken',
    reason: VISIT_SEAL_MESSAGES.changedSince(reason),
    judged_at: new Date().toISOString(),
  };
}

/** How many of the answers the report holds the record covers (decision 0068). */
function answerCoverage(rows: Rows, stored: Stored) {
  const recorded = recordedItems(rows.map(entryOfRow));
  const answers = [...heldItems(stored).keys()].filter((key) => key.startsWith('answer:'));
  return { recorded: answers.filter((key) => recorded.has(key)).length, held: answers.length };
}

/**
 * Each proof's capture time against the visit's window: an hour before its first entry to its
 * last, each entry at the time the server placed it (else the device's own).
 */
function capturedInWindow(rows: Rows, captures: Awaited<ReturnType<typeof proofCaptures>>) {
  const times = rows.map((row) => Date.parse(row.placed_at ?? row.device_at)).sort((a, b) => a - b);
  const [first, last] = [times[0], times.at(-1)];
  const window =
    first !== undefined && last !== undefined ? { from: first - VISIT_CAPTURE_ALLOWANCE_MS, to: last } : null;
  const dated = captures.filter((proof) => proof.captured_at !== null);
  const outside = window
    ? dated.filter((proof) => {
        const at = Date.parse(proof.captured_at ?? '');
        return at < window.from || at > window.to;
      })
    : [];
  return {
    window: window && { from: new Date(window.from).toISOString(), to: new Date(window.to).toISOString() },
    inside: window ? dated.length - outside.length : 0,
    outside: outside.map((proof) => ({
      id: proof.id,
      file_name: proof.file_name,
      captured_at: proof.captured_at ?? '',
    })),
    undated: captures.length - dated.length,
    repeats: new Set(captures.filter((proof) => proof.repeat !== null).map((proof) => proof.id)).size,
  };
}
