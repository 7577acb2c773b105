import type { ApplicationStatus, AuditStoreStatus, PaymentStatus } from '../../../contract';

/**
 * Who applied for which audit, and how far each application got. Days are offsets from today.
 * Every audit date lies in the 7-day booking window that opened on the day of application.
 */
export interface JourneySeed {
  auditor: string;
  cycle: string;
  store: string;
  appliedDay: number;
  auditDay: number;
  application: ApplicationStatus;
  /** the assigned audit of an APPROVED application */
  assigned?: {
    status: AuditStoreStatus;
    payment?: PaymentStatus;
    /** why the audit failed or was withdrawn, as the auditor wrote it */
    concern?: string;
  };
  /** the share of a handed-in report's answers that lapse; absent: one in five */
  lapseShare?: number;
}

const approved = (status: AuditStoreStatus, more: { payment?: PaymentStatus; concern?: string } = {}) => ({
  application: 'APPROVED' as const,
  assigned: { status, ...more },
});

/** The demo auditor's history: every application and report status the screens can show. */
export const DEMO_JOURNEYS: JourneySeed[] = [
  {
    auditor: 'demo',
    cycle: 'cafe',
    store: 'kk-bandra',
    appliedDay: -4,
    auditDay: 2,
    ...approved('ASSIGNED'),
  },
  {
    auditor: 'demo',
    cycle: 'smartphone',
    store: 'vk-parel',
    appliedDay: -6,
    auditDay: 0,
    ...approved('ACKNOWLEDGED'),
  },
  {
    auditor: 'demo',
    cycle: 'savings',
    store: 'kb-fort',
    appliedDay: -10,
    auditDay: -3,
    ...approved('SUBMITTED'),
  },
  {
    auditor: 'demo',
    cycle: 'cafe',
    store: 'kk-powai',
    appliedDay: -11,
    auditDay: -7,
    ...approved('PM_REVIEW'),
  },
  {
    auditor: 'demo',
    cycle: 'standards',
    store: 'dh-colaba',
    appliedDay: -5,
    auditDay: -4,
    ...approved('FAILED', {
      concern:
        'The store was shut for renovation when I arrived at 11:30. I photographed the notice on the shutter. ' +
        'Please reschedule the audit if possible.',
    }),
  },
  {
    auditor: 'demo',
    cycle: 'savings',
    store: 'kb-andheri',
    appliedDay: -2,
    auditDay: 5,
    ...approved('AUDITOR_WITHDRAWN', {
      concern:
        'A family function in Nashik falls on the audit date and I cannot reach the branch. Sorry for the short notice.',
    }),
  },
  {
    auditor: 'demo',
    cycle: 'archived-phones',
    store: 'vk-parel',
    appliedDay: -106,
    auditDay: -100,
    ...approved('ACCEPTED', { payment: 'PAID' }),
  },
  {
    auditor: 'demo',
    cycle: 'archived-phones',
    store: 'vk-viman',
    appliedDay: -98,
    auditDay: -92,
    ...approved('ACCEPTED', { payment: 'PAID' }),
  },
  {
    auditor: 'demo',
    cycle: 'archived-phones',
    store: 'vk-lokhandwala',
    appliedDay: -85,
    auditDay: -80,
    ...approved('ACCEPTED', { payment: 'FAILED' }),
  },
  {
    auditor: 'demo',
    cycle: 'standards',
    store: 'dh-aundh',
    appliedDay: -1,
    auditDay: 3,
    application: 'APPLIED',
  },
  // applied for a date that has passed without a decision: the applied list offers Re Apply. An
  // audit nobody holds: Rohan's approval for Viman Nagar would have waitlisted it (decision 0063)
  {
    auditor: 'demo',
    cycle: 'smartphone',
    store: 'vk-whitefield',
    appliedDay: -7,
    auditDay: -2,
    application: 'APPLIED',
  },
  {
    auditor: 'demo',
    cycle: 'cafe',
    store: 'kk-koregaon',
    appliedDay: -2,
    auditDay: 4,
    application: 'WAITLISTED',
  },
  {
    auditor: 'demo',
    cycle: 'smartphone',
    store: 'vk-lokhandwala',
    appliedDay: -6,
    auditDay: 1,
    application: 'REJECTED',
  },
  {
    auditor: 'demo',
    cycle: 'savings',
    store: 'kb-fc-road',
    appliedDay: -1,
    auditDay: 5,
    application: 'WITHDRAWN',
  },
];

