import { isVisitEntryPath } from '../contract/reportCallRoutes';
import type { OfflineDb } from './db';
import type { StoredOutboxEntry } from './outbox';
import {
  backoffDelay,
  classifyStatus,
  refusalMessage,
  type SendOutcome,
  transientErrorMessage,
} from './syncPolicy';

/**
 * The state changes the sync engine makes to outbox entries, each in its own short transaction
 * and never across a network call (IndexedDB transactions cannot stay open while awaiting fetch).
 */

export interface SendResponse {
  status: number;
  body: unknown;
}

/** Entries of the queue, oldest first. The outbox stays small, so a full read is cheap. */
export async function readQueue(db: OfflineDb): Promise<StoredOutboxEntry[]> {
  return (await db.outbox.orderBy('seq').toArray()) as StoredOutboxEntry[];
}

/**
 * Returns to `pending` the entries that went `sending` at or before `limit`: the context that
 * sent them died (crash, closed tab, killed worker) before it could record the outcome. Sending
 * them again is safe because every outbox call is idempotent (docs/rules.md#offline rule 4).
 */
export async function recoverStaleSending(db: OfflineDb, limit: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .where('state')
      .equals('sending')
      .filter((entry) => (entry.sendingSince ?? 0) <= limit)
      .modify({ state: 'pending', sendingSince: undefined });
  });
}

/**
 * Makes waiting entries due now. Back online (`retried`), what waited out a backoff because of
 * the network (no status recorded) may go at once. Typing pauses run on, and so do backoffs after
 * a server error: a connection coming back says nothing of a server in trouble, and the service
 * worker's Background Sync event, which makes entries due this way, comes with every save. At
 * Submit (`auditStoreId`), every waiting entry of the report goes, typing pauses and backoffs
 * included.
 */
export async function makeDue(
  db: OfflineDb,
  now: number,
  which: { auditStoreId: number } | 'retried',
): Promise<void> {
  // Only entries not due yet are visited, through the index: after a long offline spell every
  // entry is due already, and a cursor over all of them held the outbox for seconds.
  await db.outbox
    .where('nextAttemptAt')
    .above(now)
    .filter(
      (entry) =>
        entry.state === 'pending' &&
        (which === 'retried'
          ? entry.attempts > 0 && entry.lastError?.status === undefined
          : entry.auditStoreId === which.auditStoreId),
    )
    .modify({ nextAttemptAt: now });
}

/**
 * Marks the entry `sending` if it is still due and returns it with its latest (coalesced)
 * request; 'gone' when it was coalesced away or discarded, 'blocked' when it cannot go now.
 * The check and the mark are one transaction, so no two senders ever claim one entry.
 */
export async function claimEntry(
  db: OfflineDb,
  seq: number,
  now: number,
): Promise<StoredOutboxEntry | 'gone' | 'blocked'> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = (await db.outbox.get(seq)) as StoredOutboxEntry | undefined;
    if (!entry) return 'gone';
    if (entry.state !== 'pending' || entry.nextAttemptAt > now) return 'blocked';
    const sending: StoredOutboxEntry = { ...entry, state: 'sending', sendingSince: now };
    await db.outbox.put(sending);
    return sending;
  });
}

/**
 * Records what happened to a claimed entry: `response` when the server answered, otherwise the
 * thrown `error`. Every branch rewrites the entry from its in-flight copy, which is safe because
 * nothing else mutates a `sending` entry (enqueue adds a new one, retry and discard refuse).
 */
export async function recordResult(
  db: OfflineDb,
  entry: StoredOutboxEntry,
  result: { response?: SendResponse; error?: unknown },
  now: number,
  random: () => number,
): Promise<SendOutcome> {
  const { response } = result;
  const outcome = response ? classifyStatus(response.status) : 'retry';
  if (outcome === 'done') {
    await db.outbox.delete(entry.seq);
    return outcome;
  }
  const { sendingSince: _inFlight, ...base } = entry;
  if (outcome === 'auth') {
    // Kept exactly as it was, ready to go as soon as the session is back.
    await db.outbox.put({ ...base, state: 'pending' });
  } else if (outcome === 'refused' && isVisitEntryPath(entry.request.path)) {
    // evidence the server will not take: the seal at Submit names the gap, nothing waits on it
    await db.outbox.delete(entry.seq);
  } else if (outcome === 'refused') {
    const message = refusalMessage(response?.body);
    await db.outbox.put({ ...base, state: 'attention', lastError: { status: response?.status, message } });
  } else {
    const attempts = entry.attempts + 1;
    await db.outbox.put({
      ...base,
      state: 'pending',
      attempts,
      nextAttemptAt: now + backoffDelay(attempts, random),
      lastError: { status: response?.status, message: transientErrorMessage(response?.status, result.error) },
    });
  }
  return outcome;
}

/**
 * Records the outcomes of a batch's entries, each as `recordResult` would, in one transaction.
 * One draw of the jitter for the whole batch: entries that failed together (a change and its
 * visit entries, say) are due again together, and go again in one request, not one each.
 */
export async function recordResults(
  db: OfflineDb,
  results: Array<{ entry: StoredOutboxEntry; result: { response?: SendResponse; error?: unknown } }>,
  now: number,
  random: () => number,
): Promise<SendOutcome[]> {
  const jitter = random();
  return db.transaction('rw', db.outbox, () =>
    Promise.all(results.map(({ entry, result }) => recordResult(db, entry, result, now, () => jitter))),
  );
}

/**
 * The earliest time the first entry of some key can be sent: its backoff end, or when a
 * `sending` one counts as stale. Later entries of a key wait for the first; refused ones wait
 * for the auditor, so neither arms a timer.
 */
export async function nextDueAt(db: OfflineDb, sendingTimeoutMs: number): Promise<number | undefined> {
  const seen = new Set<string>();
  let earliest: number | undefined;
  for (const entry of await readQueue(db)) {
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    let at: number | undefined;
    if (entry.state === 'pending') at = entry.nextAttemptAt;
    else if (entry.state === 'sending') at = (entry.sendingSince ?? 0) + sendingTimeoutMs;
    if (at !== undefined && (earliest === undefined || at < earliest)) earliest = at;
  }
  return earliest;
}
