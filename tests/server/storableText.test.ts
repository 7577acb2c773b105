import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, additionalInfo, createIndianCity, personalInfo } from './accountWorld';
import { cookieHeader, createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { signUpByMail } from './signupMail';
import { DIALECTS } from './testDb';

/**
 * docs/api.md#what-any-caller-gets-refused: a NUL character or a lone surrogate half in free text
 * was stored on SQLite and answered 500 on PostgreSQL (which refuses U+0000). Every free-text field
 * now stores the text without NUL and with U+FFFD for the broken half, on both databases.
 */
const HOSTILE = 'Be\u0000fore \uD800after \uDC00end';
const STORED = 'Before \uFFFDafter \uFFFDend';
/** A whole emoji (a surrogate pair) is a character and stays. */
const EMOJI = 'Great staff \uD83D\uDC4D';

describe.each(DIALECTS)('free text with NUL and lone surrogates on %s', (dialect) => {
  let h: Harness;
  let cityId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    cityId = await createIndianCity(h.db, 'Pune');
  });
  afterAll(() => h?.close());

  async function auditor() {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    return { user, cookie, api: accountApi(h.app, cookie) };
  }

  it('stores report comments, answers and the summary without NUL and with whole characters', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    const post = (url: string, payload: object) =>
      h.app.inject({
        method: 'POST',
        url: `/api/auditor/${url}`,
        headers: { cookie: me.cookie, origin: ORIGIN },
        payload,
      });
    const get = async (url: string) =>
      (await h.app.inject({ url: `/api/auditor/${url}`, headers: { cookie: me.cookie } })).json();

    const writes = [
      await post(`question/${w.questions.staffName}/answer`, {
        audit_store: w.storeId,
        answer_text: [HOSTILE],
        status: true,
      }),
      await post(`question/${w.questions.greeted}/answer_comment`, {
        audit_store_id: w.storeId,
        question_id: w.questions.greeted,
        answer_comment: HOSTILE,
      }),
      await post(`section/${w.sections.entry}/comment`, {
        audit_store: w.storeId,
        auditor_comment: EMOJI + HOSTILE,
      }),
      await post(`audit_store/${w.storeId}/report_summary`, { report_summary: HOSTILE }),
      await post(`audit_store/${w.storeId}/report_feedback`, {
        audit_understanding: 4,
        coordination: 4,
        portal_accessibility: HOSTILE,
      }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const answers = (await get(`audit_store/${w.storeId}/answer`)) as Array<{
      question: number;
      answer_text: string[];
      answer_comment: string;
    }>;
    expect(answers.find((a) => a.question === w.questions.staffName)?.answer_text).toEqual([STORED]);
    expect(answers.find((a) => a.question === w.questions.greeted)?.answer_comment).toBe(STORED);
    const sections = (await get(`audit_store/${w.storeId}/report_section`)) as Array<{
      section: number;
      auditor_comment: string;
    }>;
    expect(sections.find((s) => s.section === w.sections.entry)?.auditor_comment).toBe(EMOJI + STORED);
    expect((await get(`audit_store/${w.storeId}`)).report_summary).toBe(STORED);
    expect((await get(`audit_store/${w.storeId}/report_feedback`)).portal_accessibility).toBe(STORED);
  });

  it('stores account text and a concern message so', async () => {
    const me = await auditor();
    const saved = await me.api.post(
      'profile_info',
      personalInfo(cityId, { first_name: 'Me\u0000era', address: HOSTILE }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ first_name: 'Meera', address: STORED });
    const more = await me.api.post('additional_info', additionalInfo({ company: HOSTILE }));
    expect(more.statusCode).toBe(200);
    expect(more.json().company).toBe(STORED);

    const w = await createReportWorld(h.db, me.user.id, 'ASSIGNED');
    const concern = await h.app.inject({
      method: 'POST',
      url: `/api/auditor/audit_store/${w.storeId}/report_concern`,
      headers: { cookie: me.cookie, origin: ORIGIN },
      payload: { message: HOSTILE },
    });
    expect(concern.statusCode).toBe(200);
  });

  it('signs up a name with a NUL in it as the name without it', async () => {
    const response = await signUpByMail(h, {
      email: `nul-${dialect}@example.test`,
      first_name: 'As\u0000ha',
      last_name: 'R\uD800ao',
    });
    expect(response.statusCode).toBe(303);
    const info = await h.app.inject({
      url: '/api/auditor/profile_info',
      headers: { cookie: cookieHeader(response) },
    });
    expect(info.json()).toMatchObject({ first_name: 'Asha', last_name: 'R\uFFFDao' });
  });
});
