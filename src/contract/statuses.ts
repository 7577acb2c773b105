/**
 * The statuses, their labels and tones, without schemas: the screens that only show a status load
 * no zod (decision 0051). Their schemas are in `statusSchemas.ts`.
 */

/** Visual tone of a status badge; the UI maps each tone to one colour pair. */
export type BadgeTone =
  | 'default'
  | 'primary'
  | 'primaryVariant'
  | 'warning'
  | 'warningSecondary'
  | 'success'
  | 'successSecondary'
  | 'danger'
  | 'dangerSecondary'
  | 'neutral';

export interface StatusDisplay {
  label: string;
  tone: BadgeTone;
}

export const APPLICATION_STATUSES = [
  'NOT_APPLIED',
  'APPLIED',
  'WAITLISTED',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_DISPLAY: Record<ApplicationStatus, StatusDisplay> = {
  NOT_APPLIED: { label: 'Not Applied', tone: 'default' },
  APPLIED: { label: 'Pending for Approval', tone: 'primary' },
  WAITLISTED: { label: 'Waitlisted', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Denied', tone: 'danger' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'default' },
};

export const AUDIT_STORE_STATUSES = [
  'ASSIGNED',
  'ACKNOWLEDGED',
  'SUBMITTED',
  'PM_REVIEW',
  'COMPLETED',
  'ACCEPTED',
  'FAILED',
  'REJECTED',
  'WITHDRAWN',
  'AUDITOR_WITHDRAWN',
] as const;
export type AuditStoreStatus = (typeof AUDIT_STORE_STATUSES)[number];

export const AUDIT_STORE_STATUS_DISPLAY: Record<AuditStoreStatus, StatusDisplay> = {
  ASSIGNED: { label: 'Assigned', tone: 'warning' },
  ACKNOWLEDGED: { label: 'In Progress', tone: 'warningSecondary' },
  SUBMITTED: { label: 'QA Review', tone: 'primaryVariant' },
  PM_REVIEW: { label: 'PM Review', tone: 'primary' },
  COMPLETED: { label: 'Client Review', tone: 'success' },
  ACCEPTED: { label: 'Accepted', tone: 'successSecondary' },
  FAILED: { label: 'Failed', tone: 'danger' },
  REJECTED: { label: 'Rejected', tone: 'dangerSecondary' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'neutral' },
  AUDITOR_WITHDRAWN: { label: 'Auditor Withdrawn', tone: 'neutral' },
};

/** Reports the auditor has handed in and that were not failed or withdrawn ("Reports Completed"). */
export const COMPLETED_AUDIT_STORE_STATUSES: readonly AuditStoreStatus[] = [
  'SUBMITTED',
  'PM_REVIEW',
  'COMPLETED',
  'ACCEPTED',
];

export const PAYMENT_STATUSES = ['PENDING', 'FAILED', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_DISPLAY: Record<PaymentStatus, StatusDisplay> = {
  PENDING: { label: 'Pending', tone: 'danger' },
  FAILED: { label: 'Failed', tone: 'dangerSecondary' },
  PAID: { label: 'Paid', tone: 'success' },
};

export const AUDIT_CYCLE_STATUSES = [
  'PREPARATION',
  'UPCOMING',
  'ACTIVE',
  'REPORT',
  'CLEARING',
  'ARCHIVED',
] as const;
export type AuditCycleStatus = (typeof AUDIT_CYCLE_STATUSES)[number];

/** The spec names the cycle statuses but not their labels: ours, for the back office's screens. */
export const AUDIT_CYCLE_STATUS_DISPLAY: Record<AuditCycleStatus, StatusDisplay> = {
  PREPARATION: { label: 'In Preparation', tone: 'neutral' },
  UPCOMING: { label: 'Upcoming', tone: 'primary' },
  ACTIVE: { label: 'Active', tone: 'success' },
  REPORT: { label: 'Reporting', tone: 'warning' },
  CLEARING: { label: 'Clearing', tone: 'warningSecondary' },
  ARCHIVED: { label: 'Archived', tone: 'default' },
};

/** Label and tone for any status code; an empty code shows nothing, an unknown one says so. */
export function statusDisplay(
  table: Record<string, StatusDisplay>,
  code: string | null | undefined,
): StatusDisplay | null {
  if (!code) return null;
  return table[code] ?? { label: 'unknown status type', tone: 'default' };
}
