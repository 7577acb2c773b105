import type { ProofQueue } from './proofQueue';
import type { WriterPort } from './reportWriter';

/**
 * The proof upload queue run in a dedicated worker (decision 0058). In the page, each step of an
 * upload (the claim's transaction, the start call, the store's POST, the completion's writes)
 * waited behind the page's rendering: every write re-runs the live queries over the proofs and
 * renders the tiles again, so 20 queued photos took about twice as long as the same uploads made
 * directly. In a worker the steps run on its own event loop; the page only renders what they
 * wrote. The queue itself is unchanged (proofQueue.ts): the same Web Lock `proof-upload`, the same
 * claim in a transaction, so each file is still uploaded once, whichever context holds the lock.
 *
 * This file is the protocol on both ends, with the port injected, as reportWriter.ts is for the
 * saves. If the worker fails (its script could not load, it crashed), the page end makes the
 * page's own queue and runs on it the calls the worker had not answered. A crash mid-upload frees
 * the lock with the worker, and the next holder takes the file up again (recoverStaleUploads).
 */

/** The queue's calls the page makes; `isPaused` is answered on the page end. */
export type ProofQueueMethod = Exclude<keyof ProofQueue, 'isPaused'>;

export type ProofQueueRequest = { id: number; method: ProofQueueMethod };

export type ProofQueueReply =
  /** the call resolved; `paused`: the queue waits for a login (a 403) */
  | { kind: 'done'; id: number; paused: boolean }
  | { kind: 'failed'; id: number; message: string; paused: boolean }
  /** share of a file the store has received, for the tile's progress bar */
  | { kind: 'progress'; proofId: string; fraction: number }
  /** a 403 paused the queue: the session ended */
  | { kind: 'authRequired' }
  /** a call was queued in the outbox (a tag changed while its file uploaded) */
  | { kind: 'outboxQueued' };

/** What the worker's queue tells the page, wired into its options by the worker. */
export interface ProofQueueEvents {
  onProgress(id: string, fraction: number): void;
  onAuthRequired(): void;
  onOutboxQueued(): void;
}

/** The events of a queue served on `port`, to pass to `createProofQueue` in the worker. */
export function proofQueueEvents(port: WriterPort<ProofQueueRequest, ProofQueueReply>): ProofQueueEvents {
  return {
    onProgress: (proofId, fraction) => port.postMessage({ kind: 'progress', proofId, fraction }),
    onAuthRequired: () => port.postMessage({ kind: 'authRequired' }),
    onOutboxQueued: () => port.postMessage({ kind: 'outboxQueued' }),
  };
}

/** The worker end: runs each call on `queue` and answers when it resolved. */
export function serveProofQueue(
  queue: ProofQueue,
  port: WriterPort<ProofQueueRequest, ProofQueueReply>,
): void {
  port.addEventListener('message', ({ data: request }) => {
    Promise.resolve()
      .then(() => queue[request.method]())
      .then(
        () => port.postMessage({ kind: 'done', id: request.id, paused: queue.isPaused() }),
        (error: unknown) =>
          port.postMessage({
            kind: 'failed',
            id: request.id,
            message: error instanceof Error ? error.message : String(error),
            paused: queue.isPaused(),
          }),
      );
  });
}

export interface RemoteProofQueueOptions extends Partial<ProofQueueEvents> {
  port: WriterPort<ProofQueueReply, ProofQueueRequest>;
  /** the page's own queue, for when the worker fails; made only then */
  fallback: () => ProofQueue;
}

export interface RemoteProofQueue extends ProofQueue {
  /** the worker failed: calls from now on, and those it had not answered, run on the page */
  failOver(): void;
}

interface Pending {
  request: ProofQueueRequest;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** The page end: a `ProofQueue` whose calls run in the worker. */
export function createRemoteProofQueue(options: RemoteProofQueueOptions): RemoteProofQueue {
  const { port } = options;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let local: ProofQueue | undefined;
  let paused = false;
  let started = false;

  port.addEventListener('message', ({ data: reply }) => {
    if (reply.kind === 'progress') return options.onProgress?.(reply.proofId, reply.fraction);
    if (reply.kind === 'outboxQueued') return options.onOutboxQueued?.();
    if (reply.kind === 'authRequired') {
      paused = true;
      return options.onAuthRequired?.();
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    paused = reply.paused;
    if (reply.kind === 'done') waiting.resolve();
    else waiting.reject(new Error(reply.message));
  });

  const runLocally = (method: ProofQueueMethod): Promise<void> => {
    local ??= options.fallback();
    return Promise.resolve(local[method]());
  };

  const call = (method: ProofQueueMethod): Promise<void> => {
    if (method === 'start') started = true;
    if (method === 'stop') started = false;
    if (method === 'resume') paused = false;
    if (local) return runLocally(method);
    const request = { id: nextId++, method };
    return new Promise<void>((resolve, reject) => {
      pending.set(request.id, { request, resolve, reject });
      port.postMessage(request);
    });
  };

  return {
    drain: () => call('drain'),
    idle: () => call('idle'),
    retryNow: () => call('retryNow'),
    resume: () => call('resume'),
    start: () => void call('start'),
    stop: () => void call('stop'),
    isPaused: () => (local ? local.isPaused() : paused),
    failOver: () => {
      if (local) return;
      const unanswered = [...pending.values()];
      pending.clear();
      local = options.fallback();
      if (started) local.start();
      for (const { request, resolve, reject } of unanswered)
        if (request.method !== 'start' && request.method !== 'stop')
          runLocally(request.method).then(resolve, reject);
        else resolve();
    },
  };
}
