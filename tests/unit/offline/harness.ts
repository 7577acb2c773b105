import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import type { SendableRequest } from '../../../src/offline/outboxBatch';
import type { SendRequest, SendResponse } from '../../../src/offline/syncEngine';
import { answerRequest } from './requests';

let dbCounter = 0;

/** A database of its own on a fresh fake IndexedDB, so tests never see each other's data. */
export function newTestDb(): OfflineDb {
  dbCounter += 1;
  return openOfflineDb(`auditor-portal-test-${dbCounter}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** An injected clock that only moves when a test moves it. */
export function fakeClock(start = 1_700_000_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
    set(at: number) {
      time = at;
    },
  };
}

/**
 * ok: applied and answered 200. network: never reached the server. lost: applied by the server
 * but the response never came back. A number or object: answered with that status (not applied).
 */
export type Behaviour = 'ok' | 'network' | 'lost' | { status: number; body?: unknown };

/** `audit_store` (or `audit_store_id`) of a body, part of the natural key of report upserts. */
function auditStoreOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const fields = body as Record<string, unknown>;
  return fields.audit_store ?? fields.audit_store_id;
}

/**
 * A server that upserts by natural key (path plus audit store), as the real report endpoints do,
 * so replaying a request leaves the same state. Behaviours are consumed one per call.
 */
export function fakeServer() {
  const state = new Map<string, unknown>();
  const calls: SendableRequest[] = [];
  const plan: Behaviour[] = [];
  let gate: Promise<void> | undefined;
  let openGate: (() => void) | undefined;

  const send: SendRequest = async (request): Promise<SendResponse> => {
    calls.push(request);
    // Let other work interleave, as a real round trip would.
    await Promise.resolve();
    if (gate) await gate;
    const behaviour = plan.shift() ?? 'ok';
    if (behaviour === 'network') throw new TypeError('Failed to fetch');
    if (typeof behaviour === 'object') return { status: behaviour.status, body: behaviour.body ?? {} };
    state.set(naturalKey(request), request.body);
    if (behaviour === 'lost') throw new TypeError('The network connection was lost.');
    return { status: 200, body: request.body };
  };

  return {
    send,
    calls,
    state,
    /** the next calls behave like this, in order; later calls succeed */
    plan(...behaviours: Behaviour[]) {
      plan.push(...behaviours);
    },
    /** holds every send until `release()`, to look at the outbox while a request is in flight */
    hold() {
      gate = new Promise((resolve) => {
        openGate = resolve;
      });
    },
    release() {
      gate = undefined;
      openGate?.();
    },
    sentPaths: () => calls.map((call) => call.path),
  };
}

export function naturalKey(request: SendableRequest): string {
  return `${request.path}#${String(auditStoreOf(request.body))}`;
}

export { answerRequest } from './requests';

export function answerInput(auditStoreId: number, questionId: number, text: string) {
  return {
    key: `answer:${auditStoreId}:${questionId}`,
    auditStoreId,
    request: answerRequest(auditStoreId, questionId, text),
  };
}

/** Resolves after pending promise callbacks (including Dexie's) have had a chance to run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
