import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../../src/server/db/migrate';
import { createUser } from './harness';
import { createReportWorld } from './reportWorld';
import { besideOtherFiles, createTestDb, DIALECTS, type TestDatabase } from './testDb';
import { createCycleWithAudits } from './world';

const EXPECTED_TABLES = [
  'users',
  'sessions',
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
  'sections',
  'questions',
  'answers',
  'report_sections',
  'report_feedback',
  'proof_tags',
  'attachments',
  'repeat_alerts',
  'proof_notes',
  'payments',
  'payment_runs',
  'password_resets',
  'signup_requests',
  'staff_actions',
  'concerns',
  'certification_questions',
  'certification_attempts',
  'referrals',
  'visit_entries',
  'visit_seals',
];

describe.each(DIALECTS)('migrations on an empty %s database', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t?.close());

  it('creates every table of the data model', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of EXPECTED_TABLES) expect(tables).toContain(name);
  });

  it('is a no-op when run again', async () => {
    expect(
      (await besideOtherFiles(t.pgSchema, () => migratorOf(t.db, t.pgSchema).migrateToLatest())).error,
    ).toBeUndefined();
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      t.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual([
      '0001_initial',
      '0002_report_indexes',
      '0003_report_proofs',
      '0004_proof_notes',
      '0005_store_coordinates',
      '0006_live_application',
      '0007_payment_concerns',
      '0008_status_changes',
      '0009_shopper_guide',
      '0010_staff_actions',
      '0011_one_holder_per_audit',
      '0012_client_reviewers',
      '0013_payment_runs',
      '0014_password_resets',
      '0015_reset_link_retired',
      '0016_signup_requests',
      '0017_proof_tag_kinds',
      '0018_certification_retakes',
      '0019_flagged_snapshots',
      '0020_notices',
      '0021_fix_deadline',
      '0022_push_subscriptions',
      '0023_scheduled_notices',
      '0024_concern_answers',
      '0025_visit_entries',
      '0026_client_review_window',
      '0027_cycle_audit_weekdays',
      '0028_visit_seal_unrecorded',
      '0029_attachment_parts',
      '0030_upload_part_ledger',
      '0031_device_unsent',
      '0032_report_scores',
      '0033_brand_people',
      '0034_brand_wave_figures',
      '0035_report_lost_questions',
      '0036_brand_webhooks',
      '0037_action_plans',
      '0038_action_proofs',
    ]);
  });

  it('gives the tags written before 0017 the kind their label names, and the rest none', async () => {
    const { cycleId } = await createCycleWithAudits(t.db);
    const migrator = migratorOf(t.db, t.pgSchema);
    expect(
      (await besideOtherFiles(t.pgSchema, () => migrator.migrateTo('0016_signup_requests'))).error,
    ).toBeUndefined();
    const labels = [
      'Sales conversation AUDIO',
      'Video recording of the counter',
      'Shelf photo',
      'Signage close-up',
    ];
    await sql`insert into proof_tags (audit_cycle_id, proof_tag) values ${sql.join(
      labels.map((label) => sql`(${cycleId}, ${label})`),
    )}`.execute(t.db);
    expect((await besideOtherFiles(t.pgSchema, () => migrator.migrateToLatest())).error).toBeUndefined();
    const tags = await t.db
      .selectFrom('proof_tags')
      .select(['proof_tag', 'proof_kind'])
      .where('audit_cycle_id', '=', cycleId)
      .orderBy('id')
      .execute();
    expect(tags.map((tag) => [tag.proof_tag, tag.proof_kind])).toEqual([
      ['Sales conversation AUDIO', 'AUDIO'],
      ['Video recording of the counter', 'VIDEO'],
      ['Shelf photo', 'PHOTO'],
      ['Signage close-up', null],
    ]);
  });

  it('gives the flags written before 0019 what their items hold, and leaves the rest unflagged', async () => {
    const migrator = migratorOf(t.db, t.pgSchema);
    // back to before 0019 (its down drops the columns), flags written then, and up again
    expect(
      (await besideOtherFiles(t.pgSchema, () => migrator.migrateTo('0018_certification_retakes'))).error,
    ).toBeUndefined();
    const auditor = await createUser(t.db);
    const world = await createReportWorld(t.db, auditor.id);
    const at = new Date().toISOString();
    await sql`insert into answers (audit_store_id, question_id, answer_text, status, not_applicable, answer_comment, revert_message, updated_at)
      values (${world.storeId}, ${world.questions.staffName}, '["11:42"]', 1, 0, 'At the till', 'Check the time.', ${at}),
             (${world.storeId}, ${world.questions.greeted}, '["Yes"]', 1, 0, '', null, ${at})`.execute(t.db);
    await sql`insert into report_sections (audit_store_id, section_id, auditor_comment, revert_message, updated_at)
      values (${world.storeId}, ${world.sections.entry}, 'Quiet store.', 'Add the queue.', ${at})`.execute(
      t.db,
    );
    expect((await besideOtherFiles(t.pgSchema, () => migrator.migrateToLatest())).error).toBeUndefined();
    const answers = await t.db
      .selectFrom('answers')
      .select(['question_id', 'flagged_answer'])
      .where('audit_store_id', '=', world.storeId)
      .orderBy('question_id')
      .execute();
    expect(
      Object.fromEntries(
        answers.map((row) => [
          row.question_id,
          row.flagged_answer === null ? null : JSON.parse(row.flagged_answer),
        ]),
      ),
    ).toEqual({
      [world.questions.greeted]: null,
      [world.questions.staffName]: {
        answer_text: ['11:42'],
        not_applicable: false,
        answer_comment: 'At the till',
      },
    });
    const section = await t.db
      .selectFrom('report_sections')
      .select('flagged_comment')
      .where('audit_store_id', '=', world.storeId)
      .executeTakeFirstOrThrow();
    expect(section.flagged_comment).toBe('Quiet store.');
  });

  it('enforces one answer per question and audit store', async () => {
    const now = new Date().toISOString();
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'a@x.test',
        password_hash: 'x',
        role: 'auditor',
        referral_code: 'A1',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(0);
    await expect(
      t.db
        .insertInto('users')
        .values({
          email: 'a@x.test',
          password_hash: 'y',
          role: 'auditor',
          referral_code: 'A2',
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
