import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditStoreStatus,
  type PaymentStatus,
  type PaymentTimeline,
  paymentDueDate,
  TIMELINE_LABELS,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { type AccountApi, signedInAuditor } from './accountWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits, daysFromToday } from './world';

/**
 * Decision 0020: a payment's timeline is read from the statuses its report was recorded entering,
 * the due date of the 45-day rule, and the payment's own outcome; never another auditor's.
 */

const at = (days: number, hour = 11) => `${daysFromToday(days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Records a report's steps as the server (and, later, the back office) records them. */
async function record(db: Db, storeId: number, steps: Array<[status: AuditStoreStatus, day: number]>) {
  let from: AuditStoreStatus | null = 'ACKNOWLEDGED';
  for (const [to, day] of steps) {
    await db
      .insertInto('audit_store_status_changes')
      .values({ audit_store_id: storeId, from_status: from, to_status: to, changed_at: at(day) })
      .execute();
    from = to;
  }
}

async function payment(
  db: Db,
  auditorId: number,
  storeId: number,
  status: PaymentStatus,
  submittedDay: number,
) {
  const row = await db
    .insertInto('payments')
    .values({
      auditor_id: auditorId,
      audit_store_id: storeId,
      status,
      amount_paise: 50_000,
      payment_due_date: paymentDueDate(at(submittedDay)),
      paid_on: status === 'PAID' ? daysFromToday(-1) : null,
      created_at: at(submittedDay),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const summary = (timeline: PaymentTimeline) =>
  timeline.steps.map((step) => [step.key, step.state, step.date, step.expected]);

describe.each(DIALECTS)('the payment timeline on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  /** an audit of its own for each report: one auditor holds an audit at a time */
  const freshAudit = async () => (await createCycleWithAudits(h.db, { audits: 1 })).auditIds[0] as number;
  afterAll(() => h.close());

  const auditor = () => signedInAuditor(h);
  const timeline = (me: { api: AccountApi }, id: number) => me.api.get(`payment/${id}/timeline`);

  it('shows each recorded step on its day, and expects the money on the due date', async () => {
    const me = await auditor();
    const store = await createAuditStore(h.db, me.user.id, await freshAudit(), 'PM_REVIEW');
    await record(h.db, store, [
      ['SUBMITTED', -4],
      ['PM_REVIEW', -2],
    ]);
    const id = await payment(h.db, me.user.id, store, 'PENDING', -4);
    const due = paymentDueDate(at(-4));
    const shown = (await timeline(me, id)).json<PaymentTimeline>();
    expect(summary(shown)).toEqual([
      ['SUBMITTED', 'done', daysFromToday(-4), null],
      ['QA_REVIEW', 'done', daysFromToday(-2), null],
      ['PM_REVIEW', 'next', null, null],
      ['CLIENT_REVIEW', 'later', null, null],
      ['PAYMENT_DUE', 'later', null, due],
      ['PAID', 'later', null, due],
    ]);
    expect(shown.steps.map((step) => step.label)).toEqual(
      ['SUBMITTED', 'QA_REVIEW', 'PM_REVIEW', 'CLIENT_REVIEW', 'PAYMENT_DUE', 'PAID'].map(
        (key) => TIMELINE_LABELS[key as keyof typeof TIMELINE_LABELS],
      ),
    );
  });

  it('starts the reviews over from a report’s last submission, and ends paid or failed', async () => {
    const me = await auditor();
    const store = await createAuditStore(h.db, me.user.id, await freshAudit(), 'ACCEPTED');
    // sent back by QA, fixed and submitted again, then accepted; paid the day before yesterday
    await record(h.db, store, [
      ['SUBMITTED', -90],
      ['ACKNOWLEDGED', -88],
      ['SUBMITTED', -86],
      ['PM_REVIEW', -84],
      ['COMPLETED', -80],
      ['ACCEPTED', -75],
    ]);
    const paid = await payment(h.db, me.user.id, store, 'PAID', -86);
    expect(summary((await timeline(me, paid)).json<PaymentTimeline>())).toEqual([
      ['SUBMITTED', 'done', daysFromToday(-86), null],
      ['QA_REVIEW', 'done', daysFromToday(-84), null],
      ['PM_REVIEW', 'done', daysFromToday(-80), null],
      ['CLIENT_REVIEW', 'done', daysFromToday(-75), null],
      ['PAYMENT_DUE', 'done', paymentDueDate(at(-86)), null],
      ['PAID', 'done', daysFromToday(-1), null],
    ]);

    const failedStore = await createAuditStore(h.db, me.user.id, await freshAudit(), 'ACCEPTED');
    await record(h.db, failedStore, [
      ['SUBMITTED', -120],
      ['PM_REVIEW', -118],
      ['COMPLETED', -115],
      ['ACCEPTED', -110],
    ]);
    const failed = await payment(h.db, me.user.id, failedStore, 'FAILED', -120);
    const last = (await timeline(me, failed)).json<PaymentTimeline>().steps.slice(-2);
    expect(last.map((step) => [step.key, step.state])).toEqual([
      ['PAYMENT_DUE', 'done'],
      ['FAILED', 'failed'],
    ]);
  });

  it('records the auditor’s own steps as they happen', async () => {
    const me = await auditor();
    const store = await createAuditStore(h.db, me.user.id, await freshAudit(), 'ASSIGNED');
    // Agree opens on the audit date
    await h.db
      .updateTable('audit_stores')
      .set({ audit_date: daysFromToday(0) })
      .where('id', '=', store)
      .execute();
    const agreed = await me.api.post(`audit_store/${store}/acknowledge`, {});
    expect(agreed.statusCode).toBe(200);
    const recorded = await h.db
      .selectFrom('audit_store_status_changes')
      .select(['from_status', 'to_status'])
      .where('audit_store_id', '=', store)
      .execute();
    expect(recorded).toEqual([{ from_status: 'ASSIGNED', to_status: 'ACKNOWLEDGED' }]);
  });

  it('is not found for another auditor’s payment or an unknown one', async () => {
    const me = await auditor();
    const store = await createAuditStore(h.db, me.user.id, await freshAudit(), 'SUBMITTED');
    const id = await payment(h.db, me.user.id, store, 'PENDING', -1);
    const stranger = await auditor();
    expect((await timeline(stranger, id)).statusCode).toBe(404);
    expect((await timeline(me, 987_654)).statusCode).toBe(404);
    expect((await timeline(me, id)).statusCode).toBe(200);
  });
});
