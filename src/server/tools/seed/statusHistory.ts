import type { AuditStoreStatus } from '../../../contract';
import type { Db } from '../../db/database';
import type { JourneySeed } from './journeys';
import type { SeedCalendar } from './seedCalendar';

/** How many days after the audit a report reached each review status. */
const REVIEW_LAG_DAYS: Partial<Record<AuditStoreStatus, number>> = {
  PM_REVIEW: 2,
  COMPLETED: 6,
  ACCEPTED: 14,
};
const REVIEWS: readonly AuditStoreStatus[] = ['PM_REVIEW', 'COMPLETED', 'ACCEPTED'];

export interface JourneyTimes {
  decidedDay: number;
  decidedAt: string;
  acknowledgedAt: string | null;
  submittedAt: string | null;
  workedOnAt: string;
}

/** When an assigned audit reached its current status. */
export function statusChangedAt(
  calendar: SeedCalendar,
  journey: JourneySeed,
  status: AuditStoreStatus,
  times: JourneyTimes,
): string {
  const lag = REVIEW_LAG_DAYS[status];
  if (lag !== undefined) return calendar.timestamp(Math.min(journey.auditDay + lag, 0), 11);
  switch (status) {
    case 'ACKNOWLEDGED':
    case 'SUBMITTED':
      return times.workedOnAt;
    case 'FAILED':
      return calendar.timestamp(journey.auditDay, 12, 10);
    case 'AUDITOR_WITHDRAWN':
      // withdrawn the evening of the day it was approved
      return calendar.timestamp(times.decidedDay, 18, 45);
    default:
      return times.decidedAt;
  }
}

/**
 * The statuses a seeded report went through, as the server records them (migration 0008), so a
 * demo payment's timeline shows real steps: assigned, started, submitted, each review reached, or
 * the end it came to. Each step is at or after the one before it.
 */
export async function insertStatusHistory(
  db: Db,
  calendar: SeedCalendar,
  journey: JourneySeed,
  auditStoreId: number,
  status: AuditStoreStatus,
  times: JourneyTimes,
): Promise<void> {
  const steps: Array<{ to: AuditStoreStatus; at: string }> = [{ to: 'ASSIGNED', at: times.decidedAt }];
  if (times.acknowledgedAt) steps.push({ to: 'ACKNOWLEDGED', at: times.acknowledgedAt });
  if (times.submittedAt) steps.push({ to: 'SUBMITTED', at: times.submittedAt });
  for (const review of REVIEWS.slice(0, REVIEWS.indexOf(status) + 1)) {
    steps.push({ to: review, at: statusChangedAt(calendar, journey, review, times) });
  }
  if (!steps.some((step) => step.to === status))
    steps.push({ to: status, at: statusChangedAt(calendar, journey, status, times) });
  let previous: AuditStoreStatus | null = null;
  let latest = '';
  for (const step of steps) {
    latest = step.at > latest ? step.at : latest;
    await db
      .insertInto('audit_store_status_changes')
      .values({ audit_store_id: auditStoreId, from_status: previous, to_status: step.to, changed_at: latest })
      .execute();
    previous = step.to;
  }
}
