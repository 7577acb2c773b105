import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditStore,
  formatDeadline,
  NOTICE_LINKS,
  type NoticeList,
  REPORT_MESSAGES,
  submitDeadline,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import { DIALECTS } from './testDb';
import { daysFromToday } from './world';

/**
 * A send-back between a reviewer and an auditor (decision 0039): the auditor is told, with the
 * items and the time the fixes are due, and may submit again until then, however long after the
 * audit date the review came.
 */
describe.each(DIALECTS)('a report sent back on %s', (dialect) => {
  let h: Harness;
  let auditorId: number;
  let auditorCookie: string;
  let qaCookie: string;
  const asAuditor = (method: 'GET' | 'POST', path: string, body?: object) =>
    h.app.inject({
      method,
      url: `/api/auditor/${path}`,
      headers: { cookie: auditorCookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const sendBack = (id: number, questionId: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/review/report/${id}/send_back`,
      headers: { cookie: qaCookie, origin: ORIGIN },
      payload: { questions: [{ id: questionId, message: 'Say who greeted you.' }], sections: [] },
    });
  const submit = (id: number) =>
    asAuditor('POST', `audit_store/${id}/submit`, { report_submission_time: '0:20:00' });

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = await createUser(h.db);
    auditorId = auditor.id;
    auditorCookie = await sessionFor(h.app, auditor.email, auditor.password);
    const qa = await createUser(h.db, { role: 'qa' });
    qaCookie = await sessionFor(h.app, qa.email, qa.password);
  });
  afterAll(() => h?.close());

  /** A complete report submitted for an audit five days ago: QA reviews it now. */
  async function reviewedLate() {
    const world = await createSubmittableReport(h.db, auditorId);
    await h.db
      .updateTable('audit_stores')
      .set({ status: 'SUBMITTED', audit_date: daysFromToday(-5), submitted_at: new Date().toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    return world;
  }

  it('tells the auditor what to fix and by when, and takes the fixes days after the audit date', async () => {
    const world = await reviewedLate();
    const before = Date.now();
    expect((await sendBack(world.storeId, world.questions.greeted)).statusCode).toBe(200);

    const { notices } = (await asAuditor('GET', 'notices')).json() as NoticeList;
    expect(notices[0]).toMatchObject({
      kind: 'report_sent_back',
      title: 'Report sent back',
      link: NOTICE_LINKS.report(world.storeId),
      read: false,
    });
    const store = (await asAuditor('GET', `audit_store/${world.storeId}`)).json() as AuditStore;
    // five days after the audit, the 48 hours outlast its window: they are the deadline
    expect(submitDeadline(store.audit_date, store.fix_due_at)).toBe(store.fix_due_at);
    expect(notices[0]?.body).toMatch(
      new RegExp(`fix one item of your report .* by ${formatDeadline(store.fix_due_at ?? '')}\\.$`),
    );
    // one item is "it", not "them"
    expect(notices[0]?.body).toContain('. Fix it and submit it again by ');
    const due = Date.parse(store.fix_due_at ?? '');
    expect(due - before).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(due - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);

    const again = await submit(world.storeId);
    expect(again.statusCode).toBe(200);
  });

  it('refuses the fixes once their 48 hours are over, and tells each round apart', async () => {
    const world = await reviewedLate();
    expect((await sendBack(world.storeId, world.questions.greeted)).statusCode).toBe(200);
    expect((await submit(world.storeId)).statusCode).toBe(200);
    expect((await sendBack(world.storeId, world.questions.greeted)).statusCode).toBe(200);
    const rounds = ((await asAuditor('GET', 'notices')).json() as NoticeList).notices.filter(
      (notice) => notice.link === NOTICE_LINKS.report(world.storeId),
    );
    expect(rounds).toHaveLength(2);

    await h.db
      .updateTable('audit_stores')
      .set({ fix_due_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    const late = await submit(world.storeId);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [REPORT_MESSAGES.fixTooLate] });
  });
  it('never shortens the time: a report sent back on its audit date keeps the audit date’s 2 days', async () => {
    const world = await createSubmittableReport(h.db, auditorId);
    await h.db
      .updateTable('audit_stores')
      .set({ status: 'SUBMITTED', submitted_at: new Date().toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    expect((await sendBack(world.storeId, world.questions.greeted)).statusCode).toBe(200);
    // the notice names that later moment, the one Submit keeps to (decision 0064), not the 48 hours
    const store = (await asAuditor('GET', `audit_store/${world.storeId}`)).json() as AuditStore;
    const deadline = submitDeadline(store.audit_date, store.fix_due_at);
    expect(deadline).not.toBe(store.fix_due_at);
    const { notices } = (await asAuditor('GET', 'notices')).json() as NoticeList;
    const notice = notices.find((n) => n.link === NOTICE_LINKS.report(world.storeId));
    expect(notice?.body).toMatch(/ by \d+\w\w \w{3} \d{4}, 23:59 India time\.$/);
    expect(notice?.body).toContain(` by ${formatDeadline(deadline)}.`);
    await h.db
      .updateTable('audit_stores')
      .set({ fix_due_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    expect((await submit(world.storeId)).statusCode).toBe(200);
  });
});
