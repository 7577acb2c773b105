import { SqliteAdapter } from 'kysely';
import type { Db } from '../db/database';

/** A brand's scoring rules and the scores of accepted reports (migration 0032, decision 0075). */

/** The newest version of the cycle's rules, or undefined when the brand set none. */
export function scoringRulesRow(db: Db, cycleId: number) {
  return db
    .selectFrom('scoring_rules')
    .select(['version', 'rules'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One version of the cycle's rules. */
export function scoringRulesVersionRow(db: Db, cycleId: number, version: number) {
  return db
    .selectFrom('scoring_rules')
    .select(['version', 'rules'])
    .where('audit_cycle_id', '=', cycleId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface NewReportScore {
  auditStoreId: number;
  rulesVersion: number;
  scoreMilli: number | null;
  passed: boolean | null;
  sections: string;
  scoredAt: string;
  /** the questions it lost marks on (migration 0035), written with it */
  lostQuestionIds: readonly number[];
}

const scoreColumns = (score: NewReportScore) => ({
  rules_version: score.rulesVersion,
  score_milli: score.scoreMilli,
  passed: score.passed === null ? null : score.passed ? 1 : 0,
  sections: score.sections,
  scored_at: score.scoredAt,
});

/**
 * Writes a report's score once: a report already scored keeps its score (rescoring is explicit).
 * Answers whether it wrote it.
 */
export async function insertReportScoreOnce(db: Db, score: NewReportScore): Promise<boolean> {
  const written = await db
    .insertInto('report_scores')
    .values({ audit_store_id: score.auditStoreId, ...scoreColumns(score) })
    .onConflict((conflict) => conflict.column('audit_store_id').doNothing())
    .returning('audit_store_id')
    .execute();
  if (written.length === 0) return false;
  await insertLostQuestions(db, score);
  return true;
}

async function insertLostQuestions(db: Db, score: NewReportScore): Promise<void> {
  if (score.lostQuestionIds.length === 0) return;
  await db
    .insertInto('report_lost_questions')
    .values(score.lostQuestionIds.map((id) => ({ audit_store_id: score.auditStoreId, question_id: id })))
    .execute();
}

/** A report's stored score, its row locked until the transaction ends on PostgreSQL. */
export function lockedReportScore(trx: Db, auditStoreId: number) {
  const onSqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  return trx
    .selectFrom('report_scores')
    .select(['score_milli', 'passed', 'sections'])
    .where('audit_store_id', '=', auditStoreId)
    .$if(!onSqlite, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
}

export function reportScoreRow(db: Db, auditStoreId: number) {
  return db
    .selectFrom('report_scores')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
}

/** The cycle with its brand, for the scoring page; undefined when there is no such cycle. */
export function scoringCycleRow(db: Db, cycleId: number) {
  return db
    .selectFrom('audit_cycles')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select(['audit_cycles.id', 'audit_cycles.name', 'audit_cycles.client_id', 'clients.name as client_name'])
    .where('audit_cycles.id', '=', cycleId)
    .executeTakeFirst();
}

/** Every saved version of the cycle's rules, newest first, with who saved it. */
export function scoringVersionRows(db: Db, cycleId: number) {
  return db
    .selectFrom('scoring_rules')
    .leftJoin('users', 'users.id', 'scoring_rules.created_by')
    .select(['scoring_rules.version', 'scoring_rules.created_at', 'users.email'])
    .where('scoring_rules.audit_cycle_id', '=', cycleId)
    .orderBy('scoring_rules.version', 'desc')
    .execute();
}

/** Saves a version; the unique (cycle, version) refuses a second save over the same version. */
export async function insertScoringRules(
  db: Db,
  row: { cycleId: number; version: number; rules: string; createdAt: string; createdBy: number },
): Promise<void> {
  await db
    .insertInto('scoring_rules')
    .values({
      audit_cycle_id: row.cycleId,
      version: row.version,
      rules: row.rules,
      created_at: row.createdAt,
      created_by: row.createdBy,
    })
    .execute();
}

/** The cycle's accepted reports with the version their stored score is under (null: none stored). */
export function acceptedReportVersions(db: Db, cycleId: number) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .leftJoin('report_scores', 'report_scores.audit_store_id', 'audit_stores.id')
    .select(['audit_stores.id', 'report_scores.rules_version'])
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('audit_stores.status', '=', 'ACCEPTED')
    .orderBy('audit_stores.id')
    .execute();
}

/** Replaces a report's stored score (call `lockedReportScore` first): the explicit rescoring alone does. */
export async function replaceReportScore(db: Db, score: NewReportScore): Promise<void> {
  await db
    .updateTable('report_scores')
    .set(scoreColumns(score))
    .where('audit_store_id', '=', score.auditStoreId)
    .execute();
  await db.deleteFrom('report_lost_questions').where('audit_store_id', '=', score.auditStoreId).execute();
  await insertLostQuestions(db, score);
}

/** Every accepted report with no stored score, with its cycle, in id order. */
export function unscoredAcceptedReports(db: Db) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .leftJoin('report_scores', 'report_scores.audit_store_id', 'audit_stores.id')
    .select(['audit_stores.id', 'audits.audit_cycle_id'])
    .where('audit_stores.status', '=', 'ACCEPTED')
    .where('report_scores.audit_store_id', 'is', null)
    .orderBy('audit_stores.id')
    .execute();
}
