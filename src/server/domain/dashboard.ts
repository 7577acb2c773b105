import type { DashboardScore, DashboardStats } from '../../contract';
import {
  COMPLETED_AUDIT_STORE_STATUSES,
  DEFAULT_DISTANCE_KMS,
  OPEN_AUDIT_STORE_STATUSES,
  questionOptionSchema,
  reportMarks,
} from '../../contract';
import type { Db } from '../db/database';
import { precompile } from '../db/precompiled';
import { auditorOrigin, countOpportunities } from './discovery';
import { RuleRefusal } from './errors';

const REVIEWED_STATUSES = ['COMPLETED', 'ACCEPTED', 'REJECTED'];

/**
 * The dashboard counts: four in one statement (one round trip, also on PostgreSQL), and the
 * opportunities by the same query as /audit's default list, so "View Opportunities" always says
 * what the page shows (none while the profile gates hold the list back).
 */
const dashboardCounts = precompile((db, p: { auditorId: number }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('applications')
      .select(eb.fn.countAll<number>().as('n'))
      .where('auditor_id', '=', p.auditorId)
      .where('status', 'in', ['APPLIED', 'WAITLISTED'])
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

export async function dashboardStats(db: Db, auditorId: number, now = new Date()): Promise<DashboardStats> {
  // Every dashboard load runs these: compiled once (precompiled.ts), as Kysely's building and
  // compiling cost more than SQLite's running them.
  const row = await dashboardCounts.executeTakeFirst(db, { auditorId });
  const origin = await auditorOrigin(db, auditorId).catch((error: unknown) => {
    if (error instanceof RuleRefusal) return null;
    throw error;
  });
  return {
    available_audits: origin ? await countOpportunities(db, auditorId, origin, DEFAULT_DISTANCE_KMS, now) : 0,
    applied: Number(row?.applied ?? 0),
    assigned: Number(row?.assigned ?? 0),
    completed: Number(row?.completed ?? 0),
    pending_payment: Number(row?.pending_payment ?? 0),
  };
}

/** The auditor's rating and the average score of their reviewed reports, in percent. */
export async function dashboardScore(db: Db, auditorId: number): Promise<DashboardScore> {
  const flags = await db
    .selectFrom('account_flags')
    .select('auditor_rating')
    .where('user_id', '=', auditorId)
    .executeTakeFirst();
  const stores = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .select(['audit_stores.id', 'audits.audit_cycle_id'])
    .where('audit_stores.auditor_id', '=', auditorId)
    .where('audit_stores.status', 'in', REVIEWED_STATUSES)
    .execute();
  const percents: number[] = [];
  for (const store of stores) {
    const rows = await db
      .selectFrom('questions')
      .innerJoin('sections', 'sections.id', 'questions.section_id')
      .leftJoin('answers', (join) =>
        join.onRef('answers.question_id', '=', 'questions.id').on('answers.audit_store_id', '=', store.id),
      )
      .select([
        'questions.question_type',
        'questions.options',
        'questions.max_marks',
        'answers.answer_text',
        'answers.not_applicable',
      ])
      .where('sections.audit_cycle_id', '=', store.audit_cycle_id)
      .execute();
    const { earned, possible } = reportMarks(
      rows.map((row) => ({
        question: {
          question_type: row.question_type as 'PLAIN' | 'MUTEX' | 'MULTISELECT',
          options: questionOptionSchema.array().parse(JSON.parse(row.options)),
          max_marks: row.max_marks,
        },
        answer:
          row.answer_text === null
            ? undefined
            : {
                answer_text: JSON.parse(row.answer_text) as string[],
                not_applicable: row.not_applicable === 1,
              },
      })),
    );
    if (possible > 0) percents.push((earned * 100) / possible);
  }
  const average = percents.length ? percents.reduce((s, p) => s + p, 0) / percents.length : null;
  return {
    auditor_rating: flags?.auditor_rating ?? null,
    reports_reviewed: stores.length,
    average_report_score: average === null ? null : Math.round(average * 10) / 10,
  };
}
