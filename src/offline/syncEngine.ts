import type { OfflineDb } from './db';
import { defaultLocks, type LockProvider } from './locks';
import { type EnqueueInput, enqueue as enqueueEntry, type StoredOutboxEntry } from './outbox';
import { isBatchable, pickBatch, type SendableRequest, sendBatch } from './outboxBatch';
import type { OutboxBell } from './outboxBell';
import {
  claimEntry,
  makeDue,
  nextDueAt,
  readQueue,
  recordResult,
  recoverStaleSending,
  type SendResponse,
} from './outboxTransitions';
import { createSingleFlight } from './singleFlight';
import { BACKOFF_MAX_MS, type SendOutcome } from './syncPolicy';
import { recordPendingEntries } from './visitRecord';

/**
 * Drains the outbox: one entry at a time, in `seq` order, never letting an entry overtake an
 * earlier one with the same key, in one context at a time (Web Lock `outbox-drain`). Runs in the
 * page and in the service worker; the transport is injected (ky in the page, fetch in the worker).
 */

export type { SendResponse };

/** Sends one request; throws only when no HTTP response arrived (network error, abort). */
export type SendRequest = (request: SendableRequest) => Promise<SendResponse>;

export interface SyncEngineOptions {
  db: OfflineDb;
  send: SendRequest;
  /** clock in epoch ms; tests inject a fake one */
  now?: () => number;
  /** lock manager; tests give two engines one in-memory manager to act as two contexts */
  lock?: LockProvider;
  /** called once when a 403 paused the engine; the page sends the user to login */
  onAuthRequired?: () => void;
  /** jitter source for the backoff, [0, 1) */
  random?: () => number;
  /** an entry `sending` for longer than this was left by a crashed context and is sent again */
  sendingTimeoutMs?: number;
  /** when another context holds the drain lock, look again after this delay */
  lockBusyRetryMs?: number;
  /**
   * Up to this many answer and typed-text calls of one report go in one batch request
   * (outboxBatch.ts); 0 or absent sends every entry on its own.
   */
  batchSize?: number;
  /** while started, the engine drains when a commit anywhere in the origin rings it (outboxBell.ts) */
  bell?: OutboxBell;
}

export interface SyncEngine {
  /** sends every due entry; resolves when this context has nothing more to send now */
  drain(): Promise<void>;
  /** resolves when no drain runs in this context (for waitUntil and tests) */
  idle(): Promise<void>;
  /** writes an entry to the outbox, then drains without waiting for it */
  enqueue(input: EnqueueInput): Promise<number>;
  /** arms one timer for the next due entry (backoff end or stale `sending` recovery) */
  schedule(): Promise<void>;
  /**
   * A call was queued that is due at `dueAt`: drains now when it is due, otherwise makes sure a
   * timer fires by then, without reading the queue (typed text queues one per keystroke).
   */
  drainAt(dueAt: number): void;
  /**
   * Sends every waiting call of one report now, typing pauses and backoffs included, waiting for
   * the drain lock if another context holds it (Submit: docs/rules.md#offline rule 6). Resolves
   * when this context has sent what it could; what is left is still in the outbox for the caller to
   * count.
   */
  flushReport(auditStoreId: number): Promise<void>;
  /** clears a 403 pause (after login) and drains */
  resume(): Promise<void>;
  isPaused(): boolean;
  /** drains now and on `online`, on `visibilitychange` to visible and by timer; returns stop */
  start(): () => void;
  stop(): void;
}

export const DRAIN_LOCK_NAME = 'outbox-drain';
const DEFAULT_SENDING_TIMEOUT_MS = 60_000;
const DEFAULT_LOCK_BUSY_RETRY_MS = 2_000;

