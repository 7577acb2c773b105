import type { OfflineDb, OutboxEntry, OutboxRequest, PendingVisitEntry } from './db';

/**
 * The queue of calls still to reach the server. Writing here is the only thing a user action
 * waits for; the sync engine sends the entries later (docs/rules.md#offline rules 1 to 3).
 */

export interface EnqueueInput {
  /** coalescing key, see OutboxEntry.key; use a unique key for calls that must never merge */
  key: string;
  /** the report the call changes, or the payment a concern is about */
  auditStoreId?: number;
  paymentId?: number;
  request: OutboxRequest;
  /**
   * Not to be sent before this time (epoch ms). Typed text is queued on every keystroke with the
   * end of the typing pause here, so the value is durable at once while the network sees only
   * the last one; a newer value of the key moves the time on. Absent: due at once.
   */
  notBefore?: number;
  /** typed text's visit entry, to be recorded after it (OutboxEntry.pendingEntry) */
  pendingEntry?: PendingVisitEntry;
}

/** Outbox entries as read back from the database, where `seq` is always set. */
export type StoredOutboxEntry = OutboxEntry & { seq: number };

/** Coalescing keys of the report calls, so every writer spells them the same way. */
export const outboxKeys = {
  answer: (auditStoreId: number, questionId: number) => `answer:${auditStoreId}:${questionId}`,
  answerComment: (auditStoreId: number, questionId: number) => `answerComment:${auditStoreId}:${questionId}`,
  sectionComment: (auditStoreId: number, sectionId: number) => `sectionComment:${auditStoreId}:${sectionId}`,
  reportSummary: (auditStoreId: number) => `reportSummary:${auditStoreId}`,
  nps: (auditStoreId: number) => `nps:${auditStoreId}`,
  feedback: (auditStoreId: number) => `feedback:${auditStoreId}`,
  proofTag: (auditStoreId: number, attachmentId: string) => `proofTag:${auditStoreId}:${attachmentId}`,
  arrange: (auditStoreId: number, sectionId: number) => `arrange:${auditStoreId}:${sectionId}`,
  proofNote: (auditStoreId: number, tagId: number) => `proofNote:${auditStoreId}:${tagId}`,
  /** the start every key of a report's visit entries shares */
  visitEntries: (auditStoreId: number) => `visitEntry:${auditStoreId}:`,
  /** one entry of the visit record, by its number (visitRecord.ts) */
  visitEntry: (auditStoreId: number, seq: number) => `${outboxKeys.visitEntries(auditStoreId)}${seq}`,
  /** unique per concern: two concerns about one payment are two messages, never merged */
  paymentConcern: (paymentId: number, clientKey: string) => `paymentConcern:${clientKey}:${paymentId}`,
  /** the start every key of an action plan's calls shares (actionPlanWork.ts) */
  actionPlanCalls: (planId: number) => `action:${planId}:`,
  /** what was done for one item of a plan: the latest text supersedes */
  actionAnswer: (planId: number, itemId: number) => `${outboxKeys.actionPlanCalls(planId)}item:${itemId}`,
  actionReady: (planId: number) => `${outboxKeys.actionPlanCalls(planId)}ready`,
};

/** The entry's report or payment, whichever it has: an absent field stays absent in IndexedDB. */
const subjectOf = (input: EnqueueInput) => ({
  ...(input.auditStoreId === undefined ? {} : { auditStoreId: input.auditStoreId }),
  ...(input.paymentId === undefined ? {} : { paymentId: input.paymentId }),
});

/** A call as it waits in the outbox, fresh: due at `notBefore` (else now), never tried. */
const waitingCall = (input: EnqueueInput, now: number, createdAt = now) => ({
  key: input.key,
  ...subjectOf(input),
  request: input.request,
  state: 'pending' as const,
  attempts: 0,
  nextAttemptAt: Math.max(now, input.notBefore ?? now),
  createdAt,
  ...(input.pendingEntry === undefined ? {} : { pendingEntry: input.pendingEntry }),
});

/**
 * Queues a call whose key the outbox cannot hold yet (a visit entry's new number): no read of the
 * key's calls first, one request fewer in the save's transaction (offline/visitRecord.ts).
 */
export function enqueueNew(db: OfflineDb, input: EnqueueInput, now: number): Promise<number> {
  return db.outbox.add(waitingCall(input, now));
}

/**
 * Writes a call over one that waits, never tried, read in the caller's transaction (a visit
 * entry replaced while its text is typed, offline/visitRecord.ts): it keeps its place in the queue.
 */
