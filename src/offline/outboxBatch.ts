import {
  batchResultsOf,
  matchBatchCall,
  REPORT_BATCH_MAX_BYTES,
  REPORT_BATCH_PATH,
} from '../contract/reportCallRoutes';
import type { ReportBatchBody } from '../contract/reportCalls';
import type { OfflineDb, OutboxRequest } from './db';
import type { StoredOutboxEntry } from './outbox';
import { recordResults, type SendResponse } from './outboxTransitions';
import type { SendOutcome } from './syncPolicy';

/**
 * Sending the outbox in batches (decision 0027): the answer and typed-text calls of one report, due
 * now, go in one request that the server applies in one transaction, answering each entry as its
 * own call would. Each entry then takes its own outcome, exactly as if it had gone alone: done,
 * backoff, attention, or a pause for login. What decides the order stays as it was: an entry
 * joins a batch only where it could have been sent on its own at that point of the pass.
 */

/** The request that carries a batch; the transports send it like any outbox call. */
export interface BatchRequest {
  method: 'POST';
  path: typeof REPORT_BATCH_PATH;
  body: ReportBatchBody;
}

export type SendableRequest = OutboxRequest | BatchRequest;

export function isBatchable(entry: StoredOutboxEntry): boolean {
  return entry.auditStoreId !== undefined && matchBatchCall(entry.request.path) !== undefined;
}

const utf8 = new TextEncoder();
const callBytes = (entry: StoredOutboxEntry) =>
  utf8.encode(JSON.stringify({ path: entry.request.path, body: entry.request.body })).length;

/**
 * From `queue[start]` on, the due batchable entries of that entry's report whose keys are free:
 * not blocked, not already taken, one entry per key (later ones of a key wait for the first),
 * at most `max` of them and REPORT_BATCH_MAX_BYTES of calls (the first goes whatever it weighs).
 */
export function pickBatch(
  queue: StoredOutboxEntry[],
  start: number,
  isFree: (entry: StoredOutboxEntry) => boolean,
  now: number,
  max: number,
): StoredOutboxEntry[] {
  const head = queue[start];
  if (!head) return [];
  const picked: StoredOutboxEntry[] = [];
  const keys = new Set<string>();
  let bytes = 0;
  for (let i = start; i < queue.length && picked.length < max; i++) {
    const entry = queue[i] as StoredOutboxEntry;
    if (keys.has(entry.key) || !isFree(entry)) {
      // A later entry of a key in this batch, or of a blocked key, must not overtake its head.
      keys.add(entry.key);
      continue;
    }
    keys.add(entry.key);
    const due = entry.state === 'pending' && entry.nextAttemptAt <= now;
    if (!due || entry.auditStoreId !== head.auditStoreId || !isBatchable(entry)) continue;
    const weight = callBytes(entry);
    if (picked.length > 0 && bytes + weight > REPORT_BATCH_MAX_BYTES) break;
    bytes += weight;
    picked.push(entry);
  }
  return picked;
}

export function batchRequest(entries: StoredOutboxEntry[]): BatchRequest {
  return {
    method: 'POST',
    path: REPORT_BATCH_PATH,
    body: { calls: entries.map((entry) => ({ path: entry.request.path, body: entry.request.body })) },
  };
}

/**
 * What each entry of a batch got: a 200 with one result per entry gives each its own; a 404 or
 * 405 means this server has no batch call (a version from before it, still serving during a
 * rollout), and a 413 one that takes smaller bodies: the entries are then sent one by one, never
 * refused for the batch's sake; any other answer (403, 5xx, a 400 of the whole) is every entry's
 * answer, as it would have been for each alone.
 */
export function splitBatchResponse(response: SendResponse, count: number): SendResponse[] | 'unsupported' {
  if (response.status === 404 || response.status === 405 || response.status === 413) return 'unsupported';
  if (response.status !== 200) return Array.from({ length: count }, () => response);
  return batchResultsOf(response.body, count) ?? 'unsupported';
}

/** Claims the entries still due, in one transaction; returns those it claimed. */
export async function claimEntries(
  db: OfflineDb,
  entries: StoredOutboxEntry[],
  now: number,
): Promise<StoredOutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.bulkGet(entries.map((entry) => entry.seq));
    const claimed = current
      .filter((entry): entry is StoredOutboxEntry => entry?.state === 'pending' && entry.nextAttemptAt <= now)
      .map((entry) => ({ ...entry, state: 'sending' as const, sendingSince: now }));
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}

/** Gives claimed entries back, untouched, for the one-by-one path. */
export async function unclaimEntries(db: OfflineDb, entries: StoredOutboxEntry[]): Promise<void> {
  await db.outbox.bulkPut(
    entries.map(({ sendingSince: _inFlight, ...entry }) => ({ ...entry, state: 'pending' as const })),
  );
}

export interface BatchSender {
  send: (request: SendableRequest) => Promise<SendResponse>;
  now: () => number;
  random: () => number;
}

/**
 * Claims and sends one batch, then records each entry's own outcome in one transaction: `sent`
 * are the entries claimed (one still due), `outcomes` theirs in the same order. 'unsupported':
 * the server has no batch call; the entries were given back untouched.
 */
export async function sendBatch(
  db: OfflineDb,
  batch: StoredOutboxEntry[],
  { send, now, random }: BatchSender,
): Promise<'unsupported' | { sent: StoredOutboxEntry[]; outcomes: SendOutcome[] }> {
  const sent = await claimEntries(db, batch, now());
  if (sent.length === 0) return { sent, outcomes: [] };
  let responses: SendResponse[] | 'unsupported' | undefined;
  let error: unknown;
  try {
    responses = splitBatchResponse(await send(batchRequest(sent)), sent.length);
  } catch (thrown) {
    // no answer at all (offline, timeout): every entry is retried, as each alone would be
    error = thrown;
  }
  if (responses === 'unsupported') {
    await unclaimEntries(db, sent);
    return 'unsupported';
  }
  const results = sent.map((entry, i) => ({
    entry,
    result: responses ? { response: responses[i] } : { error },
  }));
  return { sent, outcomes: await recordResults(db, results, now(), random) };
}
