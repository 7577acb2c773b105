import { formatCalendarDate } from '../../../contract/calendarDates';
import { NOTICE_LINKS } from '../../../contract/notices';
import { REVIEW_STAGES, type ReviewRole } from '../../../contract/review';
import type { AuditStoreStatus } from '../../../contract/statuses';
import type { Db } from '../../db/database';
import { activeStaffIds } from '../../repositories/accounts';
import { type ReviewItemRow, reviewItemRow } from '../../repositories/review';
import { auditorName } from '../manager/staffViews';
import type { NoticeText } from './noticeTexts';
import { notify } from './notify';

/**
 * Tells the reviewers of a stage that a report entered it (decision 0044), inside the transaction
 * that moved it there: QA of a submission, the project managers of QA's accept, and the client's
 * reviewers (of that brand only, as their queue is) of the PM's accept. A report enters a stage
 * once per round of fixes, so the stage and the revert count name the event: a replayed call
 * notifies nobody twice, a resubmission after a send-back notifies again.
 */

const STAGE_ROLES = Object.entries(REVIEW_STAGES) as Array<[ReviewRole, (typeof REVIEW_STAGES)[ReviewRole]]>;

/** The role whose stage reviews reports in `status`; none for a status no reviewer works on. */
const reviewerRoleOf = (status: AuditStoreStatus): ReviewRole | undefined =>
  STAGE_ROLES.find(([, stage]) => stage.reviews === status)?.[0];

export function reportWaitingText(report: ReviewItemRow, role: ReviewRole): NoticeText {
  const resubmitted =
    report.report_revert_count > 0
      ? ` It comes back after ${report.report_revert_count === 1 ? 'one round' : `${report.report_revert_count} rounds`} of fixes.`
      : '';
  return {
    title: `Report waiting for ${REVIEW_STAGES[role].title}`,
    body: `${report.client_display_name}, ${report.cycle_name}: ${report.store_name}, ${report.store_city}, audited on ${formatCalendarDate(report.audit_date)} by ${auditorName(report)}.${resubmitted}`,
    link: NOTICE_LINKS.reviewReport(report.id),
  };
}

/** Call after the move to `status` in its transaction; a status no stage reviews tells nobody. */
export async function notifyReportWaiting(
  trx: Db,
  auditStoreId: number,
  status: AuditStoreStatus,
  now: Date,
): Promise<void> {
  const role = reviewerRoleOf(status);
  if (role === undefined) return;
  const report = await reviewItemRow(trx, null, auditStoreId, [status]);
  if (report === undefined) return;
  const reviewers = await activeStaffIds(trx, role, role === 'client' ? report.client_id : undefined);
  const text = reportWaitingText(report, role);
  for (const reviewerId of reviewers)
    await notify(
      trx,
      {
        recipientId: reviewerId,
        kind: 'report_waiting',
        eventKey: `report:${auditStoreId}:${status}:${report.report_revert_count}`,
        text,
      },
      now,
    );
}
