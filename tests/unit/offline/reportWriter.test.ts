// @vitest-environment node
import 'fake-indexeddb/auto';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import { outboxKeys } from '../../../src/offline/outbox';
import { broadcastOutboxBell } from '../../../src/offline/outboxBell';
import { createReportActions, type ReportActions } from '../../../src/offline/reportActions';
import {
  createRemoteReportActions,
  serveReportActions,
  type WriterPort,
  type WriterReply,
  type WriterRequest,
} from '../../../src/offline/reportWriter';

/**
 * The page end and the worker end of the report writer over a real MessageChannel, each end with
 * its own Dexie connection to one fake-indexeddb database, as the page and the worker have.
 */

const openDbs: OfflineDb[] = [];
const ports: MessagePort[] = [];
const stopListening: Array<() => void> = [];
afterEach(async () => {
  for (const stop of stopListening.splice(0)) stop();
  for (const port of ports.splice(0)) port.close();
  for (const db of openDbs.splice(0)) db.close();
});

function newDb(name: string): OfflineDb {
  const db = openOfflineDb(name);
  openDbs.push(db);
  return db;
}

/** node's MessagePort speaks `{ data }` events like the browser's, through addEventListener. */
function asPort<In, Out>(port: MessagePort): WriterPort<In, Out> {
  ports.push(port);
  return port as unknown as WriterPort<In, Out>;
}

function writerPair(name: string) {
  const { port1, port2 } = new MessageChannel();
  const queued: number[] = [];
  const committed: number[] = [];
  const fallbacks: ReportActions[] = [];
  const workerDb = newDb(name);
  // The worker rings the outbox's bell on a channel of this test's own; the page hears it.
  const bell = broadcastOutboxBell(`bell-${name}`);
  stopListening.push(bell.listen((dueAt) => queued.push(dueAt)));
  serveReportActions(createReportActions(workerDb, bell.ring), asPort<WriterRequest, WriterReply>(port2));
  const page = createRemoteReportActions({
    port: asPort<WriterReply, WriterRequest>(port1),
    fallback: () => {
      const actions = createReportActions(newDb(name));
      fallbacks.push(actions);
      return actions;
    },
    onCommitted: (at) => committed.push(at),
  });
  return { page, queued, committed, fallbacks, pageDb: newDb(name) };
}

describe('report writer (saves in a worker)', () => {
  it('a save resolves once the worker committed the answer and its call; the outbox bell says when it is due', async () => {
    const name = `writer-${Math.random()}`;
    const { page, queued, committed, pageDb } = writerPair(name);
    const before = Date.now();
    await page.saveQuestion({ auditStoreId: 4, questionId: 9, answerText: ['Yes'], notApplicable: false });

    expect(await pageDb.answers.get([4, 9])).toMatchObject({ answerText: ['Yes'], notApplicable: false });
    const calls = await pageDb.outbox.where('key').equals(outboxKeys.answer(4, 9)).toArray();
    expect(calls.map((call) => call.request.body)).toEqual([
      { audit_store: 4, answer_text: ['Yes'], status: true, not_applicable: false },
    ]);
    expect(committed).toHaveLength(1);
    expect(committed[0]).toBeGreaterThanOrEqual(before - 1);
    await expect.poll(() => queued.length).toBe(1);
  });

  it('saves made in a row land in their order, and settled waits for all of them', async () => {
    const name = `writer-${Math.random()}`;
    const { page, pageDb } = writerPair(name);
    for (const text of ['a', 'ab', 'abc'])
      void page.saveAnswerComment({ auditStoreId: 4, questionId: 9, comment: text });
    await page.settled();
    expect((await pageDb.answers.get([4, 9]))?.comment).toBe('abc');
  });

  it('a save the worker refused rejects with its reason on the page', async () => {
    const { port1, port2 } = new MessageChannel();
    const refusing: ReportActions = {
      ...createReportActions(newDb(`writer-${Math.random()}`)),
      saveSummary: async () => {
        throw Object.assign(new Error('The quota was exceeded'), { name: 'QuotaExceededError' });
      },
    };
    serveReportActions(refusing, asPort<WriterRequest, WriterReply>(port2));
    const page = createRemoteReportActions({
      port: asPort<WriterReply, WriterRequest>(port1),
      fallback: () => refusing,
    });
    await expect(page.saveSummary({ auditStoreId: 1, summary: 'x' })).rejects.toMatchObject({
      name: 'QuotaExceededError',
      message: 'The quota was exceeded',
    });
  });

  it('when the worker fails, the saves it had not confirmed and every later one are made on the page', async () => {
    const name = `writer-${Math.random()}`;
    // A worker whose script never ran: its port takes messages and answers none.
    const { port1 } = new MessageChannel();
    const made: ReportActions[] = [];
    const page = createRemoteReportActions({
      port: asPort<WriterReply, WriterRequest>(port1),
      fallback: () => {
        const actions = createReportActions(newDb(name));
        made.push(actions);
        return actions;
      },
    });
    const first = page.saveQuestion({
      auditStoreId: 2,
      questionId: 1,
      answerText: ['No'],
      notApplicable: false,
    });
    const second = page.saveQuestion({
      auditStoreId: 2,
      questionId: 1,
      answerText: ['Yes'],
      notApplicable: false,
    });
    page.failOver();
    await Promise.all([first, second]);
    await page.saveAnswerComment({ auditStoreId: 2, questionId: 1, comment: 'after' });
    await page.settled();

    expect(made).toHaveLength(1);
    const pageDb = newDb(name);
    expect(await pageDb.answers.get([2, 1])).toMatchObject({ answerText: ['Yes'], comment: 'after' });
  });
});
