import Dexie from 'dexie';
import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import {
  VISIT_CHAIN_START,
  type VisitEntry,
  type VisitEntryKind,
  type VisitTime,
  type VisitValue,
  visitEntryHash,
} from '../contract/visitChain';
import { isOwnEntry, type OfflineDb, type VisitChainRecord, type VisitEntryRecord } from './db';
import { type EnqueueInput, enqueueNew, outboxKeys, requeue, type StoredOutboxEntry } from './outbox';

export { isOwnEntry };

/**
 * The device's side of the visit record (decision 0045): each thing the auditor records is an
 * entry of the report's chain, written in the same transaction as the change itself and queued
 * like every other call. The caller's transaction must span `visitEntries` and `outbox`.
 *
 * Typed text is saved on every keystroke, and one entry per keystroke would bury a visit in
 * entries. So a change of the same item as the chain's head replaces the head, while the head's
 * call has never been tried: nothing outside the device has seen it, and nothing in the chain
 * points at it yet. Once its call was tried (it may have reached the server though its answer
 * did not) or another item was recorded after it, a change is a new entry.
 */

/** What the device's clocks say (decision 0045, "Trusted time"), injected like every clock here. */
export interface VisitClock {
  /** the device's own clock, epoch ms */
  deviceNow(): number;
  /** the last server token with the monotonic time since, or null without one */
  trustedTime(): VisitTime | null;
}

/**
 * The clocks' readings at the moment of a change, taken where the auditor made it: the page stamps
 * each save it hands to the writer worker, so the entry says when the tap was, by the page's
 * clocks, however long the save waited (offline/reportWriter.ts).
 */
export interface VisitStamp {
  deviceAt: number;
  time: VisitTime | null;
}

export const stampOf = (clock: VisitClock): VisitStamp => ({
  deviceAt: clock.deviceNow(),
  time: clock.trustedTime(),
});

/** A clock that reads what a stamp read. */
export const stampedClock = (stamp: VisitStamp): VisitClock => ({
  deviceNow: () => stamp.deviceAt,
  trustedTime: () => stamp.time,
});

export interface VisitRecording {
  auditStoreId: number;
  /** the clocks at the change; else the recording clock's now */
  stamp?: VisitStamp;
  kind: VisitEntryKind;
  ref: string | null;
  value: VisitValue;
  /** not sent before this (the typing pause of the change it records) */
  notBefore?: number;
}

/** The report's last entry, if any: the device's own, or the server's it continues from. */
export function visitHead(db: OfflineDb, auditStoreId: number): Promise<VisitChainRecord | undefined> {
  return db.visitEntries
    .where('[auditStoreId+seq]')
    .between([auditStoreId, Dexie.minKey], [auditStoreId, Dexie.maxKey])
    .last();
}

/**
 * Where the call of the head this context last wrote waits in the outbox, by report: a hint, so a
 * keystroke's save reads the head and its call at once, one IndexedDB round trip where reading the
 * call by its key after the head took two (the keystroke's budget, docs/budgets.md#a-keystroke,
 * measured by `npm run bench`). Trusted only for the head whose hash it names: a write by another
 * tab or worker, or an aborted transaction, leaves another head, and the call is then read by its key.
 */
interface HeadCallHint {
  hash: string;
  outboxSeq: number;
}
const headCallHints = new WeakMap<OfflineDb, Map<number, HeadCallHint>>();
const hintsOf = (db: OfflineDb) => {
  const hints = headCallHints.get(db) ?? new Map<number, HeadCallHint>();
  headCallHints.set(db, hints);
  return hints;
};

/** The head and the calls that carry it (none once sent and accepted). */
async function headAndCalls(
  db: OfflineDb,
  auditStoreId: number,
): Promise<{ head: VisitChainRecord | undefined; calls: StoredOutboxEntry[] }> {
  const hint = hintsOf(db).get(auditStoreId);
  const [head, hinted] = await Promise.all([
    visitHead(db, auditStoreId),
    hint ? (db.outbox.get(hint.outboxSeq) as Promise<StoredOutboxEntry | undefined>) : undefined,
  ]);
  if (!head || !isOwnEntry(head)) return { head, calls: [] };
  // the hinted call is the only one of its key: an entry is replaced only while its one call waits
  if (hint?.hash === head.hash) return { head, calls: hinted ? [hinted] : [] };
  const key = outboxKeys.visitEntry(auditStoreId, head.seq);
  return { head, calls: (await db.outbox.where('key').equals(key).toArray()) as StoredOutboxEntry[] };
}

/**
 * Records one entry inside the caller's transaction, and queues the calls that carry it; returns
 * them. The first thing recorded of a visit is preceded by its `start` entry, so the chain says
 * when it began.
 */
export async function recordVisitEntry(
  db: OfflineDb,
  recording: VisitRecording,
  clock: VisitClock,
  now: number,
): Promise<EnqueueInput[]> {
  const { head, calls } = await headAndCalls(db, recording.auditStoreId);
  if (head === undefined && recording.kind !== 'start') {
    const start = await appendEntry(
      db,
      { head, calls },
      { ...recording, kind: 'start', ref: null, value: null },
      clock,
      now,
    );
    return [
      start.call,
      (await appendEntry(db, { head: start.record, calls: [] }, recording, clock, now)).call,
    ];
  }
  return [(await appendEntry(db, { head, calls }, recording, clock, now)).call];
}

