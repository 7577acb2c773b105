import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagerOverview } from '../../src/contract';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createApplication, createAuditStore, createCycleWithAudits, createPayment } from './world';

/**
 * Where a manager lands (decision 0043): each count is what waits, as the screen that handles it
 * would list it; a report whose fixes are still due is not overdue, whatever its audit date.
 */
describe.each(DIALECTS)('the manager overview on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('counts concerns, payments to run, overdue reports, review stages and cycles to decide', async () => {
    const manager = await createUser(h.db, { role: 'manager' });
    const cookie = await sessionFor(h.app, manager.email, manager.password);
    const auditor = await createUser(h.db);
    const auditorCookie = await sessionFor(h.app, auditor.email, auditor.password);
    const { auditIds, cycleId } = await createCycleWithAudits(h.db, { audits: 6 });
    const quiet = await createCycleWithAudits(h.db, { audits: 1 });
    await createApplication(h.db, auditor.id, quiet.auditIds[0] as number, 'REJECTED');
    const [a1, a2, a3, a4, a5, a6] = auditIds as [number, number, number, number, number, number];
    const today = calendarDate(new Date());
    const at = async (id: number, days: number) =>
      h.db
        .updateTable('audit_stores')
        .set({ audit_date: shiftCalendarDate(today, days) })
        .where('id', '=', id)
        .execute();
    await at(await createAuditStore(h.db, auditor.id, a1, 'ACKNOWLEDGED'), -3);
    const fixing = await createAuditStore(h.db, auditor.id, a2, 'ACKNOWLEDGED');
    await at(fixing, -9);
    await h.db
      .updateTable('audit_stores')
      .set({ fix_due_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', fixing)
      .execute();
    await at(await createAuditStore(h.db, auditor.id, a3, 'ACKNOWLEDGED'), -2);
    await createAuditStore(h.db, auditor.id, a4, 'SUBMITTED');
    await createAuditStore(h.db, auditor.id, a5, 'PM_REVIEW');
    await createApplication(h.db, auditor.id, a6, 'APPLIED');
    const payment = await createPayment(h.db, auditor.id, 'PENDING');
    await createPayment(h.db, auditor.id, 'PAID');
    await h.app.inject({
      method: 'POST',
      url: `/api/auditor/payment/${payment}/payment_concern`,
      headers: { cookie: auditorCookie, origin: ORIGIN },
      payload: { message: 'Not arrived.' },
    });

    const answer = await h.app.inject({ url: '/api/manager/overview', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const overview = answer.json() as ManagerOverview;
    expect(overview).toMatchObject({
      review: { SUBMITTED: 1, PM_REVIEW: 1, COMPLETED: 0 },
      overdue_reports: 1,
      open_concerns: 1,
      payments_to_run: 1,
    });
    expect(overview.cycles).toEqual([expect.objectContaining({ id: cycleId, applied_count: 1 })]);
  });
});
