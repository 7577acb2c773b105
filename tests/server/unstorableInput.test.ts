import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BATCH_PATH, VISIT_CHAIN_START } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * Inputs neither database can take as they are (docs/api.md#what-any-caller-gets-refused): a NUL
 * byte, which PostgreSQL refuses in text; half of a UTF-16 surrogate pair, which has no UTF-8 and
 * no canonical JSON; a value nested a thousand levels deep, which overflowed the recursive value
 * schema. Each is refused as the caller's mistake (400 with the field, or 404 for a path that
 * names nothing), never a 500, and inside a batch only its own entry is refused.
 */

const DEEP_LEVELS = 1_000;
const deepValue = (): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < DEEP_LEVELS; level++) value = [value];
  return value;
};

describe.each(DIALECTS)('input neither database can store, on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  async function signedIn(role: 'auditor' | 'manager') {
    const user = await createUser(h.db, { role });
    return { user, cookie: await sessionFor(h.app, user.email, user.password) };
  }
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

  const visitEntry = (fields: Record<string, unknown>) => ({
    seq: 1,
    kind: 'answer',
    ref: '7',
    value: ['Yes'],
    device_at: new Date().toISOString(),
    time: null,
    prev: VISIT_CHAIN_START,
    hash: 'a'.repeat(64),
    ...fields,
  });

  it('a NUL byte in a path names nothing (404), in a query or a time token is a field error (400)', async () => {
    const auditor = await signedIn('auditor');
    const manager = await signedIn('manager');
    const world = await createReportWorld(h.db, auditor.user.id);

    expect((await call(auditor.cookie, 'DELETE', '/api/auditor/attachment/%00')).statusCode).toBe(404);
    expect((await call(auditor.cookie, 'POST', '/api/auditor/attachment/%00/complete')).statusCode).toBe(404);
    const viewed = await call(
      manager.cookie,
      'POST',
      `/api/manager/auditor/${auditor.user.id}/id_proofs/%00/view`,
    );
    expect(viewed.statusCode).toBe(404);

    const searched = await call(manager.cookie, 'GET', '/api/manager/auditor?search=%00');
    expect(searched.statusCode).toBe(400);
    expect(Object.keys(searched.json())).toEqual(['search']);

    const stamped = await call(
      auditor.cookie,
      'POST',
      `/api/auditor/audit_store/${world.storeId}/visit_entry`,
      visitEntry({ time: { token: 'token\u0000', elapsed_ms: 0 } }),
    );
    expect(stamped.statusCode).toBe(400);
    expect(Object.keys(stamped.json())).toEqual(['time.token']);
  });

  it('a visit entry nested a thousand levels deep, or holding half a character, is refused with its field', async () => {
    const { user, cookie } = await signedIn('auditor');
    const { storeId } = await createReportWorld(h.db, user.id);
    const url = `/api/auditor/audit_store/${storeId}/visit_entry`;

    const deep = await call(cookie, 'POST', url, visitEntry({ value: deepValue() }));
    expect(deep.statusCode).toBe(400);
    expect(Object.keys(deep.json())).toEqual(['value']);
    const halfValue = await call(cookie, 'POST', url, visitEntry({ value: 'smile \ud83d' }));
    expect(halfValue.statusCode).toBe(400);
    expect(Object.keys(halfValue.json())).toEqual(['value']);
    const halfRef = await call(cookie, 'POST', url, visitEntry({ ref: '\udc00' }));
    expect(halfRef.statusCode).toBe(400);
    expect(Object.keys(halfRef.json())).toEqual(['ref']);
  });

  it('in a batch, such an entry is refused alone: the answer and the summary beside it are stored', async () => {
    const { user, cookie } = await signedIn('auditor');
    const { storeId, questions } = await createReportWorld(h.db, user.id);
    const visitPath = `auditor/audit_store/${storeId}/visit_entry`;
    const response = await call(cookie, 'POST', `/api/${REPORT_BATCH_PATH}`, {
      calls: [
        {
          path: `auditor/question/${questions.greeted}/answer`,
          body: { audit_store: storeId, answer_text: ['Yes'], status: true },
        },
        { path: visitPath, body: visitEntry({ value: deepValue() }) },
        { path: visitPath, body: visitEntry({ value: '\ud800' }) },
        { path: visitPath, body: visitEntry({ ref: 'a\u0000' }) },
        { path: `auditor/audit_store/${storeId}/report_summary`, body: { report_summary: 'A good visit' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: Array<{ status: number; body: object }> };
    expect(results.map((result) => result.status)).toEqual([200, 400, 400, 400, 200]);
    expect(results.slice(1, 4).map((result) => Object.keys(result.body))).toEqual([
      ['value'],
      ['value'],
      ['ref'],
    ]);
    const stored = await h.db
      .selectFrom('audit_stores')
      .select('report_summary')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(stored.report_summary).toBe('A good visit');
    const answered = await h.db
      .selectFrom('answers')
      .select('question_id')
      .where('audit_store_id', '=', storeId)
      .execute();
    expect(answered).toEqual([{ question_id: questions.greeted }]);
  });
});
