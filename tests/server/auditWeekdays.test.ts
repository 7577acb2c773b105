import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_MESSAGES, type CyclePage } from '../../src/contract';
import { createApplicant } from './accountWorld';
import { type Harness, ORIGIN, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createCity, createCycleWithAudits, daysFromToday } from './world';

/**
 * A cycle done on Monday to Friday (decision 0066): the server refuses a weekend date by the
 * audit_date field, naming it, on apply and on reapply, and still takes a weekday; the cycle page
 * says which days they are.
 */

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date; a calendar date has one everywhere. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
/** The next date from tomorrow, up to a week on, that falls on `weekday`. */
const nextDay = (weekday: number) => {
  for (let days = 1; days <= 7; days += 1) {
    const date = daysFromToday(days);
    if (isoWeekday(date) === weekday) return date;
  }
  throw new Error('a week has every weekday');
};

describe.each(DIALECTS)('audit weekdays on %s', (dialect) => {
  let h: Harness;
  let city: number;
  let cycle: { cycleId: number; auditIds: number[] };

  const post = (cookie: string, url: string, audit_date: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/${url}`,
      headers: { cookie, origin: ORIGIN },
      payload: { audit_date },
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    city = await createCity(h.db);
    cycle = await createCycleWithAudits(h.db, { audits: 2 });
    await h.db
      .updateTable('audit_cycles')
      .set({ audit_weekdays: JSON.stringify([1, 2, 3, 4, 5]) })
      .where('id', '=', cycle.cycleId)
      .execute();
  });
  afterAll(() => h.close());

  it('refuses a Saturday or a Sunday by the audit_date field, naming the date, and takes a Monday', async () => {
    const me = await createApplicant(h.db, h, city);
    const audit = cycle.auditIds[0] as number;
    for (const date of [nextDay(6), nextDay(7)]) {
      const refused = await post(me.cookie, `audit/${audit}/application/apply`, date);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json()).toEqual({
        audit_date: [APPLY_MESSAGES.notAnAuditDay(date, 'Monday to Friday')],
      });
    }
    const monday = await post(me.cookie, `audit/${audit}/application/apply`, nextDay(1));
    expect(monday.statusCode, monday.body).toBe(200);
  });

  it('refuses a weekend date on reapply and leaves the application as it was', async () => {
    const me = await createApplicant(h.db, h, city);
    const audit = cycle.auditIds[1] as number;
    const tuesday = nextDay(2);
    expect((await post(me.cookie, `audit/${audit}/application/apply`, tuesday)).statusCode).toBe(200);
    const saturday = nextDay(6);
    const refused = await post(me.cookie, `audit/${audit}/application/reapply`, saturday);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { audit_date: [APPLY_MESSAGES.notAnAuditDay(saturday, 'Monday to Friday')] },
    ]);
    const rows = await h.db
      .selectFrom('applications')
      .select(['status', 'audit_date'])
      .where('auditor_id', '=', me.user.id)
      .where('audit_id', '=', audit)
      .execute();
    expect(rows).toEqual([{ status: 'APPLIED', audit_date: tuesday }]);
  });

  it("serves the cycle's days on its page, and none for a cycle of every day", async () => {
    const me = await createApplicant(h.db, h, city);
    const page = await h.app.inject({
      url: `/api/auditor/audit/${cycle.cycleId}`,
      headers: { cookie: me.cookie },
    });
    expect(page.json<CyclePage>().audit_weekdays).toEqual([1, 2, 3, 4, 5]);
    const everyDay = await createCycleWithAudits(h.db, { audits: 1 });
    const other = await h.app.inject({
      url: `/api/auditor/audit/${everyDay.cycleId}`,
      headers: { cookie: me.cookie },
    });
    expect(other.json<CyclePage>().audit_weekdays).toBeNull();
  });
});