/** Other auditors competing for, and taking over, some of the same audits. */
export const OTHER_JOURNEYS: JourneySeed[] = [
  {
    auditor: 'rohan',
    cycle: 'savings',
    store: 'kb-fc-road',
    appliedDay: -1,
    auditDay: 4,
    ...approved('ASSIGNED'),
  },
  {
    auditor: 'rohan',
    cycle: 'standards',
    store: 'dh-aundh',
    appliedDay: -2,
    auditDay: 3,
    application: 'APPLIED',
  },
  {
    auditor: 'rohan',
    cycle: 'cafe',
    store: 'kk-koregaon',
    appliedDay: -3,
    auditDay: 4,
    application: 'APPLIED',
  },
  {
    auditor: 'meera',
    cycle: 'smartphone',
    store: 'vk-lokhandwala',
    appliedDay: -7,
    auditDay: -2,
    ...approved('SUBMITTED'),
  },
  {
    auditor: 'priya',
    cycle: 'cafe',
    store: 'kk-besant',
    appliedDay: -12,
    auditDay: -9,
    ...approved('COMPLETED'),
  },
  {
    auditor: 'harsh',
    cycle: 'smartphone',
    store: 'vk-sg-highway',
    appliedDay: -7,
    auditDay: -3,
    ...approved('PM_REVIEW'),
  },
  {
    auditor: 'harsh',
    cycle: 'standards',
    store: 'dh-prahlad',
    appliedDay: -1,
    auditDay: 2,
    application: 'APPLIED',
  },
  {
    auditor: 'karthik',
    cycle: 'cafe',
    store: 'kk-jubilee',
    appliedDay: -1,
    auditDay: 3,
    application: 'APPLIED',
  },
  {
    auditor: 'karthik',
    cycle: 'smartphone',
    store: 'vk-hitec',
    appliedDay: 0,
    auditDay: 6,
    application: 'WAITLISTED',
  },
  {
    auditor: 'imran',
    cycle: 'standards',
    store: 'dh-lajpat',
    appliedDay: -1,
    auditDay: 4,
    application: 'APPLIED',
  },
  {
    auditor: 'imran',
    cycle: 'smartphone',
    store: 'vk-saket',
    appliedDay: -6,
    auditDay: -1,
    application: 'REJECTED',
  },
  // Two reports in progress for Rohan, audited today: a manager sees another auditor's work, and
  // the e2e specs that end a report (not performed, status moved on) leave the demo auditor's alone.
  // Appended last, so the rows above keep their ids and answer variants.
  {
    auditor: 'rohan',
    cycle: 'smartphone',
    store: 'vk-viman',
    appliedDay: -5,
    auditDay: 0,
    ...approved('ACKNOWLEDGED'),
  },
  {
    auditor: 'rohan',
    cycle: 'savings',
    store: 'kb-andheri',
    appliedDay: -3,
    auditDay: 0,
    ...approved('ACKNOWLEDGED'),
  },
  // the demo auditor's payment still to come: a report the client accepted last week (a payment
  // is made on acceptance only, so the reports still in review above have none)
  {
    auditor: 'demo',
    cycle: 'cafe',
    store: 'kk-indiranagar',
    appliedDay: -12,
    auditDay: -10,
    ...approved('ACCEPTED', { payment: 'PENDING' }),
  },
];

/** The demo auditor recruited two of the others. Amounts in rupees. */
export const REFERRALS: Array<{ referred: string; type: 'SIGNUP' | 'AUDIT'; rupees: number }> = [
  { referred: 'rohan', type: 'SIGNUP', rupees: 50 },
  { referred: 'meera', type: 'AUDIT', rupees: 150 },
];
