import {
  type CycleScoring,
  canEditScoring,
  type FieldErrors,
  type RescoreResult,
  SCORING_MESSAGES,
  type ScoringRulesBody,
  type Section,
  scoringRulesWire,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  acceptedReportVersions,
  insertScoringRules,
  scoringCycleRow,
  scoringVersionRows,
} from '../../repositories/reportScores';
import { fieldsRefused, isUniqueViolation, notFound, refused } from '../errors';
import { loadQuestionnaire } from '../reportData';
import { recordStaffAction } from '../staffActions';
import { rulesInForce, writeScores } from './reportScoring';
import type { Reviewer } from './reviewReports';

/**
 * A cycle's scoring rules as its reviewers read them and its brand sets them (decision 0076).
 * A client reads and sets the rules of its own brand's cycles only; another's is "not found".
 * Who may save and rescore (`SCORING_EDITORS`) is the route's guard (routes/scoring.ts).
 */

async function scoringCycle(db: Db, reviewer: Reviewer, cycleId: number) {
  const cycle = await scoringCycleRow(db, cycleId);
  if (!cycle || (reviewer.clientId !== null && cycle.client_id !== reviewer.clientId)) throw notFound();
  return cycle;
}

export async function cycleScoring(db: Db, reviewer: Reviewer, cycleId: number): Promise<CycleScoring> {
  const cycle = await scoringCycle(db, reviewer, cycleId);
  const [questionnaire, rules, versions, accepted] = await Promise.all([
    loadQuestionnaire(db, cycleId),
    rulesInForce(db, cycleId),
    scoringVersionRows(db, cycleId),
    acceptedReportVersions(db, cycleId),
  ]);
  return {
    cycle: { id: cycle.id, name: cycle.name, client_name: cycle.client_name },
    sections: questionnaire.map((section) => ({
      id: section.id,
      name: section.name,
      questions: section.questions.map((q) => ({
        id: q.id,
        sequence: q.sequence,
        question_txt: q.question_txt,
        scored: q.question_type !== 'PLAIN',
      })),
    })),
    rules: scoringRulesWire(rules),
    versions: versions.map((v) => ({ version: v.version, saved_at: v.created_at, saved_by: v.email })),
    accepted_reports: accepted.length,
    reports_to_rescore: accepted.filter((report) => report.rules_version !== rules.version).length,
    can_edit: canEditScoring(reviewer.role),
  };
}

/** What in the body names no section or question of the cycle, or asks what cannot be. */
function ruleErrors(questionnaire: Section[], body: ScoringRulesBody): FieldErrors {
  const sections = new Set(questionnaire.map((s) => s.id));
  const questions = new Map(questionnaire.flatMap((s) => s.questions).map((q) => [q.id, q]));
  const errors: FieldErrors = {};
  if (body.sectionWeights.some((weight) => !sections.has(weight.section_id)))
    errors.sectionWeights = [SCORING_MESSAGES.notInCycle];
  for (const field of ['criticalQuestionIds', 'bonusQuestionIds'] as const) {
    const ids = body[field];
    if (ids.some((id) => !questions.has(id))) errors[field] = [SCORING_MESSAGES.notInCycle];
    else if (ids.some((id) => questions.get(id)?.question_type === 'PLAIN'))
      errors[field] = [SCORING_MESSAGES.notScored];
  }
  if (body.criticalQuestionIds.some((id) => body.bonusQuestionIds.includes(id)))
    errors.bonusQuestionIds = [SCORING_MESSAGES.criticalAndBonus];
  return errors;
}

/** Saves the next version over the one the editor read; a version saved meanwhile refuses it. */
export async function saveScoringRules(
  db: Db,
  reviewer: Reviewer,
  cycleId: number,
  body: ScoringRulesBody,
  now = new Date(),
): Promise<CycleScoring> {
  await scoringCycle(db, reviewer, cycleId);
  const errors = ruleErrors(await loadQuestionnaire(db, cycleId), body);
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  const { based_on_version: basedOn, ...rules } = body;
  const version = basedOn + 1;
  try {
    await inWriteTransaction(db, async (trx) => {
      if ((await rulesInForce(trx, cycleId)).version !== basedOn) throw refused(SCORING_MESSAGES.stale);
      await insertScoringRules(trx, {
        cycleId,
        version,
        rules: JSON.stringify(rules),
        createdAt: now.toISOString(),
        createdBy: reviewer.id,
      });
      await recordStaffAction(
        trx,
        {
          actorId: reviewer.id,
          action: 'scoring_rules.save',
          target: 'audit_cycle',
          targetId: cycleId,
          after: { version, ...rules },
        },
        now,
      );
    });
  } catch (error) {
    // two editors saved over the same version at once: the second is told, as after a reload
    if (isUniqueViolation(error)) throw refused(SCORING_MESSAGES.stale);
    throw error;
  }
  return cycleScoring(db, reviewer, cycleId);
}

/**
 * Rescores the cycle's accepted reports under the version in force, which the caller names (one
 * saved meanwhile refuses it): the explicit act that alone writes over a stored score, recorded
 * on the cycle with how many reports it changed and under which versions they were before.
 */
export async function rescoreCycle(
  db: Db,
  reviewer: Reviewer,
  cycleId: number,
  version: number,
  now = new Date(),
): Promise<RescoreResult> {
  await scoringCycle(db, reviewer, cycleId);
  const rules = await rulesInForce(db, cycleId);
  if (rules.version !== version) throw refused(SCORING_MESSAGES.stale);
  const due = (await acceptedReportVersions(db, cycleId)).filter((r) => r.rules_version !== version);
  const before: Record<string, number> = {};
  for (const report of due) {
    const key = report.rules_version === null ? 'none' : String(report.rules_version);
    before[key] = (before[key] ?? 0) + 1;
  }
  await writeScores(
    db,
    cycleId,
    rules,
    due.map((report) => report.id),
    now,
  );
  await inWriteTransaction(db, (trx) =>
    recordStaffAction(
      trx,
      {
        actorId: reviewer.id,
        action: 'scoring_rules.rescore',
        target: 'audit_cycle',
        targetId: cycleId,
        before,
        after: { version, rescored: due.length },
      },
      now,
    ),
  );
  return { version, rescored: due.length };
}
