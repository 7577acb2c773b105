import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BATCH_MAX, REPORT_BATCH_PATH, REPORT_MESSAGES } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/** The batch call: many queued report calls in one request, one transaction, a result per entry. */
describe.each(DIALECTS)('report batch on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  async function auditorWithReport() {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const world = await createReportWorld(h.db, user.id);
    const batch = (calls: Array<{ path: string; body: unknown }>) =>
      h.app.inject({
        method: 'POST',
        url: `/api/${REPORT_BATCH_PATH}`,
        headers: { cookie, origin: ORIGIN },
        payload: { calls },
      });
    return { user, cookie, world, batch };
  }

  const answers = (storeId: number) =>
    h.db
      .selectFrom('answers')
      .select(['question_id', 'answer_text', 'answer_comment', 'not_applicable'])
      .where('audit_store_id', '=', storeId)
      .orderBy('question_id')
      .execute();

  it('applies every entry in order and answers each as its own call would', async () => {
    const { world, batch, cookie } = await auditorWithReport();
    const { questions: q, sections, storeId } = world;
    const response = await batch([
      {
        path: `auditor/question/${q.greeted}/answer`,
        body: { audit_store: storeId, answer_text: ['No'], status: true },
      },
      {
        path: `auditor/question/${q.greeted}/answer`,
        body: { audit_store: storeId, answer_text: ['Yes'], status: true },
      },
      {
        path: `auditor/question/${q.greeted}/answer_comment`,
        body: { audit_store_id: storeId, question_id: q.greeted, answer_comment: 'Greeted at the door' },
      },
      {
        path: `auditor/section/${sections.entry}/comment`,
        body: { audit_store: storeId, auditor_comment: 'Tidy' },
      },
      { path: `auditor/audit_store/${storeId}/report_summary`, body: { report_summary: 'A good visit' } },
    ]);
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as {
      results: Array<{ status: number; body: Record<string, unknown> }>;
    };
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]?.body).toMatchObject({ detail: REPORT_MESSAGES.dataSaved });
    // the same answer as the single call gives: the completion after the entry
    const single = await h.app.inject({
      method: 'POST',
      url: `/api/auditor/question/${q.greeted}/answer`,
      headers: { cookie, origin: ORIGIN },
      payload: { audit_store: storeId, answer_text: ['Yes'], status: true },
    });
    expect(results[1]?.body).toEqual(single.json());

    expect(await answers(storeId)).toEqual([
      {
        question_id: q.greeted,
        answer_text: '["Yes"]',
        answer_comment: 'Greeted at the door',
        not_applicable: 0,
      },
    ]);
    const store = await h.db
      .selectFrom('audit_stores')
      .select('report_summary')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(store.report_summary).toBe('A good visit');
  });

  it('a refused entry is answered with its own 400 or 404 and leaves nothing, the others are applied', async () => {
    const { world, batch } = await auditorWithReport();
    const other = await auditorWithReport();
    const { questions: q, storeId } = world;
    const response = await batch([
      {
        path: `auditor/question/${q.greeted}/answer`,
        body: { audit_store: storeId, answer_text: ['Yes'], status: true },
      },
      // invalid body: its field errors, as the single call's 400
      {
        path: `auditor/question/${q.staffName}/answer`,
        body: { audit_store: storeId, answer_text: 'Ravi', status: true },
      },
      // another auditor's report: not found, as the single call answers
      {
        path: `auditor/question/${other.world.questions.greeted}/answer`,
        body: { audit_store: other.world.storeId, answer_text: ['No'], status: true },
      },
      // not a batchable call
      { path: `auditor/audit_store/${storeId}/submit`, body: {} },
      {
        path: `auditor/question/${q.offers}/answer`,
        body: { audit_store: storeId, answer_text: ['None'], status: true },
      },
    ]);
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as {
      results: Array<{ status: number; body: Record<string, string[]> }>;
    };
    expect(results.map((r) => r.status)).toEqual([200, 400, 404, 404, 200]);
    expect(Object.keys(results[1]?.body ?? {})).toEqual(['answer_text']);
    expect((await answers(storeId)).map((a) => a.question_id)).toEqual(
      [q.greeted, q.offers].sort((a, b) => a - b),
    );
    expect(await answers(other.world.storeId)).toEqual([]);
  });

  it('a report no longer editable refuses its entries with the single call message', async () => {
    const { world, batch } = await auditorWithReport();
    await h.db
      .updateTable('audit_stores')
      .set({ status: 'SUBMITTED' })
      .where('id', '=', world.storeId)
      .execute();
    const response = await batch([
      {
        path: `auditor/question/${world.questions.greeted}/answer`,
        body: { audit_store: world.storeId, answer_text: ['Yes'], status: true },
      },
    ]);
    const { results } = response.json() as {
      results: Array<{ status: number; body: Record<string, string[]> }>;
    };
    expect(results).toEqual([{ status: 400, body: { non_field_errors: [REPORT_MESSAGES.notEditable] } }]);
    expect(await answers(world.storeId)).toEqual([]);
  });

  it('a batch replayed after a lost response changes nothing', async () => {
    const { world, batch } = await auditorWithReport();
    const calls = [
      {
        path: `auditor/question/${world.questions.greeted}/answer`,
        body: { audit_store: world.storeId, answer_text: ['Yes'], status: true },
      },
      {
        path: `auditor/question/${world.questions.greeted}/answer_comment`,
        body: { audit_store_id: world.storeId, question_id: world.questions.greeted, answer_comment: 'Once' },
      },
    ];
    const first = await batch(calls);
    const stateAfterFirst = await answers(world.storeId);
    const replay = await batch(calls);
    expect(replay.json()).toEqual(first.json());
    expect(await answers(world.storeId)).toEqual(stateAfterFirst);
  });

  it('the batch itself is checked: a session, a list of 1 to the maximum of entries', async () => {
    const { world, batch } = await auditorWithReport();
    const entry = {
      path: `auditor/question/${world.questions.greeted}/answer`,
      body: { audit_store: world.storeId, answer_text: ['Yes'], status: true },
    };
    expect((await batch([])).statusCode).toBe(400);
    expect((await batch(Array.from({ length: REPORT_BATCH_MAX + 1 }, () => entry))).statusCode).toBe(400);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/api/${REPORT_BATCH_PATH}`,
      headers: { origin: ORIGIN },
      payload: { calls: [entry] },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(await answers(world.storeId)).toEqual([]);
  });
});
