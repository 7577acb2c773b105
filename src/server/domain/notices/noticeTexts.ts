import { formatCalendarDate } from '../../../contract/calendarDates';
import { endSentence } from '../../../contract/englishWords';
import { formatRupees, paiseToRupees } from '../../../contract/money';
import { NOTICE_LINKS, type NoticeKind } from '../../../contract/notices';
import { formatDeadline } from '../../../contract/reportDeadline';
import type { Role } from '../../../contract/roles';

/**
 * What each kind of notice says (decision 0038). The words are fixed when the notice is written,
 * so the centre, the e-mail and a later reading all say the same, whatever changes afterwards.
 */

export interface NoticeText {
  title: string;
  body: string;
  link: string;
}

/** The audit an application is for, as the auditor saw it when applying. */
export interface AppliedAudit {
  cycleName: string;
  storeName: string;
  auditDate: string;
}

const audit = (applied: AppliedAudit) =>
  `${applied.cycleName} at ${applied.storeName} on ${formatCalendarDate(applied.auditDate)}`;

type ApplicationKind = Extract<NoticeKind, `application_${string}`>;

const APPLICATION_TEXTS: Record<ApplicationKind, (applied: AppliedAudit) => NoticeText> = {
  application_approved: (applied) => ({
    title: 'Application approved',
    body: `The audit ${audit(applied)} is yours. Find it under Your Audits and start it there on the day.`,
    link: NOTICE_LINKS.assignedAudits,
  }),
  application_waitlisted: (applied) => ({
    title: 'Application waitlisted',
    body: `Your application for ${audit(applied)} is on the waitlist: you may still be given the audit.`,
    link: NOTICE_LINKS.appliedAudits,
  }),
  application_rejected: (applied) => ({
    title: 'Application not accepted',
    body: `Your application for ${audit(applied)} was not accepted. Other audits are open under View Opportunities.`,
    link: NOTICE_LINKS.appliedAudits,
  }),
};

export function applicationNoticeText(kind: ApplicationKind, applied: AppliedAudit): NoticeText {
  return APPLICATION_TEXTS[kind](applied);
}

/**
 * The e-mail that carries a notice: its words, the link to open it in the app, and why it came:
 * an auditor's preferences (which they can change), or a member of staff's work (they have none).
 */
export function noticeMail(notice: NoticeText & { role: Role }, origin: string, brand: string) {
  const why =
    notice.role === 'auditor'
      ? 'You get these e-mails because your preferences say so; turn them off under My Profile, Change Preferences.'
      : `You get these e-mails as a member of the ${brand} team, for the work of your role.`;
  return {
    subject: `${brand}: ${notice.title}`,
    text: `${notice.body}\n\nOpen it in the app: ${origin}${notice.link}\n\n${why}`,
  };
}

/** A settled payment, as its auditor knows it. */
export interface SettledPayment {
  clientName: string | null;
  storeName: string | null;
  amountPaise: number;
  reimbursementPaise: number;
}

function paymentOf(payment: SettledPayment): string {
  const amount = formatRupees(paiseToRupees(payment.amountPaise));
  const reimbursement = payment.reimbursementPaise
    ? ` and ${formatRupees(paiseToRupees(payment.reimbursementPaise))} reimbursement`
    : '';
  const audit = [payment.clientName, payment.storeName].filter(Boolean).join(' at ');
  return `${amount}${reimbursement}${audit ? ` for your audit of ${audit}` : ''}`;
}

export function paymentPaidText(payment: SettledPayment, paidOn: string): NoticeText {
  return {
    title: 'Payment sent',
    body: `${paymentOf(payment)} was paid on ${formatCalendarDate(paidOn)}. Your bank may take 24-48 hours to show it.`,
    link: NOTICE_LINKS.payments,
  };
}

export function paymentFailedText(payment: SettledPayment, reason: string): NoticeText {
  return {
    title: 'Payment failed',
    body: `${paymentOf(payment)} could not be paid: ${endSentence(reason)} Check your bank details under My Profile, or raise a concern on the payment.`,
    link: NOTICE_LINKS.payments,
  };
}

