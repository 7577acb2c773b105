import {
  type AuditStoreStatus,
  pmAcceptLeadsTo,
  REVIEW_PAGE_SIZE,
  REVIEW_READABLE,
  REVIEW_STAGES,
  type ReviewItem,
  type ReviewQueue,
  type ReviewReport,
  type ReviewRole,
  scoringRulesWire,
} from '../../../contract';
import type { Db } from '../../db/database';
import { earlierPlanOfStore } from '../../repositories/actionPlans';
import { brandReview } from '../../repositories/clientReview';
import {
  type BrandScope,
  cycleProofTags,
  type ReviewItemRow,
  reviewerBrand,
  reviewItemCount,
  reviewItemPage,
  reviewItemRow,
} from '../../repositories/review';
import type { ObjectStore } from '../../storage';
import { notFound } from '../errors';
import { auditorName } from '../manager/staffViews';
import { reportProofsOf } from '../proofViews';
import { loadAnswers, loadQuestionnaire, loadReportSections } from '../reportData';
import { visitFlagsOf } from '../visitRecord/visitFlags';
import { rulesOfReport } from './reportScoring';

/**
 * What reviewers read (decision 0025, "Report review"): the queue of their stage and one whole
 * report with its proofs and score. A client reviewer sees the reports of their own client only;
 * anything else is "not found", as another auditor's report is to an auditor.
 */

export interface Reviewer {
  id: number;
  role: ReviewRole;
  /** the client a client reviewer reviews for; null for QA and PM */
  clientId: number | null;
}

/** No brand has this id: a client reviewer without a client sees nothing rather than everything. */
const NO_BRAND = -1;

/** A client reviewer reads their own brand's reports only; QA and PM every brand's. */
const brandOf = (reviewer: Reviewer): BrandScope =>
  reviewer.role === 'client' ? (reviewer.clientId ?? NO_BRAND) : null;

const toItem = (row: ReviewItemRow, flags: Map<number, string[]>): ReviewItem => ({
  id: row.id,
  status: row.status,
  client_name: row.client_name,
  cycle_name: row.cycle_name,
  store_name: row.store_name,
  store_city: row.store_city,
  auditor_name: auditorName(row),
  audit_date: row.audit_date,
  submitted_at: row.submitted_at,
  report_revert_count: row.report_revert_count,
  visit_flags: flags.get(row.id) ?? [],
});

/** GET review/report: the reports at the reviewer's stage, oldest submission first. */
export async function reviewQueue(db: Db, reviewer: Reviewer, page = 1): Promise<ReviewQueue> {
  const stage = REVIEW_STAGES[reviewer.role];
  const [rows, total] = await Promise.all([
    reviewItemPage(db, brandOf(reviewer), stage.reviews, (page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE),
    reviewItemCount(db, brandOf(reviewer), stage.reviews),
  ]);
  const flags = await visitFlagsOf(db, rows);
  return {
    stage: stage.title,
    reports: rows.map((row) => toItem(row, flags)),
    total_count: total,
    page,
    page_size: REVIEW_PAGE_SIZE,
  };
}

/** The report if this reviewer may read it, else "not found". */
export async function reviewableReport(db: Db, reviewer: Reviewer, id: number): Promise<ReviewItemRow> {
  const row = await reviewItemRow(db, brandOf(reviewer), id, REVIEW_READABLE[reviewer.role]);
  if (!row) throw notFound();
  return row;
}

/** GET review/report/{id}: the whole report, its proofs with their repeat alerts, and its score. */
export async function reviewReport(
  db: Db,
  store: ObjectStore,
  reviewer: Reviewer,
  id: number,
): Promise<ReviewReport> {
  const row = await reviewableReport(db, reviewer, id);
  const [questionnaire, answers, reportSections, proofs, proofTags, rules] = await Promise.all([
    loadQuestionnaire(db, row.audit_cycle_id),
    loadAnswers(db, id),
    loadReportSections(db, id),
    reportProofsOf(db, store, id, { role: reviewer.role }),
    cycleProofTags(db, row.audit_cycle_id),
    rulesOfReport(db, id, row.audit_cycle_id),
  ]);
  const stage = REVIEW_STAGES[reviewer.role];
  const atStage = row.status === stage.reviews;
  const [flags, acceptTo] = await Promise.all([
    visitFlagsOf(db, [row]),
    atStage ? acceptLeadsTo(db, reviewer.role, row.client_id) : null,
  ]);
  return {
    report: {
      ...toItem(row, flags),
      cycle_id: row.audit_cycle_id,
      report_summary: row.report_summary,
      report_submission_seconds: row.report_submission_seconds,
    },
    questionnaire,
    answers,
    report_sections: reportSections,
    proofs,
    proof_tags: proofTags,
    scoring_rules: scoringRulesWire(rules),
    earlier_plan: await earlierPlanOfStore(db, id),
    can_accept: atStage,
    accept_to: acceptTo,
    can_send_back: atStage && stage.sendBack,
    can_reject: atStage && stage.reject,
  };
}

/**
 * Where a reviewer's accept takes a report of the brand: the next stage, or, for the PM of a
 * brand without client review, straight to ACCEPTED (decision 0065).
 */
export async function acceptLeadsTo(db: Db, role: ReviewRole, clientId: number): Promise<AuditStoreStatus> {
  if (role !== 'pm') return REVIEW_STAGES[role].acceptTo;
  return pmAcceptLeadsTo(await brandReview(db, clientId));
}

/** The reviewer a signed-in QA, PM or client user is: a client reviews for their brand alone. */
export async function reviewerOf(db: Db, user: { id: number; role: ReviewRole }): Promise<Reviewer> {
  return { id: user.id, role: user.role, clientId: await reviewerBrand(db, user.id) };
}