async function appendEntry(
  db: OfflineDb,
  { head, calls }: { head: VisitChainRecord | undefined; calls: StoredOutboxEntry[] },
  recording: VisitRecording,
  clock: VisitClock,
  now: number,
): Promise<{ record: VisitEntryRecord; call: EnqueueInput }> {
  const { auditStoreId, kind, ref } = recording;
  // The head may be replaced only while its call waits, never tried: once tried it may have
  // reached the server though its answer did not.
  const [waiting] = calls;
  const replaced =
    head !== undefined &&
    isOwnEntry(head) &&
    head.kind === kind &&
    head.ref === ref &&
    waiting !== undefined &&
    calls.every((call) => call.state === 'pending' && call.attempts === 0)
      ? { head, waiting }
      : undefined;
  const entry: VisitEntry = {
    seq: replaced ? replaced.head.seq : (head?.seq ?? 0) + 1,
    kind,
    ref,
    value: recording.value,
    device_at: new Date(clock.deviceNow()).toISOString(),
    time: clock.trustedTime(),
    prev: replaced ? replaced.head.prev : (head?.hash ?? VISIT_CHAIN_START),
  };
  const hash = visitEntryHash(entry);
  const record = { ...entry, hash, auditStoreId };
  const call: EnqueueInput = {
    key: outboxKeys.visitEntry(auditStoreId, entry.seq),
    auditStoreId,
    ...(recording.notBefore === undefined ? {} : { notBefore: recording.notBefore }),
    request: buildRequest(REPORT_CALL_ROUTES.visitEntry, { id: auditStoreId }, { ...entry, hash }),
  };
  // the replaced call is written over where it waits, a new number's added: no read of the key first
  const [, outboxSeq] = await Promise.all([
    db.visitEntries.put(record),
    replaced ? requeue(db, replaced.waiting, call, now) : enqueueNew(db, call, now),
  ]);
  hintsOf(db).set(auditStoreId, { hash, outboxSeq });
  return { record, call };
}

/**
 * One entry recorded on its own (a position, a proof's hash, Submit): the entry and its calls in
 * one transaction. Returns when its calls are due, for the outbox's bell.
 */
export async function recordOnDevice(
  db: OfflineDb,
  recording: VisitRecording,
  clock: VisitClock,
  now: number,
): Promise<number> {
  await db.transaction('rw', [db.visitEntries, db.outbox], () => recordVisitEntry(db, recording, clock, now));
  return Math.max(now, recording.notBefore ?? now);
}

/**
 * The server's last entry, as a report's read gave it (decision 0069): a device continues its chain
 * from there when the server holds more than the device does (another phone recorded, or this one
 * never did), so the entries of two phones used in turn make one chain. Only while none of this
 * device's entries of the report wait to be sent (`queued` holds the outbox keys queued when the
 * read began or now): those continue the device's own chain, and the server judges them. Runs in
 * the caller's transaction, which must span `visitEntries`.
 */
export async function continueServerHead(
  db: OfflineDb,
  auditStoreId: number,
  server: { seq: number; hash: string } | null,
  queued: ReadonlySet<string>,
): Promise<boolean> {
  if (server === null) return false;
  const prefix = outboxKeys.visitEntries(auditStoreId);
  if ([...queued].some((key) => key.startsWith(prefix))) return false;
  const head = await visitHead(db, auditStoreId);
  // The device's head is the server's, or newer than the read (sent after the server read it).
  if (head && (head.seq > server.seq || (head.seq === server.seq && head.hash === server.hash))) return false;
  await db.visitEntries.put({ auditStoreId, seq: server.seq, hash: server.hash, from: 'server' });
  return true;
}

/**
 * Records the visit entries that typed text left pending on its calls (decision 0070), in the
 * caller's transaction over `visitEntries` and `outbox`: each call is read again there, so an
 * entry is recorded once whoever gets to it first (the save's own next transaction, or the sync
 * engine before it sends), and a newer keystroke's value, written over the call meanwhile, is the
 * one recorded. Returns the calls that carry the entries.
 */
export async function recordPendingEntries(
  db: OfflineDb,
  outboxSeqs: readonly number[],
  now: number,
): Promise<EnqueueInput[]> {
  const carried: EnqueueInput[] = [];
  for (const seq of outboxSeqs) {
    const call = await db.outbox.get(seq);
    if (!call?.pendingEntry) continue;
    const { pendingEntry, ...rest } = call;
    await db.outbox.put(rest);
    try {
      carried.push(...(await recordVisitEntry(db, pendingEntry, stampedClock(pendingEntry.stamp), now)));
    } catch {
      // Evidence never holds a change back: an entry that cannot be recorded is left out, and the
      // seal names the gap (reportActions.ts does the same for a tap's entry).
    }
  }
  return carried;
}