interface ListenerTarget {
  addEventListener: (type: string, listener: () => void) => void;
  removeEventListener: (type: string, listener: () => void) => void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, send } = options;
  const now = options.now ?? Date.now;
  const locks = options.lock ?? defaultLocks();
  const random = options.random ?? Math.random;
  const sendingTimeoutMs = options.sendingTimeoutMs ?? DEFAULT_SENDING_TIMEOUT_MS;
  const lockBusyRetryMs = options.lockBusyRetryMs ?? DEFAULT_LOCK_BUSY_RETRY_MS;

  let paused = false;
  let started = false;
  /** the server answered the batch call with 404: it predates it, so entries go one by one */
  let batchUnsupported = false;
  const batchSize = options.batchSize ?? 0;
  let lockWasBusy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** when the armed timer fires */
  let timerAt = Number.POSITIVE_INFINITY;
  let detach: Array<() => void> = [];

  /** Sends one claimed entry and records the outcome. */
  async function sendOne(entry: StoredOutboxEntry): Promise<SendOutcome> {
    let result: { response?: SendResponse; error?: unknown };
    try {
      result = { response: await send(entry.request) };
    } catch (error) {
      result = { error };
    }
    return recordResult(db, entry, result, now(), random);
  }

  /**
   * One pass over the queue in `seq` order. A key whose earliest entry is not sendable now
   * (in backoff, refused, or in flight elsewhere) blocks its later entries; other keys go on.
   * Returns whether any entry was attempted: the caller then passes again, for entries added
   * meanwhile and for later entries of a key whose head just went. Failed entries are in backoff
   * or in attention by then, so passes end once nothing is due.
   */
  async function pass(): Promise<boolean> {
    const blocked = new Set<string>();
    /** entries a batch of this pass carried: done, or in backoff or attention by now */
    const carried = new Set<number>();
    let attempted = false;
    const queue = await recordLeftEntries(await readQueue(db));
    for (const [index, candidate] of queue.entries()) {
      if (paused) return false;
      if (blocked.has(candidate.key) || carried.has(candidate.seq)) continue;
      // Not due by the snapshot (backoff, refused, in flight): skip it without a write
      // transaction. Offline, every save starts a pass, and a transaction per waiting key made a
      // long queue slow to add to. claimEntry checks again inside its transaction.
      if (candidate.state !== 'pending' || candidate.nextAttemptAt > now()) {
        blocked.add(candidate.key);
        continue;
      }
      if (batchSize > 0 && !batchUnsupported && isBatchable(candidate)) {
        const batch = pickBatch(
          queue,
          index,
          (entry) => !blocked.has(entry.key) && !carried.has(entry.seq),
          now(),
          batchSize,
        );
        for (const entry of batch) carried.add(entry.seq);
        const outcome = await sendBatch(db, batch, { send, now, random });
        if (outcome === 'unsupported') {
          // The server predates the batch call (a rollout): from now on, one by one.
          batchUnsupported = true;
          for (const entry of batch) carried.delete(entry.seq);
        } else {
          attempted ||= outcome.sent.length > 0;
          for (const [i, entry] of outcome.sent.entries())
            if (outcome.outcomes[i] !== 'done') blocked.add(entry.key);
          if (outcome.outcomes.includes('auth')) {
            paused = true;
            options.onAuthRequired?.();
            return false;
          }
          continue;
        }
      }
      const entry = await claimEntry(db, candidate.seq, now());
      if (entry === 'gone') continue;
      if (entry === 'blocked') {
        blocked.add(candidate.key);
        continue;
      }
      attempted = true;
      const result = await sendOne(entry);
      if (result === 'auth') {
        paused = true;
        options.onAuthRequired?.();
        return false;
      }
      if (result !== 'done') blocked.add(entry.key);
    }
    return attempted;
  }

  /**
   * Typed text whose visit entry was left pending (the app was gone between the text's commit and
   * its entry's, decision 0070): the entry is recorded before the text is sent, so the record
   * never lacks what the server is about to hold. Returns the queue as it is then.
   */
  async function recordLeftEntries(queue: StoredOutboxEntry[]): Promise<StoredOutboxEntry[]> {
    const left = queue.filter((entry) => entry.pendingEntry !== undefined).map((entry) => entry.seq);
    if (left.length === 0) return queue;
    await db.transaction('rw', [db.visitEntries, db.outbox], () => recordPendingEntries(db, left, now()));
    return readQueue(db);
  }

  /** `wait`: queue for the lock instead of leaving it to the context that holds it. */
  async function drainUnderLock(wait = false): Promise<void> {
    const acquired = await locks.request(DRAIN_LOCK_NAME, { ifAvailable: !wait }, async (lock) => {
      if (!lock) return false;
      // Senders hold the drain lock while sending. With a lock that spans contexts, whoever left a
      // `sending` entry is gone (a reload or crash mid-send), so it is sent again at once; with a
      // per-context lock another context may still be sending, so only old entries are taken.
      await recoverStaleSending(
        db,
        locks.acrossContexts ? Number.POSITIVE_INFINITY : now() - sendingTimeoutMs,
      );
      while (!paused && (await pass())) {
        // Pass again until a pass finds nothing due.
      }
      return true;
    });
    // Another context is draining; it may finish before seeing our newest entry, so look again.
    lockWasBusy = !acquired;
  }

  /**
   * The connection came back since the last drain began. Entries are made due by the drain that
   * follows, not by the event: a request already on its way when the signal returned may still be
   * dropped, and it is then due at once too, going with the rest instead of after another backoff.
   */
  let cameOnline = false;

  const drains = createSingleFlight(async () => {
    if (cameOnline) {
      cameOnline = false;
      await makeDue(db, now(), 'retried');
    }
    if (!paused) await drainUnderLock();
    if (started) await schedule();
  });
  const drain = drains.trigger;

  function armTimer(at: number): void {
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        void drain();
      },
      Math.min(Math.max(0, at - now()), BACKOFF_MAX_MS),
    );
  }

  function disarmTimer(): void {
    clearTimeout(timer);
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
  }

  async function schedule(): Promise<void> {
    disarmTimer();
    if (paused) return;
    const due = await nextDueAt(db, sendingTimeoutMs);
    if (due === undefined && !lockWasBusy) return;
    let delay = due === undefined ? lockBusyRetryMs : Math.max(0, due - now());
    if (lockWasBusy) delay = Math.max(delay, lockBusyRetryMs);
    // A timer armed meanwhile (drainAt, or another schedule) was armed for an entry this read may
    // have missed: the earlier of the two wins, and the drain it starts schedules again.
    const at = now() + delay;
    if (timer !== undefined && timerAt <= at) return;
    armTimer(at);
  }

  function drainAt(dueAt: number): void {
    if (paused) return;
    if (dueAt <= now()) void drain();
    else if (dueAt < timerAt) armTimer(dueAt);
  }

  async function flushReport(auditStoreId: number): Promise<void> {
    await makeDue(db, now(), { auditStoreId });
    await idle();
    if (!paused) await drainUnderLock(true);
  }

  async function enqueue(input: EnqueueInput): Promise<number> {
    const seq = await enqueueEntry(db, input, now());
    void drain();
    return seq;
  }

  const idle = drains.idle;

  async function resume(): Promise<void> {
    paused = false;
    await drain();
  }

  /**
   * Surely offline: the engine drains on `online`. Draining now would only fail to send and rewrite
   * the entry, which re-runs every live query on the outbox after each save.
   */
  function onRing(dueAt: number): void {
    if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) return;
    drainAt(dueAt);
  }

  function start(): () => void {
    if (started) return stop;
    started = true;
    if (options.bell) detach.push(options.bell.listen(onRing));
    const target = globalThis as Partial<ListenerTarget>;
    if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
      // Back online: what waited out a backoff because of the network is due now.
      const onOnline = () => {
        cameOnline = true;
        void drain();
      };
      const onVisibility = () => {
        const doc = (globalThis as { document?: { visibilityState?: string } }).document;
        if (!doc || doc.visibilityState === 'visible') void drain();
      };
      target.addEventListener('online', onOnline);
      // visibilitychange is fired at the document and bubbles to the window.
      target.addEventListener('visibilitychange', onVisibility);
      detach.push(() => {
        target.removeEventListener?.('online', onOnline);
        target.removeEventListener?.('visibilitychange', onVisibility);
      });
    }
    void drain();
    return stop;
  }

  function stop(): void {
    started = false;
    disarmTimer();
    for (const undo of detach) undo();
    detach = [];
  }

  return {
    drain,
    idle,
    enqueue,
    schedule,
    drainAt,
    flushReport,
    resume,
    isPaused: () => paused,
    start,
    stop,
  };
}
