import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISION_MESSAGES,
  type ApplicationDecisionResult,
  type ManagedApplicationList,
  type ManagedCycle,
  type StaffAction,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import {
  completePersonalInfo,
  createApplication,
  createAuditStore,
  createCity,
  createCycleWithAudits,
  daysFromToday,
} from './world';

/**
 * Application decisions (decision 0025): a cycle's pending applications with what a manager weighs,
 * approve (the ASSIGNED audit store, the rest waitlisted), waitlist, reject (Denied to the
 * auditor), refusals from every wrong state, two managers at once, and the record.
 */
describe.each(DIALECTS)('manager application decisions on %s', (dialect) => {
  let h: Harness;
  let managerCookie: string;
  let secondManagerCookie: string;
  let managerId: number;
  const call = (method: 'GET' | 'POST', path: string, cookie = managerCookie) =>
    h.app.inject({ method, url: `/api/manager/${path}`, headers: { cookie, origin: ORIGIN } });
  const decide = (id: number, decision: string, cookie = managerCookie) =>
    call('POST', `application/${id}/${decision}`, cookie);
  const storesOf = (auditId: number) =>
    h.db.selectFrom('audit_stores').selectAll().where('audit_id', '=', auditId).execute();
  const statusOf = async (id: number) =>
    (await h.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  async function auditorIn(cityId: number) {
    const user = await createUser(h.db);
    await completePersonalInfo(h.db, user.id, cityId);
    return user;
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    managerId = manager.id;
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
    const second = await createUser(h.db, { role: 'manager' });
    secondManagerCookie = await sessionFor(h.app, second.email, second.password);
  });
  afterAll(() => h?.close());

  it('lists a cycle’s pending applications, oldest first, with what a decision rests on', async () => {
    const pune = await createCity(h.db, 'Pune', { latitude: 18.52, longitude: 73.86 });
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, {
      stores: [{ latitude: 19.07, longitude: 72.88 }],
    });
    const audit = auditIds[0] as number;
    const rated = await auditorIn(pune);
    await h.db
      .updateTable('account_flags')
      .set({ auditor_rating: 4 })
      .where('user_id', '=', rated.id)
      .execute();
    await h.db
      .insertInto('certification_attempts')
      .values({ user_id: rated.id, score: 80, started_at: 'x', submitted_at: new Date().toISOString() })
      .execute();
    const other = await createCycleWithAudits(h.db, { audits: 1 });
    await createAuditStore(h.db, rated.id, other.auditIds[0] as number, 'ACCEPTED');
    const first = await createApplication(h.db, rated.id, audit, 'APPLIED');
    const newcomer = await createUser(h.db);
    const second = await createApplication(h.db, newcomer.id, audit, 'WAITLISTED');
    await createApplication(h.db, (await createUser(h.db)).id, audit, 'REJECTED');

    const page = (await call('GET', `audit_cycle/${cycleId}/applications`)).json() as ManagedApplicationList;
    expect(page.total_count).toBe(2);
    expect(page.applications.map((a) => a.id)).toEqual([first, second]);
    expect(page.cycle).toMatchObject({ id: cycleId, applied_count: 1, waitlisted_count: 1 });
    const [weighed, unknown] = page.applications;
    expect(weighed).toMatchObject({
      status: 'APPLIED',
      auditor: { id: rated.id, city: 'Pune' },
      audit: { id: audit, store_name: 'Store 0', store_city: 'Mumbai' },
      auditor_rating: 4,
      certification: { standing: 'PASSED', score: 80, attempt: 1 },
      reports_completed: 1,
      audit_taken: false,
    });
    // Pune to Mumbai, great-circle: about 120 km
    expect(weighed?.distance_km).toBeGreaterThan(110);
    expect(weighed?.distance_km).toBeLessThan(130);
    expect(unknown).toMatchObject({
      distance_km: null,
      auditor_rating: null,
      certification: { standing: 'NOT_TAKEN', score: null, attempt: 0 },
      reports_completed: 0,
    });

    const cycles = ((await call('GET', 'audit_cycle')).json() as { cycles: ManagedCycle[] }).cycles;
    expect(cycles.find((c) => c.id === cycleId)).toMatchObject({ applied_count: 1, waitlisted_count: 1 });
    expect((await call('GET', 'audit_cycle/999999/applications')).statusCode).toBe(404);
    for (const bad of ['page=0', 'page=x'])
      expect((await call('GET', `audit_cycle/${cycleId}/applications?${bad}`)).statusCode, bad).toBe(400);
  });

  it('approves: the ASSIGNED audit store for the chosen date, the rest waitlisted, all recorded', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const audit = auditIds[0] as number;
    const chosen = await createUser(h.db);
    const waiting = await createUser(h.db);
    const approved = await createApplication(h.db, chosen.id, audit, 'APPLIED');
    const pending = await createApplication(h.db, waiting.id, audit, 'APPLIED');

    const response = await decide(approved, 'approve');
    expect(response.statusCode).toBe(200);
    const result = response.json() as ApplicationDecisionResult;
    expect(result.application.status).toBe('APPROVED');
    expect(result.waitlisted_application_ids).toEqual([pending]);
    const [store, ...more] = await storesOf(audit);
    expect(more).toEqual([]);
    expect(store).toMatchObject({
      id: result.audit_store_id,
      auditor_id: chosen.id,
      application_id: approved,
      status: 'ASSIGNED',
      audit_date: daysFromToday(2),
    });
    expect(await statusOf(pending)).toBe('WAITLISTED');
    const changes = await h.db
      .selectFrom('audit_store_status_changes')
      .select(['to_status', 'changed_by'])
      .where('audit_store_id', '=', store?.id ?? 0)
      .execute();
    expect(changes).toEqual([{ to_status: 'ASSIGNED', changed_by: managerId }]);

    // the auditor sees the audit assigned, and the application approved
    const cookie = await sessionFor(h.app, chosen.email, chosen.password);
    const assigned = await h.app.inject({ url: '/api/auditor/audit_store', headers: { cookie } });
    expect((assigned.json() as Array<{ id: number }>).map((s) => s.id)).toContain(store?.id);

    const history = (await call('GET', `application/${approved}/history`)).json() as {
      actions: StaffAction[];
    };
    expect(history.actions).toMatchObject([
      { action: 'approve', before: { status: 'APPLIED' }, after: { status: 'APPROVED' } },
    ]);
    const waitHistory = (await call('GET', `application/${pending}/history`)).json() as {
      actions: StaffAction[];
    };
    expect(waitHistory.actions).toMatchObject([
      { action: 'waitlist.by_approval', after: { status: 'WAITLISTED', approved_application_id: approved } },
    ]);
  });

  it('refuses decisions from every wrong state, on a held audit, a past date or a deactivated auditor', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const [audit, spare] = auditIds as [number, number];
    const byStatus = new Map<string, number>();
    for (const status of ['APPROVED', 'REJECTED', 'WITHDRAWN', 'NOT_APPLIED', 'WAITLISTED'] as const)
      byStatus.set(status, await createApplication(h.db, (await createUser(h.db)).id, spare, status));
    const alreadyDecided = { non_field_errors: [APPLICATION_DECISION_MESSAGES.alreadyDecided] };
    for (const status of ['APPROVED', 'REJECTED', 'WITHDRAWN', 'NOT_APPLIED'])
      for (const decision of ['approve', 'waitlist', 'reject']) {
        const refused = await decide(byStatus.get(status) as number, decision);
        expect(refused.statusCode, `${decision} ${status}`).toBe(400);
        expect(refused.json()).toEqual(alreadyDecided);
      }
    expect((await decide(byStatus.get('WAITLISTED') as number, 'waitlist')).json()).toEqual(alreadyDecided);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    expect((await call('POST', 'application/abc/approve')).statusCode).toBe(400);

    const holder = await createUser(h.db);
    await createAuditStore(h.db, holder.id, audit, 'SUBMITTED');
    const late = await createApplication(h.db, (await createUser(h.db)).id, audit, 'APPLIED');
    expect((await decide(late, 'approve')).json()).toEqual({
      non_field_errors: [APPLICATION_DECISION_MESSAGES.auditTaken],
    });
    expect(await statusOf(late)).toBe('APPLIED');
    // waitlisting and rejecting stay possible on a held audit
    expect((await decide(late, 'reject')).statusCode).toBe(200);
    expect(await statusOf(late)).toBe('REJECTED');

    const fresh = await createCycleWithAudits(h.db, { audits: 1 });
    const gone = await createApplication(
      h.db,
      (await createUser(h.db)).id,
      fresh.auditIds[0] as number,
      'APPLIED',
    );
    await h.db
      .updateTable('applications')
      .set({ audit_date: daysFromToday(-1) })
      .where('id', '=', gone)
      .execute();
    expect((await decide(gone, 'approve')).json()).toEqual({
      non_field_errors: [APPLICATION_DECISION_MESSAGES.dateGone],
    });
    const inactive = await createUser(h.db);
    await h.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
    const blocked = await createApplication(h.db, inactive.id, fresh.auditIds[0] as number, 'APPLIED');
    expect((await decide(blocked, 'approve')).json()).toEqual({
      non_field_errors: [APPLICATION_DECISION_MESSAGES.auditorInactive],
    });
    expect(await storesOf(fresh.auditIds[0] as number)).toEqual([]);
  });

  it('waitlists and rejects; the auditor sees Denied in the applied list', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const auditor = await createUser(h.db);
    const id = await createApplication(h.db, auditor.id, auditIds[0] as number, 'APPLIED');
    expect((await decide(id, 'waitlist')).json()).toMatchObject({ application: { status: 'WAITLISTED' } });
    expect((await decide(id, 'reject')).json()).toMatchObject({
      application: { status: 'REJECTED' },
      audit_store_id: null,
    });
    const cookie = await sessionFor(h.app, auditor.email, auditor.password);
    const applied = await h.app.inject({ url: '/api/auditor/applied_audits', headers: { cookie } });
    expect(JSON.stringify(applied.json())).toContain('"status":"REJECTED"');
    const history = (await call('GET', `application/${id}/history`)).json() as { actions: StaffAction[] };
    expect(history.actions.map((a) => a.action)).toEqual(['reject', 'waitlist']);
  });

  it('of two managers approving two applications of one audit at once, one assigns it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
      const audit = auditIds[0] as number;
      const a = await createApplication(h.db, (await createUser(h.db)).id, audit, 'APPLIED');
      const b = await createApplication(h.db, (await createUser(h.db)).id, audit, 'APPLIED');
      const answers = await Promise.all([decide(a, 'approve'), decide(b, 'approve', secondManagerCookie)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((r) => r.statusCode === 400)?.json()).toEqual({
        non_field_errors: [APPLICATION_DECISION_MESSAGES.auditTaken],
      });
      expect(await storesOf(audit)).toHaveLength(1);
      expect([await statusOf(a), await statusOf(b)].sort()).toEqual(['APPROVED', 'WAITLISTED']);
    }
  });

  it('of two managers approving one application at once, one decides it', async () => {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const id = await createApplication(h.db, (await createUser(h.db)).id, auditIds[0] as number, 'APPLIED');
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'approve', secondManagerCookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await storesOf(auditIds[0] as number)).toHaveLength(1);
    const history = (await call('GET', `application/${id}/history`)).json() as { actions: StaffAction[] };
    expect(history.actions).toHaveLength(1);
  });
});
