import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LINKS } from '../../src/contract';
import { calendarDate, shiftCalendarDate } from '../../src/server/domain/calendar';
import { nextActions } from '../../src/server/domain/nextActions';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits } from './world';

/**
 * What to do now (decision 0043): the reports whose last moment is ahead, soonest first (a
 * sent-back one to fix, one in progress to finish, one assigned to start), then the terms and the
 * profile; nothing ended, nothing not yet due, nothing of another auditor's.
 */
describe.each(DIALECTS)('next actions on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  const today = calendarDate(new Date());
  /** 10:00 in India today */
  const morning = new Date(Date.parse(`${today}T00:00:00+05:30`) + 10 * 3_600_000);

  async function report(auditorId: number, status: 'ASSIGNED' | 'ACKNOWLEDGED' | 'SUBMITTED', days: number) {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const id = await createAuditStore(h.db, auditorId, auditIds[0] as number, status);
    await h.db
      .updateTable('audit_stores')
      .set({ audit_date: shiftCalendarDate(today, days) })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('leads with the soonest deadline, then the terms and the profile', async () => {
    const auditor = await createUser(h.db);
    const lastDay = await report(auditor.id, 'ACKNOWLEDGED', -2);
    const sentBack = await report(auditor.id, 'ACKNOWLEDGED', -9);
    const fixDueAt = new Date(morning.getTime() + 5 * 3_600_000).toISOString();
    await h.db.updateTable('audit_stores').set({ fix_due_at: fixDueAt }).where('id', '=', sentBack).execute();
    await report(auditor.id, 'ASSIGNED', 0);
    await report(auditor.id, 'ASSIGNED', 1);
    await report(auditor.id, 'SUBMITTED', -1);
    await report(auditor.id, 'ACKNOWLEDGED', -4);

    const actions = await nextActions(h.db, auditor.id, morning);
    expect(actions.map((action) => [action.kind, action.link])).toEqual([
      ['fix_report', NOTICE_LINKS.report(sentBack)],
      ['finish_report', NOTICE_LINKS.report(lastDay)],
      ['start_report', NOTICE_LINKS.assignedAudits],
      ['accept_terms', '/tos_accept'],
      ['finish_profile', '/details'],
    ]);
    expect(actions[0]?.due_at).toBe(fixDueAt);
    expect(actions[1]?.detail).toMatch(/by \d+\w\w \w{3} \d{4}, 23:59 India time\.$/);
  });

  it('is read over the API by its auditor alone, and is empty for one with nothing to do', async () => {
    const busy = await createUser(h.db);
    await report(busy.id, 'ACKNOWLEDGED', 0);
    const idle = await createUser(h.db);
    await h.db
      .updateTable('account_flags')
      .set({ pp_accepted: 1, agreement_accepted: 1 })
      .where('user_id', '=', idle.id)
      .execute();
    const cookie = await sessionFor(h.app, idle.email, idle.password);
    const answer = await h.app.inject({ url: '/api/auditor/dashboard/next_actions', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const kinds = (answer.json() as Array<{ kind: string }>).map((action) => action.kind);
    expect(kinds).toEqual(['finish_profile']);
  });
});
