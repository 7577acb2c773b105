import type { BookingWindow } from './bookingWindows';
import type { AuditStoreStatus } from './statuses';

/**
 * Apply only where a visit can happen (decision 0063; docs/rules.md#finding-audits-and-applying).
 * One rule for whether an audit takes a plain application: the server judges each location of the
 * cycle page with it and sends the verdict (as it does eligibility, decision 0031), refuses apply
 * and reapply with it, and the opportunities query of /audit and the dashboard is the same rule in
 * SQL (server/repositories/discovery.ts: an ACTIVE cycle ending after today, which is exactly a
 * non-empty `applyWindow`, and no report of the audit in AUDIT_HOLDING_STATUSES).
 */

/**
 * The reports that hold their audit: one at a time per audit (also the unique index of migration
 * 0011). A withdrawn, failed or rejected report frees the audit again.
 */
export const AUDIT_HOLDING_STATUSES: readonly AuditStoreStatus[] = [
  'ASSIGNED',
  'ACKNOWLEDGED',
  'SUBMITTED',
  'PM_REVIEW',
  'COMPLETED',
  'ACCEPTED',
];

/** open: Apply is offered and taken; taken: another auditor holds it; closed: no date can be booked. */
export const AUDIT_AVAILABILITIES = ['open', 'taken', 'closed'] as const;
export type AuditAvailability = (typeof AUDIT_AVAILABILITIES)[number];

export interface AuditAvailabilityFacts {
  /** the audit's cycle is ACTIVE */
  cycleActive: boolean;
  /** the booking window of the application asked about: applyWindow, or reapplyWindow */
  window: BookingWindow;
  /** a report of the audit in AUDIT_HOLDING_STATUSES belongs to another auditor */
  heldByAnother: boolean;
}

/**
 * Whether the audit takes a plain application. Taken comes first: of an audit another auditor
 * holds, that is what is true and useful to say, whatever the cycle's dates.
 */
export function auditAvailability(facts: AuditAvailabilityFacts): AuditAvailability {
  if (facts.heldByAnother) return 'taken';
  if (!facts.cycleActive || facts.window.accepted === null) return 'closed';
  return 'open';
}

/** What the location card shows in place of Apply, and what the server's refusal says. */
export const AUDIT_AVAILABILITY_TEXTS = {
  taken: {
    badge: 'Taken',
    note: 'Another auditor is assigned this audit, so it is not open for applications.',
  },
  closed: {
    badge: 'Closed',
    note: 'This audit is no longer open for applications.',
  },
} as const satisfies Record<Exclude<AuditAvailability, 'open'>, { badge: string; note: string }>;
