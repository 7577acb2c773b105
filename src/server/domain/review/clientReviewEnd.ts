import { clientReviewWindow, PAYABLE_REPORT_STATUS } from '../../../contract';
import type { Db } from '../../db/database';
import { brandReview, undecidedClientReviews } from '../../repositories/clientReview';
import { moveAuditStore } from '../auditStoreMoves';
import { writeAcceptance } from './reportAcceptance';

/**
 * Client review always ends (decision 0065). Looked for with the scheduled notices, every few
 * minutes by every instance (jobs/noticeSchedule.ts): a report in client review whose window ended
 * with no decision, or whose brand has no client review now (none in its settings, or no active
 * reviewer left), is accepted, its payment made and its auditor told; the brand's reviewers are
 * told of a window that ended undecided.
 *
 * The guarantee: a report is accepted once. Each accept is the same locked move from COMPLETED as
 * a reviewer's (auditStoreMoves.ts), so a client reviewer deciding at that moment and the schedule
 * (or two instances' schedules) move it once; the loser writes nothing. The move's history names
 * nobody (`by` null): no member of staff took it.
 */

/** How many reports one look accepts at most; the next look takes the rest. */
const REPORTS_PER_LOOK = 200;

/** Accepts the reports client review no longer waits for; how many. */
export async function acceptUndecidedClientReviews(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let accepted = 0;
  for (const report of await undecidedClientReviews(db, at, REPORTS_PER_LOOK)) {
    const reviewed = clientReviewWindow(await brandReview(db, report.client_id)) !== null;
    // the brand's reviewers are told only of a window they had and let pass
    const missed = reviewed && report.client_review_due_at !== null ? report.client_review_due_at : null;
    const outcome = await moveAuditStore(
      db,
      { id: report.id, from: ['COMPLETED'], to: PAYABLE_REPORT_STATUS, at, by: null },
      (trx) => writeAcceptance(trx, report.id, now, missed),
    );
    if (outcome.moved) accepted += 1;
  }
  return accepted;
}
