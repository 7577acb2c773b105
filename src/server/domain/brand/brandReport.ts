import {
  type BrandReport,
  type BrandSeat,
  scoreQuestionnaire,
  scoringRulesWire,
  type VisitEvidence,
} from '../../../contract';
import type { Db } from '../../db/database';
import { earlierPlanOfStore } from '../../repositories/actionPlans';
import { type BrandScope, scoredReportInScope } from '../../repositories/brandScores';
import { cycleProofTags } from '../../repositories/review';
import type { ObjectStore } from '../../storage';
import { reportAction } from '../actions/actionPlanByHand';
import { notFound } from '../errors';
import { reportProofsOf } from '../proofViews';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../reportData';
import { rulesOfReport } from '../review/reportScoring';
import { visitEvidenceOf } from '../visitRecord/visitEvidence';

/**
 * One accepted report as a brand's people read it (decision 0080): only a report their seat's
 * figures are made of, so a region manager opens their region's reports and no other, and
 * anything else is "not found", as another brand's report is.
 */
async function reportInScope(db: Db, scope: BrandScope, id: number) {
  const row = await scoredReportInScope(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** GET brand/reports/{id}: without the auditor, the messages of review or the repeat alerts. */
export async function brandReport(
  db: Db,
  store: ObjectStore,
  reader: { scope: BrandScope; seat: BrandSeat },
  id: number,
): Promise<BrandReport> {
  const row = await reportInScope(db, reader.scope, id);
  const [questionnaire, answers, sections, proofs, proofTags, rules] = await Promise.all([
    loadQuestionnaire(db, row.cycle_id),
    loadAnswers(db, id),
    loadReportSections(db, id),
    reportProofsOf(db, store, id, { role: 'brand' }),
    cycleProofTags(db, row.cycle_id),
    rulesOfReport(db, id, row.cycle_id),
  ]);
  return {
    report: row,
    questionnaire,
    answers: answers.map((answer) => ({ ...answer, revert_message: null })),
    report_sections: sections.map((section) => ({ ...section, revert_message: null })),
    proofs: proofs.map((proof) => ({ ...proof, repeat_alert: null })),
    proof_tags: proofTags,
    scoring_rules: scoringRulesWire(rules),
    earlier_plan: await earlierPlanOfStore(db, id),
    action: await reportAction(db, reader.seat, id, scoreQuestionnaire(rules, questionnaire, answers)),
  };
}

/** GET brand/reports/{id}/visit_evidence: what its reviewers read of the visit (decision 0045). */
export async function brandReportVisit(db: Db, scope: BrandScope, id: number): Promise<VisitEvidence> {
  await reportInScope(db, scope, id);
  return visitEvidenceOf(db, id);
}
