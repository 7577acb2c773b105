import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATION_PASS_PERCENT,
  DEFAULT_SCORING_RULES,
  isCertificationPassed,
  PAYABLE_REPORT_STATUS,
  QUESTION_TYPES,
  ROLES,
  scoreQuestionnaire,
} from '../../src/contract';
import { verifyPassword } from '../../src/server/auth/passwords';
import { loadAnswers, loadQuestionnaire } from '../../src/server/domain/reportData';
import { seedDemoWorld } from '../../src/server/tools/seed';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { createTestDb, DIALECTS, type TestDatabase } from './testDb';

const TODAY = '2025-03-14';

const SEEDED_TABLES = [
  'users',
  'countries',
  'states',
  'cities',
  'profiles',
  'bank_accounts',
  'additional_infos',
  'preferences',
  'account_flags',
  'clients',
  'audit_cycles',
  'audit_alignment_factors',
  'manager_contacts',
  'stores',
  'audits',
  'applications',
  'audit_stores',
  'audit_store_status_changes',
  'sections',
  'questions',
  'answers',
  'report_sections',
  'report_feedback',
  'proof_tags',
  'payments',
  'concerns',
  'certification_questions',
  'certification_attempts',
  'referrals',
];

async function rowCounts(t: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    counts[table] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe.each(DIALECTS)('the demonstration world on %s', (dialect) => {
  let t: TestDatabase;
  let first: { seeded: boolean };
  beforeAll(async () => {
    t = await createTestDb(dialect);
    first = await seedDemoWorld(t.db, { today: TODAY });
  });
  afterAll(() => t?.close());

  const demoAuditorId = async () =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.auditor.email)
        .executeTakeFirstOrThrow()
    ).id;

  it('seeds on the first call and creates the demo accounts, one for every role, with their passwords', async () => {
    expect(first).toEqual({ seeded: true });
    const expectedRoles = {
      auditor: 'auditor',
      manager: 'manager',
      newcomer: 'auditor',
      qa: 'qa',
      pm: 'pm',
      client: 'client',
      moderator: 'moderator',
      region: 'brand',
      store: 'brand',
    } as const;
    expect(new Set(Object.values(expectedRoles))).toEqual(new Set(ROLES));
    for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
      const user = await t.db
        .selectFrom('users')
        .select(['role', 'password_hash', 'is_active'])
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe(expectedRoles[kind as keyof typeof expectedRoles]);
      expect(user.is_active).toBe(1);
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
    }
  });

  it('ties the demo client account to its client, whose café report waits in client review', async () => {
    const client = await t.db
      .selectFrom('users')
      .innerJoin('clients', 'clients.id', 'users.client_id')
      .innerJoin('audit_cycles', 'audit_cycles.client_id', 'clients.id')
      .innerJoin('audits', 'audits.audit_cycle_id', 'audit_cycles.id')
      .innerJoin('audit_stores', 'audit_stores.audit_id', 'audits.id')
      .select(['clients.name', 'audit_stores.status'])
      .where('users.email', '=', DEMO_ACCOUNTS.client.email)
      .where('audit_stores.status', '=', 'COMPLETED')
      .execute();
    expect(client.map((row) => row.name)).toContain('Kaapi Kulture Beverages Pvt. Ltd.');
    // the one reviewer of a brand: the brand's region manager reads its figures and reviews nothing
    const tied = await t.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('client_id', 'is not', null)
      .execute();
    expect(tied.map((row) => [row.email, row.role]).sort()).toEqual([
      [DEMO_ACCOUNTS.client.email, 'client'],
      [DEMO_ACCOUNTS.region.email, 'brand'],
      [DEMO_ACCOUNTS.store.email, 'brand'],
    ]);
  });

  it('seats the Besant Nagar café’s manager at their store, the one whose report waits for the brand', async () => {
    const seat = await t.db
      .selectFrom('users')
      .innerJoin('stores', 'stores.id', 'users.brand_store_id')
      .innerJoin('audits', 'audits.store_id', 'stores.id')
      .innerJoin('audit_stores', 'audit_stores.audit_id', 'audits.id')
      .select(['users.brand_seat', 'stores.name', 'audit_stores.status'])
      .where('users.email', '=', DEMO_ACCOUNTS.store.email)
      .where('audit_stores.status', '=', 'COMPLETED')
      .execute();
    expect(seat).toEqual([{ brand_seat: 'store', name: 'Kaapi Kulture, Besant Nagar', status: 'COMPLETED' }]);
  });

  it('sets the demo brand’s regions, its South region manager reading the southern cafés', async () => {
    const manager = await t.db
      .selectFrom('users')
      .innerJoin('brand_regions', 'brand_regions.id', 'users.brand_region_id')
      .innerJoin('brand_region_cities', 'brand_region_cities.region_id', 'brand_regions.id')
      .innerJoin('cities', 'cities.id', 'brand_region_cities.city_id')
      .select(['users.brand_seat', 'brand_regions.name as region', 'cities.name as city'])
      .where('users.email', '=', DEMO_ACCOUNTS.region.email)
      .execute();
    expect(manager.map((row) => [row.brand_seat, row.region, row.city]).sort()).toEqual([
      ['region', 'South', 'Bengaluru'],
      ['region', 'South', 'Chennai'],
      ['region', 'South', 'Hyderabad'],
    ]);
  });

  it('stores every accepted report’s score, as the accept in the app does, equal to a recomputation', async () => {
    const accepted = await t.db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .leftJoin('report_scores', 'report_scores.audit_store_id', 'audit_stores.id')
      .select([
        'audit_stores.id',
        'audits.audit_cycle_id',
        'report_scores.score_milli',
        'report_scores.rules_version',
      ])
      .where('audit_stores.status', '=', 'ACCEPTED')
      .execute();
    expect(accepted.length).toBeGreaterThan(0);
    for (const report of accepted) {
      const score = scoreQuestionnaire(
        DEFAULT_SCORING_RULES,
        await loadQuestionnaire(t.db, report.audit_cycle_id),
        await loadAnswers(t.db, report.id),
      );
      expect(report.rules_version).toBe(0);
      expect(report.score_milli).toBe(score.percent === null ? null : Math.round(score.percent * 1000));
    }
  });

  it('changes nothing when called again', async () => {
    const before = await rowCounts(t);
    expect(await seedDemoWorld(t.db, { today: TODAY })).toEqual({ seeded: false });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('gives every auditor a profile, preferences and account flags, and each user a distinct referral code', async () => {
    const users = await t.db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .leftJoin('preferences', 'preferences.user_id', 'users.id')
      .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
      .select([
        'users.role',
        'users.referral_code',
        'profiles.user_id as profile',
        'preferences.user_id as prefs',
      ])
      .select('account_flags.user_id as flags')
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(9);
    for (const user of users.filter((u) => u.role === 'auditor')) {
      expect([user.profile, user.prefs, user.flags]).not.toContain(null);
    }
    expect(new Set(users.map((u) => u.referral_code)).size).toBe(users.length);
  });

  it('leaves the newcomer without names, mobile number or bank details', async () => {
    const newcomer = await t.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .innerJoin('account_flags', 'account_flags.user_id', 'users.id')
      .leftJoin('bank_accounts', 'bank_accounts.user_id', 'users.id')
      .select([
        'profiles.first_name',
        'profiles.last_name',
        'profiles.mobile_number',
        'bank_accounts.user_id as bank',
      ])
      .select([
        'account_flags.pp_accepted',
        'account_flags.agreement_accepted',
        'account_flags.is_tour_complete',
      ])
      .where('users.email', '=', DEMO_ACCOUNTS.newcomer.email)
      .executeTakeFirstOrThrow();
    expect(newcomer).toEqual({
      first_name: '',
      last_name: '',
      mobile_number: null,
      bank: null,
      pp_accepted: 0,
      agreement_accepted: 0,
      is_tour_complete: 0,
    });
  });

  it('places at least 20 stores inside India, in at least 6 cities, each near its own city', async () => {
    const stores = await t.db
      .selectFrom('stores')
      .innerJoin('cities', 'cities.id', 'stores.city_id')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['stores.latitude', 'stores.longitude', 'cities.name', 'states.country_code'])
      .select(['cities.latitude as city_lat', 'cities.longitude as city_lng'])
      .execute();
    expect(stores.length).toBeGreaterThanOrEqual(20);
    expect(new Set(stores.map((s) => s.name)).size).toBeGreaterThanOrEqual(6);
    for (const store of stores) {
      expect(store.country_code).toBe('IN');
      expect(store.latitude).toBeGreaterThan(6);
      expect(store.latitude).toBeLessThan(37);
      expect(store.longitude).toBeGreaterThan(68);
      expect(store.longitude).toBeLessThan(98);
      const here = { lat: store.latitude, lng: store.longitude };
      expect(distanceKm(here, { lat: store.city_lat, lng: store.city_lng })).toBeLessThan(25);
    }
  });

  it('has all 36 Indian states and union territories, each with a city', async () => {
    const states = await t.db
      .selectFrom('states')
      .leftJoin('cities', 'cities.state_id', 'states.id')
      .select(['states.code', (eb) => eb.fn.count<number>('cities.id').as('cities')])
      .where('states.country_code', '=', 'IN')
      .groupBy('states.code')
      .execute();
    expect(states).toHaveLength(36);
    for (const state of states) expect(Number(state.cities)).toBeGreaterThanOrEqual(1);
    expect(states.map((s) => s.code)).toEqual(expect.arrayContaining(['MH', 'KA', 'DL', 'TS', 'LA']));
  });

  it('runs at least 4 active cycles around today, each with a questionnaire of all three question types', async () => {
    const cycles = await t.db
      .selectFrom('audit_cycles')
      .select(['id', 'start_date', 'end_date'])
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(cycles.length).toBeGreaterThanOrEqual(4);
    for (const cycle of cycles) {
      expect(cycle.start_date < TODAY && TODAY < cycle.end_date).toBe(true);
      const types = await t.db
        .selectFrom('questions')
        .innerJoin('sections', 'sections.id', 'questions.section_id')
        .select('questions.question_type')
        .distinct()
        .where('sections.audit_cycle_id', '=', cycle.id)
        .execute();
      expect(types.map((q) => q.question_type).sort()).toEqual([...QUESTION_TYPES].sort());
      const audits = await t.db
        .selectFrom('audits')
        .select('id')
        .where('audit_cycle_id', '=', cycle.id)
        .execute();
      expect(audits.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives the demo auditor audit stores in at least 7 statuses, each matching its application', async () => {
    const stores = await t.db
      .selectFrom('audit_stores')
      .innerJoin('applications', 'applications.id', 'audit_stores.application_id')
      .select(['audit_stores.status', 'audit_stores.audit_date', 'applications.audit_date as applied_date'])
      .select(['applications.status as application_status', 'applications.audit_id as applied_audit'])
      .select('audit_stores.audit_id')
      .where('audit_stores.auditor_id', '=', await demoAuditorId())
      .execute();
    expect(new Set(stores.map((s) => s.status)).size).toBeGreaterThanOrEqual(7);
    for (const store of stores) {
      expect(store.application_status).toBe('APPROVED');
      expect(store.audit_date).toBe(store.applied_date);
      expect(store.audit_id).toBe(store.applied_audit);
    }
  });

  it('gives the demo auditor payments in all three statuses, for the audit fee and reimbursement', async () => {
    const payments = await t.db
      .selectFrom('payments')
      .innerJoin('audit_stores', 'audit_stores.id', 'payments.audit_store_id')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .select([
        'payments.status',
        'payments.amount_paise',
        'payments.reimbursement_paise',
        'payments.paid_on',
        'audit_stores.status as report_status',
      ])
      .select([
        'payments.payment_due_date',
        'audits.fee_paise',
        'audits.reimbursement_paise as audit_reimbursement',
      ])
      .where('payments.auditor_id', '=', await demoAuditorId())
      .execute();
    expect(new Set(payments.map((p) => p.status))).toEqual(new Set(['PAID', 'PENDING', 'FAILED']));
    for (const payment of payments) {
      // a payment is made when the client accepts the report, never for one still in review
      expect(payment.report_status).toBe(PAYABLE_REPORT_STATUS);
      expect(payment.amount_paise).toBe(payment.fee_paise);
      expect(payment.reimbursement_paise).toBe(payment.audit_reimbursement);
      if (payment.status === 'PAID') expect(payment.paid_on && payment.paid_on < TODAY).toBe(true);
      if (payment.status === 'PENDING') expect(payment.payment_due_date > TODAY).toBe(true);
    }
  });

  it('pays only accepted reports: no seeded payment waits on a report still in review', async () => {
    const reports = await t.db
      .selectFrom('payments')
      .innerJoin('audit_stores', 'audit_stores.id', 'payments.audit_store_id')
      .select('audit_stores.status')
      .execute();
    expect(reports.length).toBeGreaterThan(0);
    expect(new Set(reports.map((report) => report.status))).toEqual(new Set([PAYABLE_REPORT_STATUS]));
  });

  it('records the steps of every seeded report in time order, ending at its status', async () => {
    const stores = await t.db.selectFrom('audit_stores').select(['id', 'status', 'submitted_at']).execute();
    const changes = await t.db
      .selectFrom('audit_store_status_changes')
      .select(['audit_store_id', 'from_status', 'to_status', 'changed_at'])
      .orderBy('id')
      .execute();
    for (const store of stores) {
      const steps = changes.filter((change) => change.audit_store_id === store.id);
      expect(steps[0]?.to_status, `report ${store.id}`).toBe('ASSIGNED');
      expect(steps.at(-1)?.to_status, `report ${store.id}`).toBe(store.status);
      for (const [n, step] of steps.entries()) {
        if (n === 0) continue;
        expect(step.from_status).toBe(steps[n - 1]?.to_status);
        expect(step.changed_at >= (steps[n - 1]?.changed_at ?? '')).toBe(true);
      }
      if (store.submitted_at)
        expect(steps.find((step) => step.to_status === 'SUBMITTED')?.changed_at).toBe(store.submitted_at);
    }
  });

  it('has exactly 20 certification questions of 5 marks, each with exactly one correct option', async () => {
    const questions = await t.db
      .selectFrom('certification_questions')
      .select(['question_number', 'options', 'marks'])
      .orderBy('question_number')
      .execute();
    expect(questions.map((q) => q.question_number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const question of questions) {
      expect(question.marks).toBe(5);
      const options = JSON.parse(question.options) as Array<{ isCorrect: boolean }>;
      expect(options.filter((o) => o.isCorrect)).toHaveLength(1);
    }
  });

  it('scores each seeded attempt as the server would, and every auditor holding an audit passed', async () => {
    const questions = await t.db.selectFrom('certification_questions').selectAll().execute();
    const attempts = await t.db
      .selectFrom('certification_attempts')
      .innerJoin('users', 'users.id', 'certification_attempts.user_id')
      .select(['users.email', 'user_id', 'answers', 'score', 'submitted_at'])
      .execute();
    for (const attempt of attempts) {
      const answers = JSON.parse(attempt.answers) as Record<string, string>;
      const earned = questions.reduce((sum, q) => {
        const options = JSON.parse(q.options) as Array<{ isCorrect: boolean; serialNumber: string }>;
        const chosen = options.find((o) => o.serialNumber === answers[String(q.question_number)]);
        return sum + (chosen?.isCorrect ? q.marks : 0);
      }, 0);
      expect(attempt.score, attempt.email).toBe(earned);
      expect(attempt.submitted_at, attempt.email).not.toBeNull();
    }
    const passed = new Set(attempts.filter((a) => isCertificationPassed(a.score ?? 0)).map((a) => a.user_id));
    const holders = await t.db.selectFrom('audit_stores').select('auditor_id').distinct().execute();
    for (const holder of holders)
      expect(passed.has(holder.auditor_id), `auditor ${holder.auditor_id}`).toBe(true);
    // a manager's application screen shows a failed attempt too
    const failedWithApplication = await t.db
      .selectFrom('applications')
      .innerJoin('certification_attempts', 'certification_attempts.user_id', 'applications.auditor_id')
      .select('applications.id')
      .where('applications.status', '=', 'APPLIED')
      .where('certification_attempts.score', '<', CERTIFICATION_PASS_PERCENT)
      .execute();
    expect(failedWithApplication.length).toBeGreaterThan(0);
  });
});
