import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LINKS, type NoticeList } from '../../src/contract';
import { createDeliverySender } from '../../src/server/domain/notices/deliverySender';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import {
  createApplication,
  createAuditStore,
  createCycleWithAudits,
  createPendingPayment,
  daysFromToday,
} from './world';

/**
 * Notices (decision 0038): a manager's decision on an application reaches its auditor in the
 * notice centre and, by preference, by e-mail; a replayed decision tells nobody twice; nobody reads
 * or marks another's notices.
 */
describe.each(DIALECTS)('notices of application decisions on %s', (dialect) => {
  let h: Harness;
  let managerCookie: string;
  const decide = (id: number, decision: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/manager/application/${id}/${decision}`,
      headers: { cookie: managerCookie, origin: ORIGIN },
    });
  const noticesOf = async (cookie: string) =>
    (
      await h.app.inject({ method: 'GET', url: '/api/auditor/notices', headers: { cookie } })
    ).json() as NoticeList;
  const markRead = (cookie: string, id: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/notices/${id}/read`,
      headers: { cookie, origin: ORIGIN },
    });
  const sendDue = () =>
    createDeliverySender({
      db: h.db,
      mailer: { send: async (m) => void h.mail.push(m) },
      linkOrigin: ORIGIN,
      brand: 'Auditly',
    }).sendDue();

  async function auditor() {
    const user = await createUser(h.db);
    return { ...user, cookie: await sessionFor(h.app, user.email, user.password) };
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  it('an approval tells its auditor, in the centre and by mail, and the waitlisted others too', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const audit = auditIds[0] as number;
    const chosen = await auditor();
    const other = await auditor();
    const approved = await createApplication(h.db, chosen.id, audit, 'APPLIED');
    await createApplication(h.db, other.id, audit, 'APPLIED');

    expect((await decide(approved, 'approve')).statusCode).toBe(200);

    const mine = await noticesOf(chosen.cookie);
    expect(mine.unread).toBe(1);
    expect(mine.notices).toEqual([
      expect.objectContaining({
        kind: 'application_approved',
        title: 'Application approved',
        link: NOTICE_LINKS.assignedAudits,
        read: false,
      }),
    ]);
    expect(mine.notices[0]?.body).toMatch(/Store 0/);
    const theirs = await noticesOf(other.cookie);
    expect(theirs.notices.map((notice) => notice.kind)).toEqual(['application_waitlisted']);

    h.mail.length = 0;
    expect(await sendDue()).toBe(2);
    expect(h.mail.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [chosen.email, 'Auditly: Application approved'],
        [other.email, 'Auditly: Application waitlisted'],
      ].sort(),
    );
    expect(h.mail.find((mail) => mail.to === chosen.email)?.text).toContain(
      `${ORIGIN}${NOTICE_LINKS.assignedAudits}`,
    );
    expect(await sendDue()).toBe(0);
  });

  it('marks a notice read for its recipient only', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const owner = await auditor();
    const stranger = await auditor();
    await decide(await createApplication(h.db, owner.id, auditIds[0] as number, 'APPLIED'), 'reject');
    const [notice] = (await noticesOf(owner.cookie)).notices;
    if (!notice) throw new Error('no notice');
    expect(notice.kind).toBe('application_rejected');

    expect((await markRead(stranger.cookie, notice.id)).statusCode).toBe(404);
    expect((await noticesOf(owner.cookie)).unread).toBe(1);
    // two taps at once, on separate connections on PostgreSQL: both answered, read once
    const taps = await Promise.all([markRead(owner.cookie, notice.id), markRead(owner.cookie, notice.id)]);
    expect(taps.map((tap) => tap.statusCode)).toEqual([204, 204]);
    expect(await noticesOf(owner.cookie)).toMatchObject({
      unread: 0,
      notices: [{ id: notice.id, read: true }],
    });
    expect((await markRead(owner.cookie, 0)).statusCode).toBe(400);
  });

  it('a decision sent twice notifies once', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const applicant = await auditor();
    const application = await createApplication(h.db, applicant.id, auditIds[0] as number, 'APPLIED');
    const answers = await Promise.all([decide(application, 'waitlist'), decide(application, 'waitlist')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await noticesOf(applicant.cookie)).notices).toHaveLength(1);
  });

  it('with e-mail turned off in the preferences, the notice is in the centre and no mail is sent', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const quiet = await auditor();
    await h.db
      .updateTable('preferences')
      .set({ receive_updates_email: 0 })
      .where('user_id', '=', quiet.id)
      .execute();
    await sendDue();
    h.mail.length = 0;
    await decide(await createApplication(h.db, quiet.id, auditIds[0] as number, 'APPLIED'), 'approve');

    expect((await noticesOf(quiet.cookie)).unread).toBe(1);
    expect(await sendDue()).toBe(0);
    expect(h.mail).toEqual([]);
  });

  it('a payment paid or failed tells its auditor, with the amount and the bank’s reason', async () => {
    const call = (path: string, body: object) =>
      h.app.inject({
        method: 'POST',
        url: `/api/manager/${path}`,
        headers: { cookie: managerCookie, origin: ORIGIN },
        payload: body,
      });
    const paid = await auditor();
    const failed = await auditor();
    const payments = [await pendingPayment(paid.id), await pendingPayment(failed.id)];
    expect((await call('payment_run', { payment_ids: payments })).statusCode).toBe(200);
    expect((await call(`payment/${payments[0]}/paid`, { paid_on: daysFromToday(0) })).statusCode).toBe(200);
    const reason = 'The bank says the account is closed.';
    expect((await call(`payment/${payments[1]}/failed`, { reason })).statusCode).toBe(200);

    const [paidNotice] = (await noticesOf(paid.cookie)).notices;
    expect(paidNotice).toMatchObject({
      kind: 'payment_paid',
      title: 'Payment sent',
      link: NOTICE_LINKS.payments,
    });
    expect(paidNotice?.body).toMatch(/^₹500 and ₹100 reimbursement for your audit of .+ was paid on /);
    const [failedNotice] = (await noticesOf(failed.cookie)).notices;
    expect(failedNotice).toMatchObject({ kind: 'payment_failed', title: 'Payment failed' });
    expect(failedNotice?.body).toContain(`could not be paid: ${reason}`);
  });

  /** A PENDING payment of ₹500 + ₹100 for an accepted report of `auditorId`'s. */
  async function pendingPayment(auditorId: number): Promise<number> {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const store = await createAuditStore(h.db, auditorId, auditIds[0] as number, 'ACCEPTED');
    return createPendingPayment(h.db, auditorId, store);
  }

  it('every signed-in role has a notice centre', async () => {
    expect(await noticesOf(managerCookie)).toEqual({ unread: 0, notices: [] });
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/auditor/notices' });
    expect(anonymous.statusCode).toBe(403);
  });
});
