import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCERN_MESSAGES,
  CONCERNS_OPEN_MAX,
  type Concern,
  type ManagedConcern,
  type ManagedConcernList,
  NOTICE_LINKS,
  type NoticeList,
} from '../../src/contract';
import { createDeliverySender } from '../../src/server/domain/notices/deliverySender';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits, createPayment } from './world';

/**
 * Concerns (decision 0042): a concern an auditor raises reaches every active manager as a notice
 * and in the inbox; a manager answers it once (two at once: one wins) or resolves it; the auditor
 * is told and reads the answer with the concern's state; nobody reads another auditor's concerns.
 */
describe.each(DIALECTS)('concerns on %s', (dialect) => {
  let h: Harness;
  let managers: Array<{ id: number; email: string; cookie: string }>;
  let retiredManagerId: number;

  const post = (cookie: string, url: string, payload?: unknown) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = async <T>(cookie: string, url: string) =>
    (await h.app.inject({ method: 'GET', url, headers: { cookie } })).json() as T;
  const inbox = (state: string, cookie = managers[0]?.cookie ?? '') =>
    get<ManagedConcernList>(cookie, `/api/manager/concerns?state=${state}`);
  const noticeTitles = async (cookie: string) =>
    (await get<NoticeList>(cookie, '/api/auditor/notices')).notices.map((notice) => notice.title);

  async function person(role: 'auditor' | 'manager' = 'auditor') {
    const user = await createUser(h.db, { role });
    return { ...user, cookie: await sessionFor(h.app, user.email, user.password) };
  }
  /** an auditor with a payment they raised a concern about; the concern as the inbox lists it */
  async function paymentConcern(message = 'The payment has not arrived.') {
    const auditor = await person();
    const paymentId = await createPayment(h.db, auditor.id, 'PENDING');
    const raised = await post(auditor.cookie, `/api/auditor/payment/${paymentId}/payment_concern`, {
      message,
    });
    expect(raised.statusCode, raised.body).toBeLessThan(300);
    const concern = (await inbox('open')).concerns.find((c) => c.auditor.id === auditor.id);
    if (!concern) throw new Error('the concern is not in the inbox');
    return { auditor, paymentId, concern };
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    managers = [await person('manager'), await person('manager')];
    retiredManagerId = (await createUser(h.db, { role: 'manager', isActive: false })).id;
  });
  afterAll(() => h?.close());

  it('a raised concern reaches every active manager and the inbox, once however often it is sent', async () => {
    const auditor = await person();
    const paymentId = await createPayment(h.db, auditor.id, 'FAILED');
    const body = { message: 'My bank says the account number is wrong.', client_key: crypto.randomUUID() };
    const url = `/api/auditor/payment/${paymentId}/payment_concern`;
    await Promise.all([post(auditor.cookie, url, body), post(auditor.cookie, url, body)]);

    const listed = (await inbox('open')).concerns.filter((c) => c.auditor.id === auditor.id);
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        state: 'open',
        message: body.message,
        answer: null,
        subject: expect.objectContaining({
          payment_id: paymentId,
          label: expect.stringMatching(/^the payment of ₹500/),
        }),
        auditor: expect.objectContaining({ email: auditor.email }),
      }),
    ]);
    for (const manager of managers) {
      const raised = (await get<NoticeList>(manager.cookie, '/api/auditor/notices')).notices.filter((n) =>
        n.body.includes(body.message),
      );
      expect(raised).toEqual([
        expect.objectContaining({ title: 'New concern: Payment concern', link: NOTICE_LINKS.concernInbox }),
      ]);
    }
    const retired = await h.db
      .selectFrom('notices')
      .select('id')
      .where('recipient_id', '=', retiredManagerId)
      .execute();
    expect(retired).toEqual([]);

    // a manager's mail says why it came: their role, not preferences they do not have
    const sender = createDeliverySender({
      db: h.db,
      mailer: { send: async (m) => void h.mail.push(m) },
      linkOrigin: ORIGIN,
      brand: 'Auditly',
    });
    while ((await sender.sendDue()) > 0) {
      // until the queue is empty
    }
    const managerMail = h.mail.find((m) => m.to === managers[0]?.email && m.text.includes(body.message));
    expect(managerMail?.subject).toBe('Auditly: New concern: Payment concern');
    expect(managerMail?.text).toContain(`${ORIGIN}${NOTICE_LINKS.concernInbox}`);
    expect(managerMail?.text).toContain('as a member of the Auditly team');
    expect(managerMail?.text).not.toContain('My Profile');
  });

  it('an auditor has at most twenty concerns waiting for an answer, however many are raised at once', async () => {
    const auditor = await person();
    const paymentId = await createPayment(h.db, auditor.id, 'FAILED');
    const url = `/api/auditor/payment/${paymentId}/payment_concern`;
    const bodies = Array.from({ length: CONCERNS_OPEN_MAX + 5 }, (_, index) => ({
      message: `Concern number ${index + 1}`,
      client_key: crypto.randomUUID(),
    }));
    const answers = await Promise.all(bodies.map((body) => post(auditor.cookie, url, body)));
    const kept = bodies.filter((_, index) => (answers[index]?.statusCode ?? 500) < 300);
    const refusals = answers.filter((answer) => answer.statusCode === 400);
    expect(kept).toHaveLength(CONCERNS_OPEN_MAX);
    expect(refusals).toHaveLength(5);
    expect(refusals[0]?.json()).toEqual({ non_field_errors: [CONCERN_MESSAGES.tooManyOpen] });
    // a kept concern sent again, as the outbox does when an answer was lost, is still answered as kept
    expect((await post(auditor.cookie, url, kept[0])).statusCode).toBeLessThan(300);
    // having trouble with an audit is a concern too
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const store = await createAuditStore(h.db, auditor.id, auditIds[0] as number, 'ACKNOWLEDGED');
    const trouble = `/api/auditor/audit_store/${store}/report_concern`;
    expect((await post(auditor.cookie, trouble, { message: 'The store is shut.' })).statusCode).toBe(400);
    // once a manager answers one, there is room for one more
    const open = (await inbox('open')).concerns.filter((c) => c.auditor.id === auditor.id);
    const answered = await post(managers[0]?.cookie ?? '', `/api/manager/concerns/${open[0]?.id}/answer`, {
      answer: 'We are on it.',
    });
    expect(answered.statusCode).toBeLessThan(300);
    expect((await post(auditor.cookie, trouble, { message: 'The store is shut.' })).statusCode).toBeLessThan(
      300,
    );
  });

  it('a long concern reaches the managers cut between whole characters, never half an emoji', async () => {
    const start = `Long concern ${crypto.randomUUID()} `;
    // the notice keeps 199 units and an ellipsis: the emoji's halves are units 199 and 200
    const message = `${start}${'a'.repeat(198 - start.length)}😀 and the rest of it`;
    await paymentConcern(message);
    const notice = (await get<NoticeList>(managers[0]?.cookie ?? '', '/api/auditor/notices')).notices.find(
      (n) => n.body.includes(start),
    );
    expect(notice?.body).toContain(`“${message.slice(0, 198)}…”`);
    expect(notice?.body).not.toContain('\uFFFD');
  });

  it('having trouble and a withdrawal reach the inbox with the audit they are about', async () => {
    const auditor = await person();
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const trouble = await createAuditStore(h.db, auditor.id, auditIds[0] as number, 'ACKNOWLEDGED');
    const leaving = await createAuditStore(h.db, auditor.id, auditIds[1] as number, 'ASSIGNED');
    await h.db
      .updateTable('audit_stores')
      .set({ audit_date: '2099-01-01' })
      .where('id', '=', leaving)
      .execute();
    expect(
      (
        await post(auditor.cookie, `/api/auditor/audit_store/${trouble}/report_concern`, {
          message: 'The store is shut.',
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await post(auditor.cookie, `/api/auditor/audit_store/${leaving}/withdraw`, {
          message: 'I moved city.',
        })
      ).statusCode,
    ).toBeLessThan(300);
    const mine = (await inbox('open')).concerns.filter((c) => c.auditor.id === auditor.id);
    expect(mine.map((c) => [c.kind, c.subject.audit_store_id, c.message])).toEqual([
      ['WITHDRAWAL', leaving, 'I moved city.'],
      ['AUDIT_STORE', trouble, 'The store is shut.'],
    ]);
    expect(mine[1]?.subject.label).toMatch(/ at .+, audit of /);
  });

  it('an answer reaches the auditor; a second is refused, and of two at once one wins', async () => {
    const { auditor, concern } = await paymentConcern();
    const answerUrl = `/api/manager/concerns/${concern.id}/answer`;
    const answers = await Promise.all(
      managers.map((manager, index) => post(manager.cookie, answerUrl, { answer: `Answer ${index}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refusal = answers.find((a) => a.statusCode === 400);
    expect(refusal?.json()).toEqual({ non_field_errors: [CONCERN_MESSAGES.alreadyAnswered] });
    const winner = (answers.find((a) => a.statusCode === 200)?.json() as ManagedConcern | undefined)?.answer;

    const own = await get<Concern[]>(auditor.cookie, '/api/auditor/concerns');
    expect(own).toEqual([expect.objectContaining({ id: concern.id, state: 'answered', answer: winner })]);
    expect(await noticeTitles(auditor.cookie)).toEqual(['Your concern was answered']);
    expect((await inbox('answered')).concerns.map((c) => c.id)).toContain(concern.id);
    expect((await inbox('open')).concerns.map((c) => c.id)).not.toContain(concern.id);

    // resolved after its answer: no second notice
    expect(
      (await post(managers[0]?.cookie ?? '', `/api/manager/concerns/${concern.id}/resolve`)).json(),
    ).toMatchObject({
      state: 'resolved',
    });
    expect(await noticeTitles(auditor.cookie)).toEqual(['Your concern was answered']);
    const again = await post(managers[0]?.cookie ?? '', `/api/manager/concerns/${concern.id}/resolve`);
    expect(again.json()).toEqual({ non_field_errors: [CONCERN_MESSAGES.alreadyResolved] });
  });

  it('resolving without an answer tells the auditor; an empty answer or an unknown concern is refused', async () => {
    const { auditor, concern } = await paymentConcern('Wrong amount.');
    const manager = managers[1]?.cookie ?? '';
    const empty = await post(manager, `/api/manager/concerns/${concern.id}/answer`, { answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ answer: [CONCERN_MESSAGES.emptyAnswer] });
    expect((await post(manager, `/api/manager/concerns/${concern.id}/resolve`)).statusCode).toBe(200);
    expect(await noticeTitles(auditor.cookie)).toEqual(['Your concern was resolved']);
    const late = await post(manager, `/api/manager/concerns/${concern.id}/answer`, { answer: 'Too late' });
    expect(late.json()).toEqual({ non_field_errors: [CONCERN_MESSAGES.alreadyResolved] });
    expect((await post(manager, '/api/manager/concerns/987654/answer', { answer: 'Hello' })).statusCode).toBe(
      404,
    );
  });

  it('of two resolutions at once one wins, and the auditor is told once', async () => {
    const { auditor, concern } = await paymentConcern('Resolve me.');
    const url = `/api/manager/concerns/${concern.id}/resolve`;
    const answers = await Promise.all(managers.map((manager) => post(manager.cookie, url)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json()).toEqual({
      non_field_errors: [CONCERN_MESSAGES.alreadyResolved],
    });
    expect(await noticeTitles(auditor.cookie)).toEqual(['Your concern was resolved']);
  });

  it('an auditor reads their own concerns only', async () => {
    const first = await paymentConcern('Mine.');
    const other = await person();
    expect(await get<Concern[]>(other.cookie, '/api/auditor/concerns')).toEqual([]);
    expect(
      (await get<Concern[]>(first.auditor.cookie, '/api/auditor/concerns')).map((c) => c.message),
    ).toEqual(['Mine.']);
  });

  it('pages the inbox', async () => {
    const { total_count, page_size, concerns } = await inbox('open');
    expect(concerns.length).toBe(Math.min(total_count, page_size));
    const ids = concerns.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
