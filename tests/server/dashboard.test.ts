import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, MESSAGES, VERSION_HEADER } from '../../src/contract';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import {
  completePersonalInfo,
  createApplication,
  createAuditStore,
  createCity,
  createCycleWithAudits,
  createPayment,
  daysFromToday,
} from './world';

const ENDPOINTS = [
  '/api/auditor/config',
  '/api/auditor/user',
  '/api/auditor/profile_info',
  '/api/auditor/profile_completion_percentage',
  '/api/auditor/dashboard/stats',
  '/api/auditor/dashboard/score',
];

describe.each(DIALECTS)('dashboard and shell calls on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect, { BRAND_SHORTNAME: 'Acme', SUPPORT_EMAIL: 'help@acme.test' });
  });
  afterAll(() => h?.close());

  it.each(ENDPOINTS)('%s answers 403 without a session, with the version header', async (url) => {
    const res = await h.app.inject({ url });
    expect(res.statusCode).toBe(403);
    expect(res.json().non_field_errors[0]).toBe(MESSAGES.sessionExpired);
    expect(res.headers[VERSION_HEADER]).toBe(APP_VERSION);
  });

  it.each(ENDPOINTS.filter((url) => !url.endsWith('/config')))(
    '%s answers 403 to a manager (wrong role)',
    async (url) => {
      const manager = await createUser(h.db, { role: 'manager' });
      const cookie = await sessionFor(h.app, manager.email, manager.password);
      const res = await h.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().non_field_errors[0]).toBe(MESSAGES.forbidden);
    },
  );

  it('gives a manager the config too, with the role, so the app shows the staff page', async () => {
    const manager = await createUser(h.db, { role: 'manager' });
    const cookie = await sessionFor(h.app, manager.email, manager.password);
    const res = await h.app.inject({ url: '/api/auditor/config', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      USER_ID: manager.id,
      USER_EMAIL: manager.email,
      USER_ROLE: 'manager',
    });
  });

  it('counts the dashboard figures from the database, for this auditor only', async () => {
    const me = await createUser(h.db);
    // listing opportunities needs the personal fields; the stores are near the auditor's city
    await completePersonalInfo(h.db, me.id, await createCity(h.db));
    const other = await createUser(h.db);
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 7 });
    // never available; its audits hold my finished reports (one live report per audit)
    const archived = (await createCycleWithAudits(h.db, { status: 'ARCHIVED', audits: 2 })).auditIds;
    await createCycleWithAudits(h.db, { endDate: daysFromToday(0), audits: 1 }); // no bookable date left
    const [a0, a1, a2, a3, a4] = auditIds as [number, number, number, number, number];
    const a6 = auditIds[6] as number;
    await createApplication(h.db, me.id, a0, 'APPLIED');
    await createApplication(h.db, me.id, a1, 'WAITLISTED');
    await createApplication(h.db, me.id, a2, 'REJECTED'); // rejected: available again
    const approved = await createApplication(h.db, me.id, a3, 'APPROVED');
    await createAuditStore(h.db, me.id, a3, 'ACKNOWLEDGED', approved);
    await createAuditStore(h.db, me.id, a4, 'ASSIGNED');
    await createAuditStore(h.db, me.id, archived[0] as number, 'SUBMITTED');
    await createAuditStore(h.db, me.id, archived[1] as number, 'ACCEPTED');
    await createAuditStore(h.db, me.id, a4, 'FAILED');
    await createAuditStore(h.db, me.id, a4, 'AUDITOR_WITHDRAWN');
    await createPayment(h.db, me.id, 'PENDING');
    await createPayment(h.db, me.id, 'PAID');
    // another auditor's rows never count for me; their assigned report takes its audit (decision 0063)
    await createApplication(h.db, other.id, a2, 'APPLIED');
    await createAuditStore(h.db, other.id, a6, 'ASSIGNED');
    await createPayment(h.db, other.id, 'PENDING');

    const cookie = await sessionFor(h.app, me.email, me.password);
    const res = await h.app.inject({ url: '/api/auditor/dashboard/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // a2 (only rejected, and another's application leaves it open) and the untouched a5
    expect(res.json()).toEqual({
      available_audits: 2,
      applied: 4,
      assigned: 2,
      completed: 2,
      pending_payment: 1,
    });
  });

  it('"Audits Applied" counts what /applied_audits lists, decided applications too', async () => {
    const me = await createUser(h.db);
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const cookie = await sessionFor(h.app, me.email, me.password);
    const figures = async () => {
      const stats = await h.app.inject({ url: '/api/auditor/dashboard/stats', headers: { cookie } });
      const list = await h.app.inject({ url: '/api/auditor/applied_audits', headers: { cookie } });
      return { tile: stats.json().applied, listed: list.json().total_count };
    };
    await createApplication(h.db, me.id, auditIds[0] as number, 'APPLIED');
    const approved = await createApplication(h.db, me.id, auditIds[1] as number, 'APPLIED');
    expect(await figures()).toEqual({ tile: 2, listed: 2 });
    // a manager approves one: the list still shows both, and so does the tile
    await h.db.updateTable('applications').set({ status: 'APPROVED' }).where('id', '=', approved).execute();
    expect(await figures()).toEqual({ tile: 2, listed: 2 });
  });

  it('scores reviewed reports from the marks of the chosen options, an accepted one by its stored score', async () => {
    const me = await createUser(h.db);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const section = await h.db
      .insertInto('sections')
      .values({ audit_cycle_id: cycleId, name: 'Entry', sequence: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = JSON.stringify([
      { sequence: 1, value: 'Yes', marks: 10 },
      { sequence: 2, value: 'No', marks: 0 },
    ]);
    const q1 = await h.db
      .insertInto('questions')
      .values({
        section_id: section.id,
        sequence: 1,
        question_txt: 'Greeted?',
        question_type: 'MUTEX',
        options,
        max_marks: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const q2 = await h.db
      .insertInto('questions')
      .values({
        section_id: section.id,
        sequence: 2,
        question_txt: 'Clean?',
        question_type: 'MUTEX',
        options,
        max_marks: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    // each report Yes (10 of 10) and No (0 of 10): 50% under the rules in force
    const answeredReport = async (auditId: number, status: 'COMPLETED' | 'ACCEPTED') => {
      const store = await createAuditStore(h.db, me.id, auditId, status);
      await h.db
        .insertInto('answers')
        .values([
          { audit_store_id: store, question_id: q1.id, answer_text: '["Yes"]', status: 1, updated_at: at },
          { audit_store_id: store, question_id: q2.id, answer_text: '["No"]', status: 1, updated_at: at },
        ])
        .execute();
      return store;
    };
    await answeredReport(auditIds[0] as number, 'COMPLETED');
    // the accepted one was scored 80% under the rules of its accept (decision 0075): that stands
    const accepted = await answeredReport(auditIds[1] as number, 'ACCEPTED');
    await h.db
      .insertInto('report_scores')
      .values({
        audit_store_id: accepted,
        rules_version: 1,
        score_milli: 80_000,
        passed: 1,
        sections: '[]',
        scored_at: at,
      })
      .execute();
    await h.db.updateTable('account_flags').set({ auditor_rating: 4 }).where('user_id', '=', me.id).execute();
    const cookie = await sessionFor(h.app, me.email, me.password);
    const res = await h.app.inject({ url: '/api/auditor/dashboard/score', headers: { cookie } });
    expect(res.json()).toEqual({ auditor_rating: 4, reports_reviewed: 2, average_report_score: 65 });
  });

  it('gives the shell its configuration from the environment', async () => {
    const me = await createUser(h.db);
    const cookie = await sessionFor(h.app, me.email, me.password);
    const res = await h.app.inject({ url: '/api/auditor/config', headers: { cookie } });
    expect(res.json()).toMatchObject({
      USER_ID: me.id,
      BRAND_SHORTNAME: 'Acme',
      SUPPORT_EMAIL: 'help@acme.test',
      COLLECTCDN_ID: null,
      ANALYTICS_ID: null,
      RELEASE: APP_VERSION,
    });
  });

  it('reports profile, account and completion from the stored fields', async () => {
    const me = await createUser(h.db, { firstName: 'Meera' });
    const cookie = await sessionFor(h.app, me.email, me.password);
    const empty = await h.app.inject({
      url: '/api/auditor/profile_completion_percentage',
      headers: { cookie },
    });
    const before = empty.json().profile_completion_percentage;
    expect(before).toBeGreaterThan(0); // the first name counts
    expect(before).toBeLessThan(20);

    const cityId = await createCity(h.db, 'Pune');
    await h.db
      .updateTable('profiles')
      .set({
        last_name: 'Iyer',
        gender: 'F',
        education: 'GR',
        date_of_birth: '1994-03-02',
        marital_status: 'S',
        address: '12 FC Road',
        city_id: cityId,
        pincode: '411004',
        mobile_number: '9820012345',
        dial_code: '+91',
      })
      .where('user_id', '=', me.id)
      .execute();
    const info = (await h.app.inject({ url: '/api/auditor/profile_info', headers: { cookie } })).json();
    expect(info).toMatchObject({
      first_name: 'Meera',
      gender: 'F',
      is_complete: true,
      city: { id: cityId, name: 'Pune', state: 'MH', country: 'IN', country_name: 'India' },
    });
    const user = (await h.app.inject({ url: '/api/auditor/user', headers: { cookie } })).json();
    expect(user).toMatchObject({
      mobile_number: '9820012345',
      dial_code: '+91',
      is_complete: true,
      certification_score: null,
    });
    const after = (
      await h.app.inject({ url: '/api/auditor/profile_completion_percentage', headers: { cookie } })
    ).json();
    expect(after.profile_completion_percentage).toBeGreaterThan(before);
    expect(after.profile_completion_percentage).toBeLessThan(100); // no bank, extra info or ID proof yet
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h.app.inject({ url: '/api/auditor/nope' });
    expect([403, 404]).toContain(res.statusCode);
    const unknownRoot = await h.app.inject({ url: '/api/nothing-here' });
    expect(unknownRoot.statusCode).toBe(404);
    expect(unknownRoot.json().non_field_errors).toBeDefined();
  });
});
