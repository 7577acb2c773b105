// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { isOwnEntry, type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { createReportActions } from '../../../src/offline/reportActions';
import { createSyncEngine } from '../../../src/offline/syncEngine';
import { TYPING_PAUSE_MS } from '../../../src/offline/syncPolicy';
import { fakeClock, newTestDb, fakeServer as recordingServer } from './harness';

let db: OfflineDb;
afterEach(async () => {
  await db?.delete();
});

const isVisitEntry = (key: string) => key.startsWith('visitEntry:');
/** The queued calls of the report's changes, without the visit record's entries. */
const changeCalls = async () =>
  (await db.outbox.orderBy('seq').toArray()).filter((e) => !isVisitEntry(e.key));
/** The visit record's entries as kind, ref and value, in order. */
const recorded = async (auditStoreId: number) =>
  (await db.visitEntries.where('auditStoreId').equals(auditStoreId).sortBy('seq'))
    .filter(isOwnEntry)
    .map((e) => [e.kind, e.ref, e.value]);

/** A fake server holding question state the way the real one does (whole-state upserts). */
function fakeServer() {
  const answers = new Map<number, { answer_text: string[]; not_applicable: boolean; comment: string }>();
  const send = async (request: { path: string; body: unknown }) => {
    const body = request.body as Record<string, unknown>;
    const match = /auditor\/question\/(\d+)\/(answer|answer_comment)$/.exec(request.path);
    if (match) {
      const id = Number(match[1]);
      const current = answers.get(id) ?? { answer_text: [], not_applicable: false, comment: '' };
      if (match[2] === 'answer') {
        answers.set(id, {
          ...current,
          answer_text: body.answer_text as string[],
          not_applicable: body.not_applicable as boolean,
        });
      } else {
        answers.set(id, { ...current, comment: body.answer_comment as string });
      }
    }
    return { status: 200, body: { detail: 'Data Saved' } };
  };
  return { answers, send };
}

