import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LINKS, type Notice, type NoticeList } from '../../src/contract';
import { createDeliverySender } from '../../src/server/domain/notices/deliverySender';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * A report entering a review stage tells that stage's reviewers (decision 0044): QA of a
 * submission, the project managers of QA's accept, the client's reviewers (of that brand only) of
 * the PM's accept; each once however the call is repeated or raced, again after a round of fixes,
 * and by mail. An inactive reviewer is told nothing.
 */
describe.each(DIALECTS)('report waiting notices on %s', (dialect) => {
  let h: Harness;
  let auditor: { id: number; cookie: string };
  type Person = { id: number; cookie: string };
  const staff = {} as Record<'qa' | 'qa2' | 'pm' | 'client' | 'otherClient', Person>;
  let inactivePm: number;

  const post = (cookie: string, url: string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie, origin: ORIGIN }, payload });
  const submit = (id: number) =>
    post(auditor.cookie, `auditor/audit_store/${id}/submit`, { report_submission_time: '0:20:00' });
  const accept = (who: Person, id: number) => post(who.cookie, `review/report/${id}/accept`);
  const waiting = async (who: Person, id: number): Promise<Notice[]> => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/auditor/notices',
      headers: { cookie: who.cookie },
    });
    return (response.json() as NoticeList).notices.filter(
      (notice) => notice.kind === 'report_waiting' && notice.link === NOTICE_LINKS.reviewReport(id),
    );
  };
  const noticeRows = async (id: number) =>
    (
      await h.db
        .selectFrom('notices')
        .select(['recipient_id', 'title'])
        .where('kind', '=', 'report_waiting')
        .where('link', '=', NOTICE_LINKS.reviewReport(id))
        .orderBy('id')
        .execute()
    ).map((row) => `${row.recipient_id}:${row.title}`);

  async function person(role: 'qa' | 'pm' | 'client', clientId: number | null = null): Promise<Person> {
    const user = await createUser(h.db, { role });
    await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', user.id).execute();
    return { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  }

  /** A complete report ACKNOWLEDGED by the auditor, and its brand. */
  async function readyReport() {
    const world = await createSubmittableReport(h.db, auditor.id);
    const { client_id } = await h.db
      .selectFrom('audit_cycles')
      .select('client_id')
      .where('id', '=', world.cycleId)
      .executeTakeFirstOrThrow();
    return { ...world, clientId: client_id };
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const user = await createUser(h.db, { firstName: 'Meera' });
    auditor = { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
    staff.qa = await person('qa');
    staff.qa2 = await person('qa');
    staff.pm = await person('pm');
    inactivePm = (await createUser(h.db, { role: 'pm', isActive: false })).id;
  });
  afterAll(() => h?.close());

  it('tells each stage’s reviewers as the report reaches it, the brand’s client only, and by mail', async () => {
    const report = await readyReport();
    const id = report.storeId;
    staff.client = await person('client', report.clientId);
    staff.otherClient = await person('client', (await readyReport()).clientId);

    expect((await submit(id)).statusCode).toBe(200);
    for (const qa of [staff.qa, staff.qa2]) {
      const [notice] = await waiting(qa, id);
      expect(notice).toMatchObject({ title: 'Report waiting for QA review', read: false });
      expect(notice?.body).toMatch(
        /^Brew Co, Cycle: Store 0, Mumbai, audited on \d+\w\w \w+ \d{4} by Meera\.$/,
      );
    }
    expect(await waiting(staff.pm, id)).toEqual([]);

    expect((await accept(staff.qa, id)).statusCode).toBe(200);
    expect((await waiting(staff.pm, id)).map((n) => n.title)).toEqual(['Report waiting for PM review']);
    expect(await waiting(staff.client, id)).toEqual([]);

    expect((await accept(staff.pm, id)).statusCode).toBe(200);
    expect((await waiting(staff.client, id)).map((n) => n.title)).toEqual([
      'Report waiting for Client review',
    ]);
    expect(await waiting(staff.otherClient, id)).toEqual([]);

    expect((await accept(staff.client, id)).statusCode).toBe(200);
    // the inactive PM was told nothing; the client's accept tells no reviewer
    expect(await noticeRows(id)).toEqual([
      `${staff.qa.id}:Report waiting for QA review`,
      `${staff.qa2.id}:Report waiting for QA review`,
      `${staff.pm.id}:Report waiting for PM review`,
      `${staff.client.id}:Report waiting for Client review`,
    ]);
    expect((await noticeRows(id)).some((row) => row.startsWith(`${inactivePm}:`))).toBe(false);

    await createDeliverySender({
      db: h.db,
      mailer: { send: async (m) => void h.mail.push(m) },
      linkOrigin: ORIGIN,
      brand: 'Auditly',
    }).sendDue();
    const mail = h.mail.find(
      (m) => m.subject === 'Auditly: Report waiting for PM review' && m.text.includes(`/manage/review/${id}`),
    );
    expect(mail?.text).toContain('as a member of the Auditly team');
  });

  it('tells QA again when a report sent back comes back, saying after how many rounds', async () => {
    const report = await readyReport();
    const id = report.storeId;
    expect((await submit(id)).statusCode).toBe(200);
    const sentBack = await post(staff.qa.cookie, `review/report/${id}/send_back`, {
      questions: [{ id: report.questions.greeted, message: 'Say who greeted you.' }],
      sections: [],
    });
    expect(sentBack.statusCode).toBe(200);
    expect((await submit(id)).statusCode).toBe(200);

    const told = await waiting(staff.qa, id);
    expect(told).toHaveLength(2);
    expect(told[0]?.body).toMatch(/It comes back after one round of fixes\.$/);
  });

  it('tells once when the same submit or accept arrives twice at once', async () => {
    const report = await readyReport();
    const id = report.storeId;
    const submits = await Promise.all([submit(id), submit(id)]);
    expect(submits.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const accepts = await Promise.all([accept(staff.qa, id), accept(staff.qa2, id)]);
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 400]);

    expect(await noticeRows(id)).toEqual([
      `${staff.qa.id}:Report waiting for QA review`,
      `${staff.qa2.id}:Report waiting for QA review`,
      `${staff.pm.id}:Report waiting for PM review`,
    ]);
  });
});