/** A report sent back for fixes, as its auditor knows it. */
export interface SentBackReport {
  id: number;
  clientName: string;
  storeName: string;
  /** how many questions and sections the reviewer flagged */
  items: number;
  /** the report's one deadline (contract submitDeadline): its fixes' 48 hours or its audit date's window */
  deadline: string;
}

export function reportSentBackText(report: SentBackReport): NoticeText {
  const [items, them] = report.items === 1 ? ['one item', 'it'] : [`${report.items} items`, 'them'];
  return {
    title: 'Report sent back',
    body: `The reviewer asks you to fix ${items} of your report for ${report.clientName} at ${report.storeName}. Fix ${them} and submit it again by ${formatDeadline(report.deadline)}.`,
    link: NOTICE_LINKS.report(report.id),
  };
}

/** A report accepted at the last stage of review, and the payment it made. */
export interface AcceptedReport {
  id: number;
  clientName: string;
  storeName: string;
  amountPaise: number;
  reimbursementPaise: number;
  /** the payment's due date, YYYY-MM-DD */
  dueDate: string;
}

export function reportAcceptedText(report: AcceptedReport): NoticeText {
  const payment = paymentOf({ ...report, clientName: null, storeName: null });
  return {
    title: 'Report accepted',
    body: `Your report for ${report.clientName} at ${report.storeName} was accepted. Your payment of ${payment} is due by ${formatCalendarDate(report.dueDate)}.`,
    link: NOTICE_LINKS.payments,
  };
}

/** What the brand's reviewers read when the schedule accepted a report they did not decide. */
export function reportAcceptedUndecidedText(report: AcceptedReport, reviewDueAt: string): NoticeText {
  return {
    title: 'Report accepted without client review',
    body: `Nobody decided the report of ${report.storeName} in client review by ${formatDeadline(reviewDueAt)}, so it was accepted and the auditor will be paid.`,
    link: NOTICE_LINKS.reviewReport(report.id),
  };
}

/** A report a deadline is near, as its auditor knows it. */
export interface DueReport {
  id: number;
  status: 'ASSIGNED' | 'ACKNOWLEDGED';
  clientName: string;
  storeName: string;
}

export function reportDueText(report: DueReport, deadline: string): NoticeText {
  const by = formatDeadline(deadline);
  return report.status === 'ASSIGNED'
    ? {
        title: 'Report due soon',
        body: `Your audit for ${report.clientName} at ${report.storeName} is not started: Agree and submit its report by ${by}, or say it was not performed.`,
        link: NOTICE_LINKS.assignedAudits,
      }
    : {
        title: 'Report due soon',
        body: `Submit your report for ${report.clientName} at ${report.storeName} by ${by}; after that it can no longer be submitted.`,
        link: NOTICE_LINKS.report(report.id),
      };
}

/** A cycle with audits open near the auditor, as the digest names it. */
export interface NearbyCycle {
  client: string;
  name: string;
  audits: number;
}

/** The digest names the first few cycles; the list under View Opportunities has them all. */
const DIGEST_NAMES = 3;

export function opportunitiesText(cycles: readonly NearbyCycle[], kms: number): NoticeText {
  const audits = cycles.reduce((sum, cycle) => sum + cycle.audits, 0);
  const named = cycles
    .slice(0, DIGEST_NAMES)
    .map(
      (cycle) =>
        `${cycle.client}, ${cycle.name} (${cycle.audits === 1 ? '1 audit' : `${cycle.audits} audits`})`,
    );
  const more = cycles.length > DIGEST_NAMES ? `, and ${cycles.length - DIGEST_NAMES} more` : '';
  return {
    title: audits === 1 ? 'A new audit near you' : `${audits} new audits near you`,
    body: `Open within ${kms} km of you: ${named.join('; ')}${more}. Apply under View Opportunities.`,
    link: NOTICE_LINKS.opportunities,
  };
}
