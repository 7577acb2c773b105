import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type Role } from '../../src/contract';
import { precompile } from '../../src/server/db/precompiled';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

const usersByRoleAndEmail = precompile((db, p: { email: string; role: Role }) =>
  db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('is_active', '=', 1)
    .where('email', '=', p.email)
    .where('role', '=', p.role),
);

describe.each(DIALECTS)('report writes on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('a precompiled query binds each call its own values by name and keeps its constants', async () => {
    const first = await createUser(h.db);
    const second = await createUser(h.db);
    await h.db.updateTable('users').set({ is_active: 0 }).where('id', '=', second.id).execute();
    const found = await usersByRoleAndEmail.execute(h.db, { role: 'auditor', email: first.email });
    expect(found).toEqual([{ id: first.id, email: first.email }]);
    // the constant `is_active = 1` is still bound: the deactivated user is not found
    expect(await usersByRoleAndEmail.executeTakeFirst(h.db, { email: second.email, role: 'auditor' })).toBe(
      undefined,
    );
    // the same compiled query runs inside a transaction and sees its uncommitted writes
    await h.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ is_active: 1 }).where('id', '=', second.id).execute();
      const inside = await usersByRoleAndEmail.executeTakeFirst(trx, {
        email: second.email,
        role: 'auditor',
      });
      expect(inside?.id).toBe(second.id);
    });
  });

  it('an answer save that meets a submit committing under it is rolled back, not applied after it', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const w = await createReportWorld(h.db, user.id);
    const save = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/auditor/question/${w.questions.greeted}/answer`,
        headers: { cookie, origin: ORIGIN },
        payload: { audit_store: w.storeId, answer_text: ['Yes'], status: true },
      });
    let saving: ReturnType<typeof save> | undefined;
    await h.db.transaction().execute(async (trx) => {
      // a reviewer-side status change holds the audit store's row while the save arrives
      await trx
        .updateTable('audit_stores')
        .set({ status: 'SUBMITTED' })
        .where('id', '=', w.storeId)
        .execute();
      saving = save();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await saving;
    expect(response?.statusCode).toBe(400);
    expect(response?.json().non_field_errors).toEqual([REPORT_MESSAGES.notEditable]);
    const stored = await h.db
      .selectFrom('answers')
      .select('answer_text')
      .where('audit_store_id', '=', w.storeId)
      .where('question_id', '=', w.questions.greeted)
      .executeTakeFirst();
    expect(stored).toBe(undefined);
  });

  it('without a session a write is 403 whatever its body, so the offline client pauses instead of parking it', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auditor/question/1/answer',
      headers: { origin: ORIGIN },
      payload: { audit_store: 'not a number' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps completion right whether a save changes what is answered or only the value', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const w = await createReportWorld(h.db, user.id);
    const post = async (url: string, payload: object) =>
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/auditor/${url}`,
          headers: { cookie, origin: ORIGIN },
          payload,
        })
      ).json().completion_percentage;
    const answer = (question: number, text: string[]) =>
      post(`question/${question}/answer`, {
        audit_store: w.storeId,
        answer_text: text,
        status: text.length > 0,
      });
    expect(await answer(w.questions.greeted, ['Yes'])).toBe(33);
    // another option, then only a comment: still one question of three answered
    expect(await answer(w.questions.greeted, ['No'])).toBe(33);
    expect(
      await post(`question/${w.questions.greeted}/answer_comment`, {
        audit_store_id: w.storeId,
        question_id: w.questions.greeted,
        answer_comment: 'Greeted late',
      }),
    ).toBe(33);
    // a first comment on an unanswered question creates its row without answering it
    expect(
      await post(`question/${w.questions.offers}/answer_comment`, {
        audit_store_id: w.storeId,
        question_id: w.questions.offers,
        answer_comment: 'Not seen yet',
      }),
    ).toBe(33);
    expect(await answer(w.questions.offers, ['Yes'])).toBe(66); // two of three, rounded down
    expect(await answer(w.questions.greeted, [])).toBe(33);
    const stored = await h.db
      .selectFrom('audit_stores')
      .select('completion_percentage')
      .where('id', '=', w.storeId)
      .executeTakeFirst();
    expect(stored?.completion_percentage).toBe(33);
  });
});
