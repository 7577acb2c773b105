import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LINKS } from '../../src/contract';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { remindReportsDue, sendOpportunityDigests } from '../../src/server/domain/notices/scheduledNotices';
import { createUser, type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { completePersonalInfo, createAuditStore, createCity, createCycleWithAudits } from './world';

/**
 * Notices nobody's action causes (decision 0041): a report whose last moment to be submitted is
 * within a day is reminded once, in the daytime; the daily digest names the audits newly open near
 * each auditor, once a day, by the opportunities preference for e-mail.
 */

/** `hour`:00 in India on the business day `days` from today */
function indiaTime(hour: number, days = 0): Date {
  const day = shiftCalendarDate(calendarDate(new Date()), days);
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + hour * 3_600_000);
}

describe.each(DIALECTS)('scheduled notices on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  const noticesOf = (userId: number) =>
    h.db
      .selectFrom('notices')
      .select(['kind', 'title', 'body', 'link', 'event_key'])
      .where('recipient_id', '=', userId)
      .orderBy('id')
      .execute();
  const channelsOf = (userId: number) =>
    h.db
      .selectFrom('notice_deliveries as d')
      .innerJoin('notices as n', 'n.id', 'd.notice_id')
      .select(['n.kind', 'd.channel'])
      .where('n.recipient_id', '=', userId)
      .orderBy('d.id')
      .execute();

  /** a report of a new auditor, audited `auditDaysAgo` days before today, in `status` */
  async function reportAudited(auditDaysAgo: number, status: 'ACKNOWLEDGED' | 'ASSIGNED' | 'SUBMITTED') {
    const auditor = await createUser(h.db);
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const id = await createAuditStore(h.db, auditor.id, auditIds[0] as number, status);
    const auditDate = shiftCalendarDate(calendarDate(new Date()), -auditDaysAgo);
    await h.db.updateTable('audit_stores').set({ audit_date: auditDate }).where('id', '=', id).execute();
    return { auditorId: auditor.id, reportId: id };
  }

  it('reminds a report on its last day, once, and not at night', async () => {
    const lastDay = await reportAudited(2, 'ACKNOWLEDGED');
    const dayBefore = await reportAudited(1, 'ACKNOWLEDGED');
    const notStarted = await reportAudited(2, 'ASSIGNED');
    const handedIn = await reportAudited(2, 'SUBMITTED');

    await remindReportsDue(h.db, indiaTime(3));
    expect(await noticesOf(lastDay.auditorId)).toEqual([]);

    await remindReportsDue(h.db, indiaTime(10));
    await remindReportsDue(h.db, indiaTime(15));
    const [reminder, ...more] = await noticesOf(lastDay.auditorId);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      kind: 'report_due',
      title: 'Report due soon',
      link: NOTICE_LINKS.report(lastDay.reportId),
    });
    expect(reminder?.body).toMatch(/by \d+\w\w \w{3} \d{4}, 23:59 India time/);
    expect(await noticesOf(notStarted.auditorId)).toEqual([
      expect.objectContaining({ kind: 'report_due', link: NOTICE_LINKS.assignedAudits }),
    ]);
    // due the day after tomorrow at midnight: more than a day away this morning
    expect(await noticesOf(dayBefore.auditorId)).toEqual([]);
    expect(await noticesOf(handedIn.auditorId)).toEqual([]);
    expect(await channelsOf(lastDay.auditorId)).toEqual([{ kind: 'report_due', channel: 'email' }]);
  });

  it('reminds a sent-back report by its fixes’ deadline, long after its audit date', async () => {
    const sentBack = await reportAudited(9, 'ACKNOWLEDGED');
    const now = indiaTime(11);
    const fixDueAt = new Date(now.getTime() + 5 * 3_600_000).toISOString();
    await h.db
      .updateTable('audit_stores')
      .set({ fix_due_at: fixDueAt })
      .where('id', '=', sentBack.reportId)
      .execute();
    await remindReportsDue(h.db, now);
    const [reminder] = await noticesOf(sentBack.auditorId);
    expect(reminder?.event_key).toBe(`report:${sentBack.reportId}:due:${fixDueAt}`);
    expect(reminder?.body).toContain('16:00 India time');
  });

  it('names the audits newly open near an auditor once a day, by the opportunities e-mail preference', async () => {
    const mumbai = await createCity(h.db);
    const near = { latitude: 19.05, longitude: 72.88 };
    const far = { latitude: 28.61, longitude: 77.2 };
    const keen = await createUser(h.db);
    const quiet = await createUser(h.db);
    for (const auditor of [keen, quiet]) await completePersonalInfo(h.db, auditor.id, mumbai);
    await h.db
      .updateTable('preferences')
      .set({ receive_new_opportunities_email: 0 })
      .where('user_id', '=', quiet.id)
      .execute();
    const first = await createCycleWithAudits(h.db, { stores: [near, near, far] });

    await sendOpportunityDigests(h.db, indiaTime(8, 1));
    expect(await noticesOf(keen.id)).toEqual([]);
    await sendOpportunityDigests(h.db, indiaTime(9, 1));
    const [digest] = await noticesOf(keen.id);
    expect(digest).toMatchObject({ kind: 'new_opportunities', link: NOTICE_LINKS.opportunities });
    // the far store is beyond the default 100 km; other tests' cycles may be near too
    expect(digest?.body).toMatch(/Open within 100 km of you: /);
    const announced = await h.db
      .selectFrom('opportunity_announcements')
      .select('audit_cycle_id')
      .where('user_id', '=', keen.id)
      .execute();
    expect(announced.map((row) => row.audit_cycle_id)).toContain(first.cycleId);
    expect(await channelsOf(keen.id)).toEqual([{ kind: 'new_opportunities', channel: 'email' }]);
    expect(await noticesOf(quiet.id)).toHaveLength(1);
    expect(await channelsOf(quiet.id)).toEqual([]);

    // later the same day, and from a second instance at once: nothing more
    await Promise.all([
      sendOpportunityDigests(h.db, indiaTime(14, 1)),
      sendOpportunityDigests(h.db, indiaTime(14, 1)),
    ]);
    expect(await noticesOf(keen.id)).toHaveLength(1);

    // the next day, only a cycle opened since is named
    await sendOpportunityDigests(h.db, indiaTime(10, 2));
    expect(await noticesOf(keen.id)).toHaveLength(1);
    const second = await createCycleWithAudits(h.db, { stores: [near] });
    const secondName = await h.db
      .selectFrom('audit_cycles')
      .select('name')
      .where('id', '=', second.cycleId)
      .executeTakeFirstOrThrow();
    await sendOpportunityDigests(h.db, indiaTime(10, 3));
    const [, next] = await noticesOf(keen.id);
    expect(next?.title).toBe('A new audit near you');
    expect(next?.body).toContain(`${secondName.name} (1 audit)`);
  });
});
