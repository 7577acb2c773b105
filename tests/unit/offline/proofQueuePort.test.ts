// @vitest-environment node
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProofQueue } from '../../../src/offline/proofQueue';
import {
  createRemoteProofQueue,
  type ProofQueueMethod,
  type ProofQueueReply,
  type ProofQueueRequest,
  proofQueueEvents,
  serveProofQueue,
} from '../../../src/offline/proofQueuePort';
import type { WriterPort } from '../../../src/offline/reportWriter';

/**
 * The page end and the worker end of the proof queue over a real MessageChannel. The worker end
 * serves a recording queue: what the queue itself does is proofQueue.test.ts's.
 */

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

function asPort<In, Out>(port: MessagePort): WriterPort<In, Out> {
  ports.push(port);
  return port as unknown as WriterPort<In, Out>;
}

/** A queue that records its calls; `hold` keeps a method's calls pending until released. */
function recordingQueue() {
  const calls: ProofQueueMethod[] = [];
  const held = new Map<ProofQueueMethod, Array<() => void>>();
  let paused = false;
  let failWith: string | undefined;
  const run = (method: ProofQueueMethod) => {
    calls.push(method);
    if (failWith) return Promise.reject(new Error(failWith));
    if (!held.has(method)) return Promise.resolve();
    return new Promise<void>((resolve) => held.get(method)?.push(resolve));
  };
  const queue: ProofQueue = {
    drain: () => run('drain'),
    idle: () => run('idle'),
    retryNow: () => run('retryNow'),
    resume: () => {
      paused = false;
      return run('resume');
    },
    start: () => void run('start'),
    stop: () => void run('stop'),
    isPaused: () => paused,
  };
  return {
    queue,
    calls,
    hold: (method: ProofQueueMethod) => held.set(method, []),
    release: (method: ProofQueueMethod) => {
      for (const resolve of held.get(method)?.splice(0) ?? []) resolve();
    },
    pause: () => {
      paused = true;
    },
    fail: (message: string) => {
      failWith = message;
    },
  };
}

function pair(options: { serve?: boolean } = {}) {
  const { port1, port2 } = new MessageChannel();
  const worker = recordingQueue();
  const workerPort = asPort<ProofQueueRequest, ProofQueueReply>(port2);
  if (options.serve !== false) serveProofQueue(worker.queue, workerPort);
  const page = recordingQueue();
  const seen = { progress: [] as Array<[string, number]>, auth: 0, outbox: 0, fallbacks: 0 };
  const remote = createRemoteProofQueue({
    port: asPort<ProofQueueReply, ProofQueueRequest>(port1),
    fallback: () => {
      seen.fallbacks += 1;
      return page.queue;
    },
    onProgress: (id, fraction) => seen.progress.push([id, fraction]),
    onAuthRequired: () => {
      seen.auth += 1;
    },
    onOutboxQueued: () => {
      seen.outbox += 1;
    },
  });
  return { worker, page, remote, seen, events: proofQueueEvents(workerPort) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the proof queue in a worker', () => {
  it('runs the page’s calls in the worker, in order, and resolves each when the worker’s did', async () => {
    const { worker, remote } = pair();
    worker.hold('drain');
    let drained = false;
    const drain = remote.drain().then(() => {
      drained = true;
    });
    await remote.retryNow();
    await settle();
    expect(drained).toBe(false);
    worker.release('drain');
    await drain;
    expect(worker.calls).toEqual(['drain', 'retryNow']);
  });

  it('rejects a call that failed in the worker with its message', async () => {
    const { worker, remote } = pair();
    worker.fail('the database is closed');
    await expect(remote.drain()).rejects.toThrow('the database is closed');
  });

  it('tells the page of progress, a queued outbox call and an ended session; paused until resumed', async () => {
    const { remote, seen, events, worker } = pair();
    events.onProgress('proof-1', 0.5);
    events.onOutboxQueued();
    worker.pause();
    events.onAuthRequired();
    await settle();
    expect(seen).toMatchObject({ progress: [['proof-1', 0.5]], outbox: 1, auth: 1 });
    expect(remote.isPaused()).toBe(true);
    await remote.resume();
    expect(remote.isPaused()).toBe(false);
    expect(worker.calls).toEqual(['resume']);
  });

  it('reads the worker’s pause from each answer', async () => {
    const { remote, worker } = pair();
    worker.pause();
    await remote.drain();
    expect(remote.isPaused()).toBe(true);
  });

  it('runs on the page, started, what a failed worker had not answered, and every call after', async () => {
    const { remote, page, seen } = pair({ serve: false });
    remote.start();
    const drain = remote.drain();
    const retry = remote.retryNow();
    remote.failOver();
    await Promise.all([drain, retry]);
    await remote.idle();
    expect(seen.fallbacks).toBe(1);
    expect(page.calls).toEqual(['start', 'drain', 'retryNow', 'idle']);
    remote.failOver();
    expect(seen.fallbacks).toBe(1);
  });
});
