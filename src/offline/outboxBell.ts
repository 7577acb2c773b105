/**
 * What the outbox announces after a commit queued a call: when the earliest of them falls due. A
 * save commits in the report's writer worker (reportWriter.ts), a payment concern or a retry on
 * the page; the sync engine that sends them runs in a page (syncEngine.ts). The bell carries the
 * due time from wherever the commit ran to every started engine of the origin, so an engine wakes
 * from the outbox itself and no context relays another's saves (decision 0037).
 *
 * The writer rings only after its transaction committed: an engine woken earlier could read the
 * outbox before the call is in it and sleep past it.
 */
export interface OutboxBell {
  /** a commit queued calls of which the earliest may be sent at `dueAt` (epoch ms) */
  ring(dueAt: number): void;
  /** hears every ring of the origin, this context's own included; returns the way to stop */
  listen(onDue: (dueAt: number) => void): () => void;
}

/** The channel's name, one per origin like the outbox itself. */
export const OUTBOX_BELL_CHANNEL = 'outbox-due';

interface DueMessage {
  dueAt: number;
}

const isDueMessage = (data: unknown): data is DueMessage =>
  typeof data === 'object' && data !== null && typeof (data as DueMessage).dueAt === 'number';

/**
 * The bell on a BroadcastChannel: one channel to ring on per context and one per listener, since a
 * channel never hears its own messages but does hear another channel of the same name in the same
 * context. Where BroadcastChannel is missing the bell is silent and engines wake by their timers,
 * `online` and `visibilitychange` as before.
 */
export function broadcastOutboxBell(name = OUTBOX_BELL_CHANNEL): OutboxBell {
  if (typeof BroadcastChannel === 'undefined') return { ring: () => {}, listen: () => () => {} };
  let ringer: BroadcastChannel | undefined;
  return {
    ring(dueAt) {
      ringer ??= new BroadcastChannel(name);
      ringer.postMessage({ dueAt } satisfies DueMessage);
    },
    listen(onDue) {
      const channel = new BroadcastChannel(name);
      channel.onmessage = ({ data }: MessageEvent<unknown>) => {
        if (isDueMessage(data)) onDue(data.dueAt);
      };
      return () => channel.close();
    },
  };
}

/** A bell within one context, at once: for tests and for an engine without a browser around it. */
export function createMemoryBell(): OutboxBell {
  const listeners = new Set<(dueAt: number) => void>();
  return {
    ring: (dueAt) => {
      for (const listener of listeners) listener(dueAt);
    },
    listen: (onDue) => {
      listeners.add(onDue);
      return () => listeners.delete(onDue);
    },
  };
}
