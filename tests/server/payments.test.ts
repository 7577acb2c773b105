import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../src/contract';
import {
  earningsMonths,
  PAYMENT_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  type PaymentList,
  type PaymentSummary,
  paymentDueDate,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { monthlyEarnings } from '../../src/server/domain/payments';
import { type AccountApi, signedInAuditor } from './accountWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits, daysFromToday } from './world';

/**
 * Payments (decision 0020): the list with its filter and Load More, the summary summed by the
 * server, and the payment concern kept once; all scoped to the signed-in auditor.
 */

interface PaymentSeed {
  status: 'PENDING' | 'PAID' | 'FAILED';
  fee: number;
  reimbursement: number;
  createdDaysAgo: number;
}

async function insertPayment(db: Db, auditorId: number, auditStoreId: number | null, seed: PaymentSeed) {
  const created = new Date(Date.now() - seed.createdDaysAgo * 86_400_000).toISOString();
  const row = await db
    .insertInto('payments')
    .values({
      auditor_id: auditorId,
      audit_store_id: auditStoreId,
      status: seed.status,
      amount_paise: seed.fee * 100,
      reimbursement_paise: seed.reimbursement * 100,
      payment_due_date: paymentDueDate(created),
      paid_on: seed.status === 'PAID' ? daysFromToday(-1) : null,
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(DIALECTS)('payments on %s', (dialect) => {
  let h: Harness;
  let auditId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    auditId = (await createCycleWithAudits(h.db, { audits: 1 })).auditIds[0] as number;
  });
  afterAll(() => h.close());

  const auditor = () => signedInAuditor(h);
  const get = (me: { api: AccountApi }, url: string) => me.api.get(url);
  const concern = (me: { api: AccountApi }, paymentId: number, payload: unknown) =>
    me.api.post(`payment/${paymentId}/payment_concern`, payload);

  it('lists only the auditor’s own payments, newest first, in rupees, with the audit they pay for', async () => {
    const me = await auditor();
    const other = await auditor();
    const store = await createAuditStore(h.db, me.user.id, auditId, 'ACCEPTED');
    const older = await insertPayment(h.db, me.user.id, store, {
      status: 'PAID',
      fee: 1234.5,
      reimbursement: 300,
      createdDaysAgo: 40,
    });
    const newer = await insertPayment(h.db, me.user.id, store, {
      status: 'PENDING',
      fee: 500,
      reimbursement: 0,
      createdDaysAgo: 2,
    });
    await insertPayment(h.db, other.user.id, null, {
      status: 'PAID',
      fee: 999,
      reimbursement: 0,
      createdDaysAgo: 1,
    });

    const list = (await get(me, 'payment')).json<PaymentList>();
    expect(list.total_count).toBe(2);
    expect(list.payments.map((payment) => payment.id)).toEqual([newer, older]);
    expect(list.payments[1]).toMatchObject({
      status: 'PAID',
      amount: 1234.5,
      reimbursement: 300,
      paid_on: daysFromToday(-1),
      audit_store: store,
      get_audit_details: { client_name: 'Brew Co', audit_date: daysFromToday(2) },
    });
    expect(list.payments[0]?.paid_on).toBeNull();
  });

  it('filters by status, pages with Load More, and refuses a filter it does not offer', async () => {
    const me = await auditor();
    for (let n = 0; n < PAYMENTS_PAGE_SIZE + 2; n += 1) {
      await insertPayment(h.db, me.user.id, null, {
        status: 'PENDING',
        fee: 100,
        reimbursement: 0,
        createdDaysAgo: n,
      });
    }
    await insertPayment(h.db, me.user.id, null, {
      status: 'FAILED',
      fee: 100,
      reimbursement: 0,
      createdDaysAgo: 30,
    });

    const pending = (await get(me, 'payment?status=PENDING')).json<PaymentList>();
    expect([pending.payments.length, pending.total_count]).toEqual([
      PAYMENTS_PAGE_SIZE,
      PAYMENTS_PAGE_SIZE + 2,
    ]);
    const more = (
      await get(me, `payment?status=PENDING&is_load_more=true&last_total_count=${PAYMENTS_PAGE_SIZE}`)
    ).json<PaymentList>();
    expect(more.payments).toHaveLength(2);
    expect(more.payments.every((payment) => payment.status === 'PENDING')).toBe(true);
    const shown = new Set([...pending.payments, ...more.payments].map((payment) => payment.id));
    expect(shown.size).toBe(PAYMENTS_PAGE_SIZE + 2);

    expect((await get(me, 'payment?status=FAILED')).json<PaymentList>().total_count).toBe(1);
    expect((await get(me, 'payment?status=PAID')).json<PaymentList>()).toEqual({
      payments: [],
      total_count: 0,
    });
    expect((await get(me, 'payment?status=ALL')).json<PaymentList>().total_count).toBe(
      PAYMENTS_PAGE_SIZE + 3,
    );
    for (const query of ['status=paid', 'status=REFUNDED', 'last_total_count=-1', 'is_load_more=yes']) {
      expect((await get(me, `payment?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('sums the summary in the database: paid fees, paid reimbursements, and everything still pending', async () => {
    const me = await auditor();
    const seeds: PaymentSeed[] = [
      { status: 'PAID', fee: 500, reimbursement: 250.5, createdDaysAgo: 60 },
      { status: 'PAID', fee: 1200, reimbursement: 0, createdDaysAgo: 50 },
      { status: 'PENDING', fee: 700, reimbursement: 100, createdDaysAgo: 5 },
      { status: 'FAILED', fee: 900, reimbursement: 50, createdDaysAgo: 20 },
    ];
    for (const seed of seeds) await insertPayment(h.db, me.user.id, null, seed);
    const other = await auditor();
    await insertPayment(h.db, other.user.id, null, {
      status: 'PAID',
      fee: 10_000,
      reimbursement: 0,
      createdDaysAgo: 1,
    });

    expect((await get(me, 'payment/summary')).json<PaymentSummary>()).toEqual({
      total_audits: 4,
      total_transfered: 1700,
      total_reimbursement: 250.5,
      total_pending: 800,
    });
    const fresh = await auditor();
    expect((await get(fresh, 'payment/summary')).json<PaymentSummary>()).toEqual({
      total_audits: 0,
      total_transfered: 0,
      total_reimbursement: 0,
      total_pending: 0,
    });
  });

  it('keeps a concern about the auditor’s own payment once, however often the device sends it', async () => {
    const me = await auditor();
    const payment = await insertPayment(h.db, me.user.id, null, {
      status: 'PENDING',
      fee: 500,
      reimbursement: 0,
      createdDaysAgo: 3,
    });
    const key = randomUUID();
    const body = { message: '  Still not paid after 50 days.  ', client_key: key };
    const sends = await Promise.all([concern(me, payment, body), concern(me, payment, body)]);
    sends.push(await concern(me, payment, body));
    for (const sent of sends)
      expect([sent.statusCode, sent.json()]).toEqual([200, { detail: PAYMENT_MESSAGES.concernThanks }]);
    const kept = await h.db
      .selectFrom('concerns')
      .select(['message', 'kind', 'payment_id'])
      .where('user_id', '=', me.user.id)
      .execute();
    expect(kept).toEqual([
      { message: 'Still not paid after 50 days.', kind: 'PAYMENT', payment_id: payment },
    ]);
  });

  it('refuses an empty or too long concern by its field, and another auditor’s payment as not found', async () => {
    const me = await auditor();
    const payment = await insertPayment(h.db, me.user.id, null, {
      status: 'FAILED',
      fee: 500,
      reimbursement: 0,
      createdDaysAgo: 3,
    });
    for (const payload of [{}, { message: '' }, { message: '   \n ' }, { message: 7 }]) {
      const response = await concern(me, payment, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([
        400,
        [PAYMENT_MESSAGES.emptyConcern],
      ]);
    }
    expect((await concern(me, payment, { message: 'x'.repeat(4097) })).statusCode).toBe(400);
    expect((await concern(me, payment, { message: 'ok', client_key: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await concern(me, payment, { message: 'x'.repeat(4096) })).statusCode).toBe(200);

    const stranger = await auditor();
    expect((await concern(stranger, payment, { message: 'mine?' })).statusCode).toBe(404);
    expect((await concern(me, 999_999, { message: 'unknown' })).statusCode).toBe(404);
    const kept = await h.db
      .selectFrom('concerns')
      .select('user_id')
      .where('payment_id', '=', payment)
      .execute();
    expect(kept).toEqual([{ user_id: me.user.id }]);
  });

  it('sums twelve months of earnings by the month of submission in India, paid apart from owed', async () => {
    const me = await auditor();
    const other = await auditor();
    const line = async (
      auditorId: number,
      status: PaymentStatus,
      fee: number,
      reimbursement: number,
      at: string,
    ) =>
      h.db
        .insertInto('payments')
        .values({
          auditor_id: auditorId,
          status,
          amount_paise: fee * 100,
          reimbursement_paise: reimbursement * 100,
          payment_due_date: paymentDueDate(at),
          created_at: at,
        })
        .execute();
    await line(me.user.id, 'PAID', 500, 100, '2026-11-03T10:00:00.000Z');
    await line(me.user.id, 'PENDING', 700, 50, '2026-11-20T10:00:00.000Z');
    await line(me.user.id, 'FAILED', 300, 0, '2026-11-21T10:00:00.000Z');
    // 31 January 20:00 UTC is 1 February in India
    await line(me.user.id, 'PAID', 400, 0, '2026-01-31T20:00:00.000Z');
    // thirteen months back: outside the chart
    await line(me.user.id, 'PAID', 999, 0, '2025-11-10T10:00:00.000Z');
    await line(other.user.id, 'PAID', 10_000, 0, '2026-11-10T10:00:00.000Z');

    const { months } = await monthlyEarnings(h.db, me.user.id, new Date('2026-11-24T12:00:00Z'));
    expect(months.map((month) => month.month)).toEqual(earningsMonths(new Date('2026-11-24T12:00:00Z')));
    expect(months[0]?.month).toBe('2025-12');
    expect(months.find((month) => month.month === '2026-11')).toEqual({
      month: '2026-11',
      paid_fee: 500,
      paid_reimbursement: 100,
      pending_fee: 1000,
      pending_reimbursement: 50,
    });
    expect(months.find((month) => month.month === '2026-02')?.paid_fee).toBe(400);
    expect(months.find((month) => month.month === '2026-01')?.paid_fee).toBe(0);
    const total = months.reduce((sum, month) => sum + month.paid_fee + month.pending_fee, 0);
    expect(total).toBe(1900);

    const served = await get(other, 'payment/monthly');
    expect(served.statusCode).toBe(200);
    expect(served.json().months).toHaveLength(12);
  });
});
