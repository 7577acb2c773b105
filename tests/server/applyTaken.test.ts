import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLY_MESSAGES,
  type AuditStoreStatus,
  applyWindow,
  type CyclePage,
  type OpportunityCycle,
  reapplyWindow,
} from '../../src/contract';
import { createApplicant } from './accountWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import {
  createApplication,
  createAuditStore,
  createCity,
  createCycleWithAudits,
  daysFromToday,
} from './world';

/**
 * Apply only where a visit can happen (decision 0063): an audit another auditor holds (a report of
 * it in a holding status, the notion of migration 0011's index) is shown as taken on the cycle page,
 * is not counted on /audit, and a plain application to it is refused in words that say so. A
 * withdrawn, failed or rejected report frees the audit again.
 */

const HOLDING: AuditStoreStatus[] = [
  'ASSIGNED',
  'ACKNOWLEDGED',
  'SUBMITTED',
  'PM_REVIEW',
  'COMPLETED',
  'ACCEPTED',
];
const FREEING: AuditStoreStatus[] = ['AUDITOR_WITHDRAWN', 'FAILED', 'WITHDRAWN', 'REJECTED'];

const firstDate = () =>
  applyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date()).accepted?.first;

describe.each(DIALECTS)('an audit held by another auditor on %s', (dialect) => {
  let h: Harness;
  let city: number;
  let holderId: number;

  const post = (cookie: string, url: string, payload: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/${url}`,
      headers: { cookie, origin: ORIGIN },
      payload,
    });
  const applyFor = (cookie: string, auditId: number) =>
    post(cookie, `audit/${auditId}/application/apply`, { audit_id: auditId, audit_date: firstDate() });
  const applicationsOf = (auditorId: number, auditId: number) =>
    h.db
      .selectFrom('applications')
      .select('status')
      .where('auditor_id', '=', auditorId)
      .where('audit_id', '=', auditId)
      .orderBy('id')
      .execute();

  /** One audit whose report, in `status`, is another auditor's. */
  async function auditHeldAs(status: AuditStoreStatus) {
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const audit = auditIds[0] as number;
    const application = await createApplication(h.db, holderId, audit, 'APPROVED');
    await createAuditStore(h.db, holderId, audit, status, application);
    return { cycleId, audit, free: auditIds[1] as number };
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    city = await createCity(h.db);
    holderId = (await createUser(h.db)).id;
  });
  afterAll(() => h.close());

  it.each(HOLDING)('refuses a plain application while the holder’s report is %s', async (status) => {
    const me = await createApplicant(h.db, h, city);
    const { audit, free } = await auditHeldAs(status);
    const refusal = await applyFor(me.cookie, audit);
    expect([refusal.statusCode, refusal.json().non_field_errors]).toEqual([400, [APPLY_MESSAGES.taken]]);
    expect(await applicationsOf(me.user.id, audit)).toEqual([]);
    // the audit beside it in the same cycle stays open
    expect((await applyFor(me.cookie, free)).statusCode).toBe(200);
  });

  it.each(FREEING)('takes an application once the holder’s report is %s', async (status) => {
    const me = await createApplicant(h.db, h, city);
    const { audit } = await auditHeldAs(status);
    const response = await applyFor(me.cookie, audit);
    expect(response.statusCode, response.body).toBe(200);
    expect(await applicationsOf(me.user.id, audit)).toEqual([{ status: 'APPLIED' }]);
  });

  it('refuses a reapplication to a taken audit and keeps the waitlisted application', async () => {
    const me = await createApplicant(h.db, h, city);
    const { audit } = await auditHeldAs('ASSIGNED');
    // applied before the approval, which waitlisted it (applicationDecisions.ts)
    await createApplication(h.db, me.user.id, audit, 'WAITLISTED');
    const offered = reapplyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date())
      .offered?.last;
    const refusal = await post(me.cookie, `audit/${audit}/application/reapply`, { audit_date: offered });
    expect([refusal.statusCode, refusal.json().non_field_errors]).toEqual([400, [APPLY_MESSAGES.taken]]);
    expect(await applicationsOf(me.user.id, audit)).toEqual([{ status: 'WAITLISTED' }]);
  });

  it('shows the audit as taken on the cycle page, and /audit does not count it', async () => {
    const me = await createApplicant(h.db, h, city);
    const { cycleId, audit, free } = await auditHeldAs('SUBMITTED');
    // the auditor's own rejected application does not make the audit theirs, nor open it
    await createApplication(h.db, me.user.id, audit, 'REJECTED');
    const page = await h.app.inject({ url: `/api/auditor/audit/${cycleId}`, headers: { cookie: me.cookie } });
    const availability = Object.fromEntries(
      page.json<CyclePage>().locations.map((location) => [location.id, location.availability]),
    );
    expect(availability).toEqual({ [audit]: 'taken', [free]: 'open' });
    const cards = await h.app.inject({ url: '/api/auditor/audit?kms=100', headers: { cookie: me.cookie } });
    const card = cards.json<OpportunityCycle[]>().find((each) => each.audit_cycle.id === cycleId);
    expect(card?.opportunities).toBe(1);
  });

  it('shows the auditor’s own assigned audit as theirs, not as taken', async () => {
    const me = await createApplicant(h.db, h, city);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const audit = auditIds[0] as number;
    await createAuditStore(
      h.db,
      me.user.id,
      audit,
      'ASSIGNED',
      await createApplication(h.db, me.user.id, audit, 'APPROVED'),
    );
    const page = await h.app.inject({ url: `/api/auditor/audit/${cycleId}`, headers: { cookie: me.cookie } });
    expect(page.json<CyclePage>().locations.map((location) => location.availability)).toEqual(['open']);
  });

  it('shows every audit of a cycle past its last bookable day as closed', async () => {
    const me = await createApplicant(h.db, h, city);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 1, endDate: daysFromToday(0) });
    const audit = auditIds[0] as number;
    // the page of a cycle opens for an auditor who applied in it (cyclePage.ts)
    await createApplication(h.db, me.user.id, audit, 'WITHDRAWN');
    const page = await h.app.inject({ url: `/api/auditor/audit/${cycleId}`, headers: { cookie: me.cookie } });
    expect(page.json<CyclePage>().locations.map((location) => location.availability)).toEqual(['closed']);
    const refusal = await applyFor(me.cookie, audit);
    expect([refusal.statusCode, refusal.json().non_field_errors]).toEqual([400, [APPLY_MESSAGES.notOpen]]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('apply racing another auditor’s approval on PostgreSQL', () => {
  const TRIALS = 12;
  let h: Harness;
  let city: number;
  let managerCookie: string;

  beforeAll(async () => {
    h = await startHarness('postgres');
    city = await createCity(h.db);
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  it('is refused as taken, or lands before the approval and is waitlisted by it', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const [me, rival] = [await createApplicant(h.db, h, city), await createApplicant(h.db, h, city)];
      const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
      const audit = auditIds[0] as number;
      const rivalApplication = await createApplication(h.db, rival.user.id, audit, 'APPLIED');
      const approve = () =>
        h.app.inject({
          method: 'POST',
          url: `/api/manager/application/${rivalApplication}/approve`,
          headers: { cookie: managerCookie, origin: ORIGIN },
          payload: {},
        });
      const apply = () =>
        h.app.inject({
          method: 'POST',
          url: `/api/auditor/audit/${audit}/application/apply`,
          headers: { cookie: me.cookie, origin: ORIGIN },
          payload: { audit_id: audit, audit_date: firstDate() },
        });
      // each on a pooled connection of its own. The apply's gates take longer than the approval,
      // so where the apply starts first the approval follows after a spread of delays: some land
      // before the apply's insert, some after it.
      const after = async (ms: number, call: typeof apply) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return call();
      };
      const [approved, applied] =
        trial % 2 === 0
          ? await Promise.all([approve(), after(trial % 4, apply)])
          : (await Promise.all([apply(), after(trial * 3, approve)])).reverse();
      expect(approved?.statusCode, approved?.body).toBe(200);
      const mine = await h.db
        .selectFrom('applications')
        .select('status')
        .where('auditor_id', '=', me.user.id)
        .where('audit_id', '=', audit)
        .execute();
      if (applied?.statusCode === 200) {
        // it landed first: the approval waitlisted it with the audit's other applications
        expect(mine).toEqual([{ status: 'WAITLISTED' }]);
        outcomes.push('waitlisted');
      } else {
        expect([applied?.statusCode, applied?.json().non_field_errors]).toEqual([
          400,
          [APPLY_MESSAGES.taken],
        ]);
        expect(mine).toEqual([]);
        outcomes.push('refused');
      }
    }
    console.info(`apply against another auditor's approval, ${TRIALS} trials: ${outcomes.join(', ')}`);
  }, 60_000);
});
