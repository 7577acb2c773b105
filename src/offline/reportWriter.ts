import type { ReportActions } from './reportActions';
import type { VisitStamp } from './visitRecord';

/**
 * The report's saves, run in a dedicated worker (decision 0026). After a tap or a keystroke the
 * browser renders the next frame before it runs any other task of the page, IndexedDB's replies
 * included, so a transaction the page starts in its input handler commits a frame later (about
 * 17 ms on a 60 Hz screen, against a budget of 8). A worker has its own event loop: the handler
 * posts the save, the worker's transaction runs while the page renders, and the value is durable
 * in a few milliseconds. The page learns of the commit afterwards, which only the screen waits for;
 * the sync engine hears of the queued calls from the outbox's bell (outboxBell.ts), not from here.
 *
 * This file is the protocol on both ends, with the port injected: the worker end serves a
 * `ReportActions`, the page end is one. If the worker fails (its script could not load, it
 * crashed), the page end saves on the page itself and sends again every save the worker had not
 * confirmed: each save is an upsert of the whole value, so one that had committed is only written
 * again, never lost (docs/rules.md#offline rule 4).
 */

/** The saves the worker runs; `settled` is answered on the page end. */
export type WriterMethod = Exclude<keyof ReportActions, 'settled'>;

export type WriterRequest = {
  [Method in WriterMethod]: { id: number; method: Method; input: Parameters<ReportActions[Method]>[0] };
}[WriterMethod];

export type WriterReply =
  /** the save committed; `committedAt` is epoch ms, from the worker's high-resolution clock */
  | { kind: 'done'; id: number; committedAt: number }
  | { kind: 'failed'; id: number; name: string; message: string };

/** A worker or one end of a MessageChannel. */
export interface WriterPort<Incoming, Outgoing> {
  postMessage(message: Outgoing): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Incoming>) => void): void;
}

/** The worker end: runs each request's save and answers with its outcome. */
export function serveReportActions(
  actions: ReportActions,
  port: WriterPort<WriterRequest, WriterReply>,
  epochNow: () => number = () => performance.timeOrigin + performance.now(),
): void {
  port.addEventListener('message', ({ data: request }) => {
    run(actions, request).then(
      () => port.postMessage({ kind: 'done', id: request.id, committedAt: epochNow() }),
      (error: unknown) =>
        port.postMessage({
          kind: 'failed',
          id: request.id,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}

function run(actions: ReportActions, request: WriterRequest): Promise<void> {
  switch (request.method) {
    case 'saveQuestion':
      return actions.saveQuestion(request.input);
    case 'toggleOption':
      return actions.toggleOption(request.input);
    case 'saveAnswerComment':
      return actions.saveAnswerComment(request.input);
    case 'saveSectionComment':
      return actions.saveSectionComment(request.input);
    case 'saveSummary':
      return actions.saveSummary(request.input);
    case 'saveRating':
      return actions.saveRating(request.input);
  }
}

export interface RemoteReportActionsOptions {
  port: WriterPort<WriterReply, WriterRequest>;
  /** the page's own actions, for when the worker fails; made only then */
  fallback: () => ReportActions;
  /** a save committed in the worker at `committedAt` (epoch ms) */
  onCommitted?: (committedAt: number) => void;
  /**
   * The page's clocks now, stamped on each change as it is posted: the worker's own clock may
   * differ (a test's faked clock reaches the page only), and the tap's moment is the page's.
   */
  stamp?: () => VisitStamp;
}

export interface RemoteReportActions extends ReportActions {
  /** the worker failed: saves from now on, and those it had not confirmed, run on the page */
  failOver(): void;
}

interface Pending {
  request: WriterRequest;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** The page end: each save is posted in the caller's own task and resolves when it committed. */
export function createRemoteReportActions(options: RemoteReportActionsOptions): RemoteReportActions {
  const { port } = options;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let local: ReportActions | undefined;

  port.addEventListener('message', ({ data: reply }) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.kind === 'done') {
      options.onCommitted?.(reply.committedAt);
      waiting.resolve();
    } else {
      const error = new Error(reply.message);
      error.name = reply.name;
      waiting.reject(error);
    }
  });

  const runLocally = (request: WriterRequest): Promise<void> => {
    local ??= options.fallback();
    return run(local, request);
  };

  /** every save not yet committed or failed, wherever it runs: what `settled` waits for */
  const inFlight = new Set<Promise<void>>();
  const call = <Method extends WriterMethod>(method: Method, input: Parameters<ReportActions[Method]>[0]) => {
    const request = { id: nextId++, method, input } as WriterRequest;
    const save = local
      ? runLocally(request)
      : new Promise<void>((resolve, reject) => {
          pending.set(request.id, { request, resolve, reject });
          port.postMessage(request);
        });
    const tracked = save.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return save;
  };

  const stamped = <Input extends { stamp?: VisitStamp }>(input: Input): Input =>
    input.stamp || !options.stamp ? input : { ...input, stamp: options.stamp() };

  return {
    saveQuestion: (input) => call('saveQuestion', stamped(input)),
    toggleOption: (input) => call('toggleOption', stamped(input)),
    saveAnswerComment: (input) => call('saveAnswerComment', stamped(input)),
    saveSectionComment: (input) => call('saveSectionComment', stamped(input)),
    saveSummary: (input) => call('saveSummary', stamped(input)),
    saveRating: (input) => call('saveRating', input),
    settled: async () => {
      await Promise.all([...inFlight]);
    },
    failOver: () => {
      if (local) return;
      const unconfirmed = [...pending.values()];
      pending.clear();
      local = options.fallback();
      // In the order they were made, so a later value of a field is written last.
      for (const { request, resolve, reject } of unconfirmed) runLocally(request).then(resolve, reject);
    },
  };
}
