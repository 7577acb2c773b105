import { ACTION_CALL_ROUTES } from '../contract/actionCallRoutes';
import { buildRequest } from '../contract/reportCallRoutes';
import { actionProofsOf } from './actionProofUploads';
import type { ActionProofRecord, OfflineDb, OutboxError, OutboxState } from './db';
import { enqueue, outboxKeys, type StoredOutboxEntry } from './outbox';

/**
 * A store's work on a corrective action plan (decision 0085), written where an auditor's answer
 * is: into the outbox, in one Dexie transaction, before the screen says it is kept. The sync engine
 * sends it when there is signal, in the order written (the answers before the plan is sent for
 * review); the server keeps each once however often it is resent.
 */

/** What was done for one item: a newer text of the item replaces a waiting one. */
export function queueActionAnswer(
  db: OfflineDb,
  input: { planId: number; itemId: number; doneText: string },
  now: number = Date.now(),
): Promise<number> {
  const request = buildRequest(
    ACTION_CALL_ROUTES.answerItem,
    { id: input.itemId },
    { done_text: input.doneText },
  );
  return enqueue(db, { key: outboxKeys.actionAnswer(input.planId, input.itemId), request }, now);
}

/** The plan, every item answered, sent for review: after the answers queued before it. */
export function queueActionPlanReady(
  db: OfflineDb,
  planId: number,
  now: number = Date.now(),
): Promise<number> {
  const request = buildRequest(ACTION_CALL_ROUTES.planReady, { id: planId }, {});
  return enqueue(db, { key: outboxKeys.actionReady(planId), request }, now);
}

/** One of the plan's calls still on the device: waiting, on its way, or refused with why. */
export interface QueuedActionCall {
  seq: number;
  state: OutboxState;
  error?: OutboxError;
}

/**
 * The plan's work this device holds unsent: each item's text, its photos, and whether it was sent
 * for review.
 */
export interface QueuedActionWork {
  answers: Map<number, QueuedActionCall & { doneText: string }>;
  ready?: QueuedActionCall;
  /** the plan's photos not yet on the server, oldest pick first (decision 0086) */
  photos: ActionProofRecord[];
}

const callOf = (entry: StoredOutboxEntry): QueuedActionCall => ({
  seq: entry.seq,
  state: entry.state,
  ...(entry.lastError ? { error: entry.lastError } : {}),
});

export async function queuedActionWork(db: OfflineDb, planId: number): Promise<QueuedActionWork> {
  const entries = (await db.outbox
    .where('key')
    .startsWith(outboxKeys.actionPlanCalls(planId))
    .sortBy('seq')) as StoredOutboxEntry[];
  const work: QueuedActionWork = { answers: new Map(), photos: await actionProofsOf(db, planId) };
  for (const entry of entries) {
    const body = entry.request.body as { done_text?: string };
    if (entry.key === outboxKeys.actionReady(planId)) work.ready = callOf(entry);
    else if (typeof body.done_text === 'string')
      work.answers.set(Number(entry.key.split(':').at(-1)), { ...callOf(entry), doneText: body.done_text });
  }
  return work;
}
