import { PostgresAdapter, sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Reports at scale (docs/budgets.md#discovery-and-a-large-world): on top of the large world
 * (largeWorld.ts) a questionnaire for each of its cycles, 2,000 auditors, 100,000 audit stores
 * (from approved applications, most reports handed in or reviewed, some in progress) and about 5
 * million answers matching the questions of each store's cycle, with their section rows and the
 * accepted reports' payments. One known auditor, LARGE_ANSWERS_AUDITOR, holds 200 of the audit
 * stores (the first one ACKNOWLEDGED with 48 answers), so their dashboard, report and answer saves
 * are measured against the big tables.
 *
 * PostgreSQL only: millions of rows one INSERT ... SELECT over generate_series each, in one
 * transaction, as row-by-row inserts from Node would take far longer. Done once: a second run
 * finds the known auditor and stops.
 */

export const LARGE_ANSWERS_AUDITOR = { email: 'bench.large@example.test', password: 'bench-large' } as const;

export const LARGE_ANSWERS = { auditors: 2_000, auditStores: 100_000, ownStores: 200 } as const;
/** 6 sections of 9 questions (8 choices and a typed one): 54 answers per handed-in report */
const SECTIONS = 6;
const QUESTIONS_PER_SECTION = 9;
const YES_NO = JSON.stringify([
  { sequence: 1, value: 'Yes', marks: 5 },
  { sequence: 2, value: 'No', marks: 0 },
]);
/** reports with nothing written: not started, or given up before the visit */
const NO_ANSWERS = ['ASSIGNED', 'FAILED', 'WITHDRAWN', 'AUDITOR_WITHDRAWN'];

/**
 * Status by bucket 0..99 of the store's number: 2% assigned, 5% in progress, 20% in QA review,
 * 5% in PM review, 25% in client review, 40% accepted, 1% each failed, rejected and withdrawn.
 */
const STATUS_BY_BUCKET = sql`case
  when b < 2 then 'ASSIGNED' when b < 7 then 'ACKNOWLEDGED' when b < 27 then 'SUBMITTED'
  when b < 32 then 'PM_REVIEW' when b < 57 then 'COMPLETED' when b < 97 then 'ACCEPTED'
  when b = 97 then 'FAILED' when b = 98 then 'REJECTED' else 'AUDITOR_WITHDRAWN' end`;

/** A timestamp in the ISO text the app stores; `expression` is only ever a constant of this file. */
const iso = (expression: string) => sql.raw(`to_char(${expression}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function seedLargeAnswers(db: Db, options: { today: string }): Promise<{ seeded: boolean }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    throw new Error('seedLargeAnswers needs PostgreSQL (generate_series, data-modifying WITH)');
  const exists = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', LARGE_ANSWERS_AUDITOR.email)
    .executeTakeFirst();
  if (exists) return { seeded: false };
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.auditor.email)
    .executeTakeFirst();
  if (!demo) throw new Error('seed the demo world first: the known auditor copies its profile');
  const passwordHash = await hashPassword(LARGE_ANSWERS_AUDITOR.password); // slow: before the transaction
  const today = sql`cast(${options.today} as date)`;

  await db.transaction().execute(async (trx) => {
    const run = (query: ReturnType<typeof sql>) => query.execute(trx);
    // a bulk load: losing it to a crash costs a re-run, so no wait for the WAL flush at commit
    await run(sql`set local synchronous_commit = off`);
    await run(sql`create temp table lw_cycles on commit drop as
      select c.id from audit_cycles c join clients cl on cl.id = c.client_id
      where cl.name like 'Large World Client %'
        and not exists (select 1 from sections s where s.audit_cycle_id = c.id)`);
    const cycles = await sql<{ n: number }>`select count(*) as n from lw_cycles`.execute(trx);
    if (Number(cycles.rows[0]?.n ?? 0) === 0) throw new Error('seed the large world first (largeWorld.ts)');

    await run(sql`insert into sections (audit_cycle_id, name, sequence, hide_comment, minimum_attachment_count)
      select c.id, 'Section ' || n, n, 0, 0
      from lw_cycles c cross join generate_series(1, ${sql.lit(SECTIONS)}) n order by c.id, n`);
    // the last question of each section is typed text, the others Yes / No
    await run(sql`insert into questions
        (section_id, sequence, question_txt, question_type, options, max_marks, optional_comment_required, hide_question)
      select s.id, n, 'Question ' || n || ' of ' || s.name,
        case when n = ${sql.lit(QUESTIONS_PER_SECTION)} then 'PLAIN' else 'MUTEX' end,
        case when n = ${sql.lit(QUESTIONS_PER_SECTION)} then '[]' else ${YES_NO} end,
        case when n = ${sql.lit(QUESTIONS_PER_SECTION)} then 0 else 5 end, 0, 0
      from sections s join lw_cycles c on c.id = s.audit_cycle_id
      cross join generate_series(1, ${sql.lit(QUESTIONS_PER_SECTION)}) n order by s.id, n`);

    const { id: ownId } = await trx
      .insertInto('users')
      .values({
        email: LARGE_ANSWERS_AUDITOR.email,
        password_hash: passwordHash,
        role: 'auditor',
        is_active: 1,
        is_verified: 1,
        referral_code: 'AUDBL4RG',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyAccount(trx, demo.id, ownId);
    // the other auditors share the known auditor's password and have a bare account
    await run(sql`insert into users (email, password_hash, role, is_active, is_verified, referral_code, created_at)
      select 'large.auditor.' || n || '@example.test', ${passwordHash}, 'auditor', 1, 1, 'AUDLW' || n,
        to_char(${today} - 400 + n % 300, 'YYYY-MM-DD"T"09:00:00.000"Z"')
      from generate_series(1, ${sql.lit(LARGE_ANSWERS.auditors)}) n`);
    await run(sql`create temp table lw_auditors on commit drop as
      select id, row_number() over (order by id) - 1 as r from users where email like 'large.auditor.%@example.test'`);
    await run(sql`insert into profiles (user_id, first_name, last_name, updated_at)
      select id, 'Large', 'Auditor ' || (r + 1), ${new Date().toISOString()} from lw_auditors`);
    await run(
      sql`insert into account_flags (user_id, pp_accepted, agreement_accepted) select id, 1, 1 from lw_auditors`,
    );

    // every other free audit of the large world: k numbers them, the first 200 are the known auditor's
    await run(sql`create temp table lw_plan on commit drop as
      with free as (
        select a.id as audit_id, a.audit_cycle_id, a.fee_paise, row_number() over (order by a.id) as n
        from audits a join lw_cycles c on c.id = a.audit_cycle_id
        where not exists (select 1 from audit_stores s where s.audit_id = a.id)
      ), picked as (
        select audit_id, audit_cycle_id, fee_paise, row_number() over (order by audit_id) as k
        from free where n % 2 = 0 order by audit_id limit ${sql.lit(LARGE_ANSWERS.auditStores)}
      ), bucketed as (
        select p.*, case when k = 1 then 2 else (k * 37) % 100 end as b from picked p
      )
      select bk.audit_id, bk.audit_cycle_id, bk.fee_paise, bk.k,
        case when bk.k <= ${sql.lit(LARGE_ANSWERS.ownStores)} then ${ownId} else a.id end as auditor_id,
        ${STATUS_BY_BUCKET} as status, cast(null as integer) as audit_store_id
      from bucketed bk join lw_auditors a on a.r = bk.k % ${sql.lit(LARGE_ANSWERS.auditors)}`);
    await run(sql`alter table lw_plan add column audit_day date`);
    await run(sql`update lw_plan set audit_day = case status
      when 'ASSIGNED' then ${today} + 1 + (k % 10)::int
      when 'ACKNOWLEDGED' then ${today} - (k % 3)::int else ${today} - 3 - (k % 150)::int end`);

    await run(sql`insert into applications (audit_id, auditor_id, audit_date, status, created_at, updated_at)
      select audit_id, auditor_id, to_char(audit_day, 'YYYY-MM-DD'), 'APPROVED',
        ${iso('(audit_day - 7)::timestamp')}, ${iso('(audit_day - 6)::timestamp')}
      from lw_plan order by k`);
    await run(sql`with made as (
        insert into audit_stores (application_id, audit_id, auditor_id, status, audit_date,
          completion_percentage, report_submission_seconds, acknowledged_at, submitted_at, created_at, updated_at)
        select ap.id, p.audit_id, p.auditor_id, p.status, ap.audit_date,
          case when p.status in (${sql.join(NO_ANSWERS)}) then 0 when p.status = 'ACKNOWLEDGED' then 88 else 100 end,
          case when p.status in (${sql.join(NO_ANSWERS)}) then 0 else 1200 + (p.k % 2400)::int end,
          case when p.status <> 'ASSIGNED' then ${iso('(p.audit_day - 2)::timestamp')} end,
          case when p.status not in (${sql.join([...NO_ANSWERS, 'ACKNOWLEDGED'])})
            then ${iso("p.audit_day + interval '18 hours'")} end,
          ap.updated_at, ${iso("p.audit_day + interval '20 hours'")}
        from lw_plan p join applications ap on ap.audit_id = p.audit_id and ap.auditor_id = p.auditor_id
        order by p.k
        returning id, audit_id)
      update lw_plan p set audit_store_id = made.id from made where made.audit_id = p.audit_id`);
    await run(sql`analyze lw_plan`); // temporary tables get no statistics otherwise

    // a report in progress has all but the typed question of each section; the store and question
    // ids pick which choice, so answers differ between reports
    await run(sql`insert into answers (audit_store_id, question_id, answer_text, status, not_applicable, answer_comment, updated_at)
      select p.audit_store_id, q.id,
        case when q.question_type = 'PLAIN' then '["Staff were helpful and the store was clean."]'
          when (p.audit_store_id + q.id) % 5 = 0 then '["No"]' else '["Yes"]' end,
        1, 0, case when (p.audit_store_id + q.id) % 5 = 0 then 'Not offered at the counter.' else '' end,
        ${iso("p.audit_day + interval '17 hours'")}
      from lw_plan p join sections s on s.audit_cycle_id = p.audit_cycle_id join questions q on q.section_id = s.id
      where p.status not in (${sql.join(NO_ANSWERS)})
        and (p.status <> 'ACKNOWLEDGED' or q.sequence < ${sql.lit(QUESTIONS_PER_SECTION)})
      order by p.audit_store_id, q.id`);
    await run(sql`insert into report_sections (audit_store_id, section_id, auditor_comment, updated_at)
      select p.audit_store_id, s.id, 'Visited ' || lower(s.name) || ' as briefed.',
        ${iso("p.audit_day + interval '17 hours'")}
      from lw_plan p join sections s on s.audit_cycle_id = p.audit_cycle_id
      where p.status not in (${sql.join(NO_ANSWERS)}) order by p.audit_store_id, s.id`);
    // accepted reports are paid, the last fortnight's still pending
    await run(sql`insert into payments (auditor_id, audit_store_id, status, amount_paise, payment_due_date, paid_on, created_at)
      select p.auditor_id, p.audit_store_id, case when p.audit_day > ${today} - 17 then 'PENDING' else 'PAID' end,
        p.fee_paise, to_char(p.audit_day + 30, 'YYYY-MM-DD'),
        case when p.audit_day <= ${today} - 17 then to_char(p.audit_day + 14, 'YYYY-MM-DD') end,
        ${iso("p.audit_day + interval '3 days'")}
      from lw_plan p where p.status = 'ACCEPTED' order by p.k`);
  });
  // millions of new rows: refresh the planner's statistics now, as autovacuum would later, so the
  // first requests already get the plans the measured ones will
  await sql`analyze`.execute(db);
  return { seeded: true };
}

/** The known auditor's profile and settings are the demo auditor's: complete, so discovery opens. */
async function copyAccount(trx: Db, fromId: number, toId: number): Promise<void> {
  const profile = await trx
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', fromId)
    .executeTakeFirst();
  if (profile)
    await trx
      .insertInto('profiles')
      .values({ ...profile, user_id: toId })
      .execute();
  const bank = await trx
    .selectFrom('bank_accounts')
    .selectAll()
    .where('user_id', '=', fromId)
    .executeTakeFirst();
  if (bank)
    await trx
      .insertInto('bank_accounts')
      .values({ ...bank, user_id: toId })
      .execute();
  const info = await trx
    .selectFrom('additional_infos')
    .selectAll()
    .where('user_id', '=', fromId)
    .executeTakeFirst();
  if (info)
    await trx
      .insertInto('additional_infos')
      .values({ ...info, user_id: toId })
      .execute();
  const prefs = await trx
    .selectFrom('preferences')
    .selectAll()
    .where('user_id', '=', fromId)
    .executeTakeFirst();
  if (prefs)
    await trx
      .insertInto('preferences')
      .values({ ...prefs, user_id: toId })
      .execute();
  const flags = await trx
    .selectFrom('account_flags')
    .selectAll()
    .where('user_id', '=', fromId)
    .executeTakeFirst();
  if (flags)
    await trx
      .insertInto('account_flags')
      .values({ ...flags, user_id: toId })
      .execute();
}
