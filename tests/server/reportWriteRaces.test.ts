import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BATCH_PATH } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import { createAuditStore, createCycleWithAudits } from './world';

const DATABASE = process.env.TEST_DATABASE_URL;
const QUESTIONS = 10;
const CLIENTS = 8;
const ROUNDS = 12;
const TRIALS = 16;

/**
 * Two devices of one auditor, an outbox resend beside its original, a batch beside single saves:
 * writers of ONE report at once on PostgreSQL, on separate pooled connections. Every write takes
 * the report row first (reportLock.ts), so they queue: none ends in a deadlock (500 before, or 503
 * now that a deadlock is answered as the database being busy), and the stored completion is the
 * true one for the answers stored. SQLite runs one handler at a time and cannot show this.
 */
describe.runIf(DATABASE)('writers of one report at once on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
  });
  afterAll(() => h?.close());

  async function reportOfTenQuestions() {
    const user = await createUser(h.db);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const section = await h.db
      .insertInto('sections')
      .values({ audit_cycle_id: cycleId, name: 'Visit', sequence: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questionIds: number[] = [];
    for (let sequence = 1; sequence <= QUESTIONS; sequence++) {
      const { id } = await h.db
        .insertInto('questions')
        .values({
          section_id: section.id,
          sequence,
          question_txt: `Q${sequence}`,
          question_type: 'PLAIN',
          options: '[]',
          max_marks: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      questionIds.push(id);
    }
    const storeId = await createAuditStore(h.db, user.id, auditIds[0] as number, 'ACKNOWLEDGED');
    // each client is a device of its own: a session each
    const cookies = await Promise.all(
      Array.from({ length: CLIENTS }, () => sessionFor(h.app, user.email, user.password)),
    );
    return { storeId, questionIds, cookies };
  }

  it('batches in opposite orders beside single saves: no 5xx, and the completion is exact', async () => {
    const { storeId, questionIds, cookies } = await reportOfTenQuestions();
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const answerCall = (questionId: number, round: number, client: number) => {
      // about half the values empty: answered and unanswered flip, so the completion moves
      const text = (questionId + round + client) % 2 === 0 ? [`r${round} c${client}`] : [];
      return {
        path: `auditor/question/${questionId}/answer`,
        body: { audit_store: storeId, answer_text: text, status: text.length > 0 },
      };
    };
    const send = (cookie: string, url: string, payload: object) =>
      h.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });

    await Promise.all(
      cookies.map(async (cookie, client) => {
        for (let round = 0; round < ROUNDS; round++) {
          const order = client % 2 === 0 ? questionIds : [...questionIds].reverse();
          if ((client + round) % 3 === 2) {
            // single saves, one after another, as an older build sends them
            for (const questionId of order) {
              const call = answerCall(questionId, round, client);
              count((await send(cookie, `/api/${call.path}`, call.body)).statusCode);
            }
            continue;
          }
          const calls = order.map((questionId) => answerCall(questionId, round, client));
          const response = await send(cookie, `/api/${REPORT_BATCH_PATH}`, { calls });
          count(response.statusCode);
          const { results } = response.json() as { results: Array<{ status: number }> };
          for (const result of results) count(result.status);
        }
      }),
    );

    expect(Object.fromEntries(statuses)).toEqual({ 200: expect.any(Number) });
    const answered = await h.db
      .selectFrom('answers')
      .select(['answer_text'])
      .where('audit_store_id', '=', storeId)
      .execute();
    const answeredCount = answered.filter(
      (row) => (JSON.parse(row.answer_text) as string[]).length > 0,
    ).length;
    const stored = await h.db
      .selectFrom('audit_stores')
      .select('completion_percentage')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(stored.completion_percentage).toBe(Math.round((answeredCount / QUESTIONS) * 100));
  }, 60_000);

  it('deleting the mandatory proof while the report is submitted: one of the two wins, never both', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      h.app.inject({ method, url: `/api/auditor/${url}`, headers: { cookie, origin: ORIGIN }, payload });
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const report = await createSubmittableReport(h.db, user.id);
      // one goes first, the other a few milliseconds later, so each lands in every stretch of
      // the other's work (its checks, the file store, its transaction)
      const submit = () =>
        send('POST', `audit_store/${report.storeId}/submit`, { report_submission_time: '0:20:00' });
      const remove = () => send('DELETE', `attachment/${report.proofId}`);
      const [first, second] = trial % 2 === 0 ? [remove, submit] : [submit, remove];
      const started = first();
      await new Promise((r) => setTimeout(r, Math.floor(trial / 2)));
      const [one, other] = await Promise.all([started, second()]);
      const [deleted, submitted] = trial % 2 === 0 ? [one, other] : [other, one];
      const stored = await h.db
        .selectFrom('audit_stores')
        .select('status')
        .where('id', '=', report.storeId)
        .executeTakeFirstOrThrow();
      const proof = await h.db
        .selectFrom('attachments')
        .select('deleted_at')
        .where('id', '=', report.proofId)
        .executeTakeFirstOrThrow();
      if (submitted.statusCode === 200) {
        expect(deleted.statusCode).toBe(400);
        expect(stored.status).toBe('SUBMITTED');
        expect(proof.deleted_at).toBeNull();
        outcomes.push('submitted');
      } else {
        expect(deleted.statusCode).toBe(204);
        expect(submitted.statusCode).toBe(400);
        // refused for the proof alone: everything else about the report was ready
        expect(submitted.json().non_field_errors).toEqual([
          'Entry: attach at least 1 proof file(s).',
          'Entry: the mandatory proof "Store front" is missing.',
        ]);
        expect(stored.status).toBe('ACKNOWLEDGED');
        outcomes.push('deleted');
      }
    }
    expect(outcomes).toHaveLength(TRIALS);
    console.info(`delete against submit, ${TRIALS} trials: ${outcomes.join(', ')}`);
  }, 60_000);
});