export async function requeue(
  db: OfflineDb,
  waiting: StoredOutboxEntry,
  input: EnqueueInput,
  now: number,
): Promise<number> {
  await db.outbox.put({ seq: waiting.seq, ...waitingCall(input, now, waiting.createdAt) });
  return waiting.seq;
}

/**
 * Queues a call and returns the `seq` of the entry that will carry it.
 *
 * Entries of one key that are not in flight collapse into the earliest of them, which takes the
 * new request and starts afresh: the server gets only the latest value, at the position the key
 * first had in the queue. An entry that is `sending` is never touched (its request is already on
 * the wire), so a value arriving then gets a new entry behind it.
 */
export async function enqueue(db: OfflineDb, input: EnqueueInput, now: number = Date.now()): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const sameKey = (await db.outbox.where('key').equals(input.key).sortBy('seq')) as StoredOutboxEntry[];
    const waiting = sameKey.filter((entry) => entry.state !== 'sending');
    const [target, ...superseded] = waiting;
    if (!target) return db.outbox.add(waitingCall(input, now));
    await db.outbox.put({ seq: target.seq, ...waitingCall(input, now, target.createdAt) });
    if (superseded.length) await db.outbox.bulkDelete(superseded.map((entry) => entry.seq));
    return target.seq;
  });
}

/** Entries not yet accepted by the server, of one report or of all. */
export function pendingCount(db: OfflineDb, auditStoreId?: number): Promise<number> {
  if (auditStoreId === undefined) return db.outbox.count();
  return db.outbox.where('auditStoreId').equals(auditStoreId).count();
}

/**
 * A report's visit-record entries still queued (decision 0045): they ride with the changes they
 * record, and are not changes of the auditor's to count, nor what a Submit waits for.
 */
export function queuedVisitEntries(db: OfflineDb, auditStoreId: number): Promise<number> {
  return db.outbox.where('key').startsWith(outboxKeys.visitEntries(auditStoreId)).count();
}

/** Counts of one report's outbox as the sync indicator shows them: the auditor's changes. */
export interface OutboxSummary {
  /** pending (including those in backoff after a network error or 5xx) and in flight */
  waiting: number;
  /** refused by the server, waiting for the auditor to retry or discard */
  attention: number;
}

/** Two summaries as one: the report's calls and its proof files, for the save status. */
export function addSummaries(
  a: OutboxSummary | undefined,
  b: OutboxSummary | undefined,
): OutboxSummary | undefined {
  if (!a || !b) return undefined;
  return { waiting: a.waiting + b.waiting, attention: a.attention + b.attention };
}

/**
 * Read by index counts, never by loading entries: live queries re-run on every outbox write, and
 * reading a long queue each time made draining it quadratic. Refused entries are few, so only
 * they are visited.
 */
export async function outboxSummary(db: OfflineDb, auditStoreId: number): Promise<OutboxSummary> {
  const [all, attention, entries] = await Promise.all([
    db.outbox.where('auditStoreId').equals(auditStoreId).count(),
    db.outbox
      .where('state')
      .equals('attention')
      .filter((entry) => entry.auditStoreId === auditStoreId)
      .count(),
    // a refused entry is dropped, never held (outboxTransitions.ts): all of these are waiting
    queuedVisitEntries(db, auditStoreId),
  ]);
  return { waiting: all - attention - entries, attention };
}

/** Entries still to send (pending or in flight), by index counts as in `outboxSummary`. */
export async function unsentCount(db: OfflineDb): Promise<number> {
  const [all, attention] = await Promise.all([
    db.outbox.count(),
    db.outbox.where('state').equals('attention').count(),
  ]);
  return all - attention;
}

/** Entries the server refused, in queue order, for the "needs attention" list. */
export async function attentionEntries(db: OfflineDb): Promise<StoredOutboxEntry[]> {
  const entries = (await db.outbox.where('state').equals('attention').toArray()) as StoredOutboxEntry[];
  return entries.sort((a, b) => a.seq - b.seq);
}

/**
 * Sends an entry again at the next drain: an `attention` entry after the auditor fixed the cause,
 * or a `pending` one waiting for its backoff ("retry now"). Returns false for an entry in flight
 * or gone. The caller then asks the sync engine to drain.
 */
export async function retry(db: OfflineDb, seq: number, now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state === 'sending') return false;
    await db.outbox.put({
      ...entry,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: undefined,
    });
    return true;
  });
}

/**
 * Drops an entry the auditor chose to give up (never done silently, docs/rules.md#offline rule 3).
 * An entry in flight cannot be discarded: its outcome is not known yet. The local record keeps the
 * value; the caller decides whether to reload the server copy.
 */
export async function discard(db: OfflineDb, seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state === 'sending') return false;
    await db.outbox.delete(seq);
    return true;
  });
}
