import type { NextAction } from '../../contract/dashboard';
import { NOTICE_LINKS } from '../../contract/notices';
import { formatDeadline, submitDeadline } from '../../contract/reportDeadline';
import type { Db } from '../db/database';
import { consentFlags } from '../repositories/accountFlags';
import { openReportsOf } from '../repositories/scheduledNotices';
import { calendarDate } from './calendar';
import { completionPercentage } from './profile';

/**
 * What the auditor should do now (decision 0043), most urgent first: the reports whose last
 * moment to be submitted is ahead (a sent-back one to fix, one in progress to finish, one assigned
 * to start), soonest deadline first; then the terms not accepted (applying needs them); then a
 * profile not complete.
 */
export async function nextActions(db: Db, auditorId: number, now = new Date()): Promise<NextAction[]> {
  const at = now.toISOString();
  const [reports, consents, completion] = await Promise.all([
    openReportsOf(db, auditorId, calendarDate(now)),
    consentFlags(db, auditorId).catch(() => undefined),
    completionPercentage(db, auditorId),
  ]);
  const due = reports
    .map((report) => ({ ...report, deadline: submitDeadline(report.auditDate, report.fixDueAt) }))
    .filter((report) => report.deadline > at)
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .map((report): NextAction => {
      const audit = `${report.clientName} at ${report.storeName}`;
      const by = formatDeadline(report.deadline);
      if (report.status === 'ASSIGNED')
        return {
          kind: 'start_report',
          title: 'Start your audit',
          detail: `${audit}: agree on Your Audits, then submit the report by ${by}.`,
          link: NOTICE_LINKS.assignedAudits,
          due_at: report.deadline,
        };
      const sentBack = report.fixDueAt !== null;
      return {
        kind: sentBack ? 'fix_report' : 'finish_report',
        title: sentBack ? 'Fix your sent-back report' : 'Finish your report',
        detail: `${audit}: submit it${sentBack ? ' again' : ''} by ${by}.`,
        link: NOTICE_LINKS.report(report.id),
        due_at: report.deadline,
      };
    });
  const account: NextAction[] = [];
  if (consents && (consents.pp_accepted !== 1 || consents.agreement_accepted !== 1))
    account.push({
      kind: 'accept_terms',
      title: 'Accept the terms',
      detail: 'Applying for audits needs the privacy policy and the contractor agreement accepted.',
      link: '/tos_accept',
      due_at: null,
    });
  if (completion < 100)
    account.push({
      kind: 'finish_profile',
      title: 'Finish your profile',
      detail: `Your profile is ${completion}% complete: a complete one is what brands choose auditors by.`,
      link: '/details',
      due_at: null,
    });
  return [...due, ...account];
}
