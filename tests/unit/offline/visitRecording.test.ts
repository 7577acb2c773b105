// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRequest, REPORT_CALL_ROUTES } from '../../../src/contract/reportCallRoutes';
import { isOwnEntry, type OfflineDb } from '../../../src/offline/db';
import { enqueue, outboxSummary } from '../../../src/offline/outbox';
import { createReportActions } from '../../../src/offline/reportActions';
import { createRemoteReportActions, type WriterRequest } from '../../../src/offline/reportWriter';
import { createSyncEngine } from '../../../src/offline/syncEngine';
import { createVisitClock } from '../../../src/offline/visitClock';
import { fakeClock, fakeServer, newTestDb } from './harness';

/**
 * How the report's saves record the visit (decision 0045): stamped with the page's clocks at the
 * tap, counted apart from the auditor's changes, and never held against them when refused.
 */

let db: OfflineDb;
afterEach(async () => {
  await db?.delete();
});

const STORE = 9;
const entries = async () =>
  (await db.visitEntries.where('auditStoreId').equals(STORE).sortBy('seq')).filter(isOwnEntry);

describe('the visit record of the report’s saves', () => {
  it('stamps an entry with the clocks the page read at the tap, not the writer’s own', async () => {
    db = newTestDb();
    const actions = createReportActions(
      db,
      () => {},
      () => 5,
      createVisitClock(() => 0),
    );
    const stamp = {
      deviceAt: Date.parse('2026-11-28T09:30:00.000Z'),
      time: { token: 'signed', elapsed_ms: 1_250 },
    };
    await actions.saveSummary({ auditStoreId: STORE, summary: 'Clean store', stamp });
    const [start, summary] = await entries();
    for (const entry of [start, summary])
      expect(entry).toMatchObject({ device_at: '2026-11-28T09:30:00.000Z', time: stamp.time });
    expect(summary).toMatchObject({ kind: 'summary', value: 'Clean store' });
  });

  it('saves the change even when its entry cannot be recorded: evidence never costs a keystroke', async () => {
    db = newTestDb();
    const actions = createReportActions(db);
    // a clock reading no date can be made of
    await actions.saveSummary({
      auditStoreId: STORE,
      summary: 'kept',
      stamp: { deviceAt: Number.NaN, time: null },
    });
    expect(await db.reportMeta.get(STORE)).toMatchObject({ summary: 'kept' });
    expect((await db.outbox.toArray()).map((call) => call.key)).toEqual([`reportSummary:${STORE}`]);
    expect(await entries()).toEqual([]);
  });

  it('has the page stamp each change it posts to the worker, and leaves the rating unstamped', () => {
    const posted: WriterRequest[] = [];
    const stamp = { deviceAt: 42, time: null };
    const remote = createRemoteReportActions({
      port: { postMessage: (message) => posted.push(message), addEventListener: () => {} },
      fallback: () => createReportActions(newTestDb()),
      stamp: () => stamp,
    });
    void remote.saveQuestion({
      auditStoreId: STORE,
      questionId: 3,
      answerText: ['Yes'],
      notApplicable: false,
    });
    void remote.saveRating({
      auditStoreId: STORE,
      feedback: { auditUnderstanding: 4, coordination: 5, portalAccessibility: '' },
      nps: 9,
    });
    expect(posted.map((request) => 'stamp' in request.input && request.input.stamp)).toEqual([stamp, false]);
  });

  it('counts the auditor’s changes only, and drops an entry the server refuses instead of holding it', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    const actions = createReportActions(db, () => {}, clock.now);
    await actions.saveQuestion({
      auditStoreId: STORE,
      questionId: 3,
      answerText: ['Yes'],
      notApplicable: false,
    });
    // the answer, the start of the visit and the answer's entry are queued; one change is the auditor's
    expect(await db.outbox.count()).toBe(3);
    expect(await outboxSummary(db, STORE)).toEqual({ waiting: 1, attention: 0 });

    // the answer goes; both entries are refused (their numbers taken by another device)
    const engine = createSyncEngine({
      db,
      now: clock.now,
      send: async (request) =>
        request.path.endsWith('/visit_entry')
          ? { status: 400, body: { seq: ['Another entry was recorded under this number.'] } }
          : server.send(request),
    });
    await engine.drain();
    expect(server.calls.map((call) => call.path)).toEqual([`auditor/question/3/answer`]);
    expect(await db.outbox.count()).toBe(0);
    expect(await outboxSummary(db, STORE)).toEqual({ waiting: 0, attention: 0 });
    // the device keeps its record: the server's judgement at Submit names the gap
    expect((await entries()).map((entry) => entry.kind)).toEqual(['start', 'answer']);
  });

  it('records a typed text’s entry right after the text, and leaves no entry pending on its call', async () => {
    db = newTestDb();
    const actions = createReportActions(db);
    await actions.saveSectionComment({ auditStoreId: STORE, sectionId: 4, comment: 'Clean floors' });
    await actions.settled();
    expect((await entries()).map((entry) => [entry.kind, entry.value])).toEqual([
      ['start', null],
      ['section_comment', 'Clean floors'],
    ]);
    expect((await db.outbox.toArray()).filter((call) => call.pendingEntry)).toEqual([]);
  });

  it('has the sync engine record an entry the app left pending before it sends the text', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    // the text and its call committed, and the app was gone before its entry's transaction
    await enqueue(
      db,
      {
        key: `sectionComment:${STORE}:4`,
        auditStoreId: STORE,
        request: buildRequest(
          REPORT_CALL_ROUTES.sectionComment,
          { id: 4 },
          { audit_store: STORE, auditor_comment: 'Clean floors' },
        ),
        pendingEntry: {
          auditStoreId: STORE,
          kind: 'section_comment',
          ref: '4',
          value: 'Clean floors',
          stamp: { deviceAt: clock.now(), time: null },
        },
      },
      clock.now(),
    );
    const engine = createSyncEngine({ db, now: clock.now, send: server.send });
    await engine.drain();
    const sent = server.calls.flatMap((call) =>
      'calls' in call.body ? call.body.calls.map((inner) => inner.path) : [call.path],
    );
    expect(sent.filter((path) => path.endsWith('/visit_entry'))).toHaveLength(2);
    expect(sent).toContain(`auditor/section/4/comment`);
    expect((await entries()).map((entry) => [entry.kind, entry.value])).toEqual([
      ['start', null],
      ['section_comment', 'Clean floors'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('times the token from when it was held, and says nothing of the age of a kept one', () => {
    let monotonic = 1_000;
    const clock = createVisitClock(
      () => 0,
      () => monotonic,
    );
    expect(clock.trustedTime()).toBeNull();
    clock.hold({ token: 'fresh', elapsed_ms: 0 });
    monotonic += 90_000;
    expect(clock.trustedTime()).toEqual({ token: 'fresh', elapsed_ms: 90_000 });
    clock.hold({ token: 'kept', elapsed_ms: null });
    expect(clock.trustedTime()).toEqual({ token: 'kept', elapsed_ms: null });
  });
});
