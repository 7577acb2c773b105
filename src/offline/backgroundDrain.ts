import { REPORT_BATCH_MAX } from '../contract/reportCallRoutes';
import type { OfflineDb } from './db';
import { fetchFormPoster, fetchPartPutter, fetchProofTransport, fetchSend } from './fetchTransport';
import type { FormPoster } from './formPost';
import { makeDue, nextDueAt } from './outboxTransitions';
import { createProofQueue } from './proofQueue';
import { filesRetrying, nextFileDueAt, type ProofTransport } from './proofShelves';
import { createSyncEngine, type SendRequest } from './syncEngine';

/**
 * What the device sends while no page may be open (offline rule 2 in docs/rules.md): the outbox,
 * then the proof files, within the time a Background Sync event is given. The service worker only
 * wires its `sync` event to `drainInBackground`; every queue rule is here, beside the engine's.
 */

/** What the context running the drain can tell about the others. */
export interface DrainSurroundings {
  /** another context (a page) holds the outbox drain lock */
  drainLockHeld(): Promise<boolean>;
  /** a window of the app is on screen: it sends its own typed text when the typing pause ends */
  appOnScreen(): Promise<boolean>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** the outbox's transport; fetch unless a test gives its own */
  send?: SendRequest;
  /** the proof queue's calls and store POST; fetch unless a test gives its own */
  proofTransport?: ProofTransport;
  postForm?: FormPoster;
}

/**
 * Calls due within this time are waited for: text typed just before the app closed waits out its
 * typing pause, and a first short backoff (1 s, 2 s, 4 s) is retried here rather than after
 * Chromium's 5 minutes.
 */
const WAIT_FOR_DUE_MS = 5_000;
/** The longest a drain keeps waiting so; Chromium allows a sync event a few minutes. */
export const BACKGROUND_DRAIN_BUDGET_MS = 30_000;
/** The shortest wait between two looks, so a due time already past never spins the loop. */
const MIN_WAIT_MS = 250;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drains the outbox. A fresh engine each time, so a 403 pause (the session expired) ends with the
 * event and the next one tries again; the drain lock keeps it exclusive with open pages. Throws
 * when calls still wait for the network, so the browser schedules another attempt.
 */
async function drainOutbox(db: OfflineDb, around: DrainSurroundings, budgetMs: number): Promise<void> {
  const now = around.now ?? Date.now;
  const sleep = around.sleep ?? realSleep;
  const engine = createSyncEngine({ db, send: around.send ?? fetchSend, now, batchSize: REPORT_BATCH_MAX });
  const endBy = now() + budgetMs;
  // A sync event means the browser sees a connection: what waited out a backoff because of the
  // network is due now, as when the page sees `online`. Made due before the first drain, so that
  // calls whose backoffs end at different times still go in one batch (decision 0027) and not as
  // what was due, then the rest.
  await makeDue(db, now(), 'retried');
  for (;;) {
    await engine.drain();
    if (engine.isPaused()) return;
    const due = await nextDueAt(db, Number.POSITIVE_INFINITY);
    const at = now();
    if (due === undefined || due > at + WAIT_FOR_DUE_MS || due > endBy) break;
    // Another context holds the outbox (a page draining it), or a page on screen will send its
    // own typed text when the pause ends: waiting here as well would only compete with it, and
    // keep the worker awake for as long as the auditor types.
    if ((await around.drainLockHeld()) || (await around.appOnScreen())) break;
    await sleep(Math.max(MIN_WAIT_MS, due - at));
  }
  const retrying = await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.attempts > 0)
    .count();
  if (retrying > 0) throw new Error(`${retrying} outbox calls are waiting for the network`);
}

/**
 * A file's tries after a lost signal are waited for up to this long: a store's signal drops for
 * seconds, and the backoffs of three tries through such a drop (1, 2 and 4 s) end within it. A
 * longer wait leaves the file to the browser's next sync event, which Chromium sends five minutes
 * later: with the app closed, a video on a store's signal then took one part every five minutes.
 */
const PROOF_WAIT_FOR_DUE_MS = 10_000;
/** How long the proofs keep a sync event awake; Chromium ends one after three minutes. */
export const BACKGROUND_PROOF_BUDGET_MS = 150_000;

/**
 * Uploads the proofs waiting on the device, after the outbox (offline rule 5): what waited out a
 * backoff is due now, a short backoff after a lost signal is waited for within the event, the
 * `proof-upload` lock keeps it exclusive with open pages, and a file still waiting for the network
 * throws so the browser tries again later. `onTagCall` is told when a tag changed while its file
 * uploaded queued a call, which then goes in the same drain.
 */
async function drainProofs(db: OfflineDb, around: DrainSurroundings, onTagCall: () => void): Promise<void> {
  const now = around.now ?? Date.now;
  const sleep = around.sleep ?? realSleep;
  const queue = createProofQueue({
    db,
    transport: around.proofTransport ?? fetchProofTransport,
    postForm: around.postForm ?? fetchFormPoster,
    putPart: fetchPartPutter,
    onOutboxQueued: onTagCall,
    now,
  });
  const endBy = now() + BACKGROUND_PROOF_BUDGET_MS;
  await queue.retryNow();
  for (;;) {
    if (queue.isPaused()) return;
    const due = await nextFileDueAt(db);
    const at = now();
    if (due === undefined || due > at + PROOF_WAIT_FOR_DUE_MS || due > endBy) break;
    // a page on screen sends its own files: it takes the lock over as this event lets it go
    if (await around.appOnScreen()) break;
    await sleep(Math.max(MIN_WAIT_MS, due - at));
    await queue.drain();
  }
  const retrying = await filesRetrying(db);
  if (retrying > 0) throw new Error(`${retrying} proof files are waiting for the network`);
}

type Settled = { ok: true } | { ok: false; reason: unknown };
const settle = (work: Promise<unknown>): Promise<Settled> =>
  work.then(
    () => ({ ok: true }),
    (reason: unknown) => ({ ok: false, reason }),
  );

/** The outbox, then the proofs, both even when the first fails; throws if either still waits. */
export async function drainInBackground(
  db: OfflineDb,
  around: DrainSurroundings,
  budgetMs = BACKGROUND_DRAIN_BUDGET_MS,
): Promise<void> {
  let tagCallsQueued = false;
  const results = [
    await settle(drainOutbox(db, around, budgetMs)),
    await settle(
      drainProofs(db, around, () => {
        tagCallsQueued = true;
      }),
    ),
  ];
  if (tagCallsQueued) results.push(await settle(drainOutbox(db, around, budgetMs)));
  for (const result of results) if (!result.ok) throw result.reason;
}