describe('report actions', () => {
  it('multiselect taps count from the stored answer: quick taps on two options keep both, in option order', async () => {
    db = openOfflineDb(`report-actions-${Math.random()}`);
    const actions = createReportActions(db);
    const options = ['Red', 'Green', 'Blue'];
    // both issued before either committed, as two taps before the screen caught up
    const first = actions.toggleOption({
      auditStoreId: 7,
      questionId: 4,
      option: 'Blue',
      checked: true,
      options,
    });
    const second = actions.toggleOption({
      auditStoreId: 7,
      questionId: 4,
      option: 'Red',
      checked: true,
      options,
    });
    await Promise.all([first, second]);
    expect((await db.answers.get([7, 4]))?.answerText).toEqual(['Red', 'Blue']);
    const [call] = await db.outbox.where('key').equals('answer:7:4').toArray();
    expect(call?.request.body).toEqual({
      audit_store: 7,
      answer_text: ['Red', 'Blue'],
      status: true,
      not_applicable: false,
    });
    await actions.toggleOption({ auditStoreId: 7, questionId: 4, option: 'Red', checked: false, options });
    expect((await db.answers.get([7, 4]))?.answerText).toEqual(['Blue']);
  });

  it('stores each change locally with its call, one coalesced call per question', async () => {
    db = openOfflineDb(`report-actions-${Math.random()}`);
    const actions = createReportActions(db);
    await actions.saveQuestion({ auditStoreId: 7, questionId: 3, answerText: ['Yes'], notApplicable: false });
    await actions.saveQuestion({ auditStoreId: 7, questionId: 3, answerText: [], notApplicable: true });
    await actions.saveAnswerComment({ auditStoreId: 7, questionId: 3, comment: 'Closed door' });
    await actions.saveQuestion({ auditStoreId: 7, questionId: 3, answerText: ['No'], notApplicable: false });
    expect(await db.answers.get([7, 3])).toMatchObject({
      answerText: ['No'],
      notApplicable: false,
      comment: 'Closed door',
    });
    const outbox = await changeCalls();
    expect(outbox.map((e) => e.key)).toEqual(['answer:7:3', 'answerComment:7:3']);
    // each change is an entry of the visit record, in the change's transaction (decision 0045)
    expect(await recorded(7)).toEqual([
      ['start', null, null],
      // Not Applicable replaced 'Yes' in the entry whose call had not left, as in the answer's call
      ['answer', '3', { answer: [], not_applicable: true }],
      ['answer_comment', '3', 'Closed door'],
      ['answer', '3', { answer: ['No'], not_applicable: false }],
    ]);
    expect((await db.outbox.toArray()).filter((e) => isVisitEntry(e.key))).toHaveLength(4);
    expect(outbox[0]?.request.body).toEqual({
      audit_store: 7,
      answer_text: ['No'],
      status: true,
      not_applicable: false,
    });
  });

  it('ends with the server holding exactly the local values after the queue drains', async () => {
    db = openOfflineDb(`report-actions-${Math.random()}`);
    const server = fakeServer();
    const engine = createSyncEngine({ db, send: server.send });
    const actions = createReportActions(db);
    await actions.saveQuestion({
      auditStoreId: 1,
      questionId: 10,
      answerText: ['Yes'],
      notApplicable: false,
    });
    await actions.saveQuestion({
      auditStoreId: 1,
      questionId: 11,
      answerText: ['Priya'],
      notApplicable: false,
    });
    await actions.saveQuestion({ auditStoreId: 1, questionId: 10, answerText: [], notApplicable: true });
    await actions.saveSectionComment({ auditStoreId: 1, sectionId: 2, comment: 'Clean floor' });
    await actions.saveSummary({ auditStoreId: 1, summary: 'All good' });
    // What Submit does first: the typing pauses of the report end and its queue is sent.
    await engine.flushReport(1);
    expect(await db.outbox.count()).toBe(0);
    const local = await db.answers.where('auditStoreId').equals(1).toArray();
    for (const answer of local) {
      expect(server.answers.get(answer.questionId)).toMatchObject({
        answer_text: answer.answerText,
        not_applicable: answer.notApplicable,
      });
    }
    expect(await db.reportMeta.get(1)).toMatchObject({ summary: 'All good' });
  });

  it('stores the rating locally and queues both rating calls', async () => {
    db = openOfflineDb(`report-actions-${Math.random()}`);
    const actions = createReportActions(db);
    const feedback = { auditUnderstanding: 3, coordination: 4, portalAccessibility: 'Clear brief' };
    await actions.saveRating({ auditStoreId: 4, feedback, nps: 8 });
    expect(await db.reportMeta.get(4)).toMatchObject({ feedback, nps: 8 });
    const outbox = await db.outbox.orderBy('seq').toArray();
    // the rating comes after Submit: no entry of the visit record
    expect(outbox.map((e) => [e.key, e.request.path, e.request.body])).toEqual([
      [
        'feedback:4',
        'auditor/audit_store/4/report_feedback',
        { audit_understanding: 3, coordination: 4, portal_accessibility: 'Clear brief' },
      ],
      ['nps:4', 'auditor/audit_store/4/nps_section', { nps_section: 8 }],
    ]);
  });

  it('stores typed text and queues its call on every keystroke, due only after the typing pause', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const dueTimes: number[] = [];
    const actions = createReportActions(db, (dueAt) => dueTimes.push(dueAt), clock.now);
    for (const comment of ['C', 'Cl', 'Clean']) {
      await actions.saveSectionComment({ auditStoreId: 5, sectionId: 9, comment });
      expect(await db.sectionComments.get([5, 9])).toMatchObject({ comment });
      clock.advance(100);
    }
    await actions.saveQuestion({
      auditStoreId: 5,
      questionId: 4,
      answerText: ['typed'],
      notApplicable: false,
      typed: true,
    });
    await actions.saveQuestion({ auditStoreId: 5, questionId: 6, answerText: ['Yes'], notApplicable: false });
    const outbox = await changeCalls();
    // the keystrokes of one text are one entry of the visit record while its call waits
    expect(await recorded(5)).toEqual([
      ['start', null, null],
      ['section_comment', '9', 'Clean'],
      ['answer', '4', { answer: ['typed'], not_applicable: false }],
      ['answer', '6', { answer: ['Yes'], not_applicable: false }],
    ]);
    expect(outbox.map((e) => [e.key, e.nextAttemptAt - clock.now()])).toEqual([
      ['sectionComment:5:9', TYPING_PAUSE_MS - 100], // the last keystroke, 100 ms ago, moved it on
      ['answer:5:4', TYPING_PAUSE_MS],
      ['answer:5:6', 0], // a tap goes at once
    ]);
    expect(outbox[0]?.request.body).toEqual({ audit_store: 5, auditor_comment: 'Clean' });
    expect(dueTimes.at(-1)).toBe(clock.now());
  });

  it('settles once every save issued so far has committed', async () => {
    db = newTestDb();
    const actions = createReportActions(db);
    // Not awaited: a keystroke's save is still in flight when Submit is tapped.
    void actions.saveSummary({ auditStoreId: 3, summary: 'typed just before the tap' });
    await actions.settled();
    expect(await db.reportMeta.get(3)).toMatchObject({ summary: 'typed just before the tap' });
    expect((await changeCalls()).length).toBe(1);
    expect(await recorded(3)).toEqual([
      ['start', null, null],
      ['summary', null, 'typed just before the tap'],
    ]);
  });

  it("flushReport sends the report's typed text before its pause ends, and leaves other reports' pauses alone", async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = recordingServer();
    const engine = createSyncEngine({ db, send: server.send, now: clock.now, lock: createMemoryLocks() });
    const actions = createReportActions(db, () => {}, clock.now);
    await actions.saveSummary({ auditStoreId: 1, summary: 'report one' });
    await actions.saveSummary({ auditStoreId: 2, summary: 'report two' });
    await engine.drain();
    expect(server.calls).toHaveLength(0); // both still in their typing pause
    await engine.flushReport(1);
    expect(server.sentPaths().filter((path) => !path.endsWith('/visit_entry'))).toEqual([
      'auditor/audit_store/1/report_summary',
    ]);
    expect(new Set((await db.outbox.toArray()).map((e) => e.auditStoreId))).toEqual(new Set([2]));
  });
});
