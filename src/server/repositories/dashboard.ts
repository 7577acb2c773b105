import type { AuditStoreStatus } from '../../contract';
import { COMPLETED_AUDIT_STORE_STATUSES, OPEN_AUDIT_STORE_STATUSES } from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';

/**
 * The auditor dashboard's reads as the database holds them (decision 0036): its counts and the
 * marks of the auditor's reviewed reports.
 */

/**
 * Four counts in one statement (one round trip, also on PostgreSQL). Every dashboard load runs
 * it: compiled once (precompiled.ts), as Kysely's building and compiling cost more than SQLite's
 * running it.
 */
const dashboardCounts = precompile((db, p: { auditorId: number }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('applications')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .as('applied'),
    eb
      .selectFrom('audit_stores')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', 'in', OPEN_AUDIT_STORE_STATUSES)
      .as('assigned'),
    eb
      .selectFrom('audit_stores')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', 'in', COMPLETED_AUDIT_STORE_STATUSES)
      .as('completed'),
    eb
      .selectFrom('payments')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', '=', 'PENDING')
      .as('pending_payment'),
  ]),
);

/** The auditor's applications, open and completed reports, and pending payment lines. */
export function dashboardCountsOf(db: Db, auditorId: number) {
  return dashboardCounts.executeTakeFirst(db, { auditorId });
}

/**
 * Every question of the auditor's reports in `statuses` with its answer (null when unanswered)
 * and the report's stored score once accepted, by report, in one query: a report whose cycle has
 * no question comes as one row of nulls. The
 * auditor's reports are found first, by their index, in a materialized CTE: joined in place,
 * PostgreSQL's planner drove the join in parallel from a scan of every report (33 ms for an
 * auditor's 131 reviewed reports among 100,000; 10 ms so, `bench/largeWorldPg.ts`).
 */
export function reportMarkRows(db: Db, auditorId: number, statuses: readonly AuditStoreStatus[]) {
  return db
    .with(
      (cte) => cte('reviewed').materialized(),
      (inner) =>
        inner
          .selectFrom('audit_stores')
          .select(['audit_stores.id', 'audit_stores.audit_id'])
          .where('audit_stores.auditor_id', '=', auditorId)
          .where('audit_stores.status', 'in', statuses),
    )
    .selectFrom('reviewed')
    .innerJoin('audits', 'audits.id', 'reviewed.audit_id')
    .leftJoin('sections', 'sections.audit_cycle_id', 'audits.audit_cycle_id')
    .leftJoin('questions', 'questions.section_id', 'sections.id')
    .leftJoin('answers', (join) =>
      join
        .onRef('answers.question_id', '=', 'questions.id')
        .onRef('answers.audit_store_id', '=', 'reviewed.id'),
    )
    .leftJoin('report_scores', 'report_scores.audit_store_id', 'reviewed.id')
    .select([
      'reviewed.id as store_id',
      'audits.audit_cycle_id as cycle_id',
      'report_scores.audit_store_id as scored',
      'report_scores.score_milli',
      'sections.id as section_id',
      'questions.id as question_id',
      'questions.question_type',
      'questions.options',
      'questions.max_marks',
      'answers.answer_text',
      'answers.not_applicable',
    ])
    .orderBy('reviewed.id')
    .execute();
}
