import type { AuditStoreStatus } from './statuses';

/**
 * Whether a brand's reports wait for its own reviewer after the PM's accept, and for how long
 * (decision 0065). Client review is the last stage of review (contract/review.ts REVIEW_STAGES),
 * and it always ends:
 *
 * - a brand whose settings say no client review (`client_review_days` null), or that has no
 *   active client reviewer, has none: the PM's accept is final and makes the payment;
 * - otherwise the report waits in client review (COMPLETED) for the brand's number of days, and
 *   one nobody decided by then is accepted by the schedule.
 */

export const CLIENT_REVIEW_DAYS = { default: 7, min: 1, max: 30 } as const;

/** A brand's review settings and who can review for it now. */
export interface BrandReview {
  /** days a report waits for the brand's reviewer; null: the brand has no client review */
  clientReviewDays: number | null;
  /** the brand's client reviewers whose accounts are active */
  activeClientReviewers: number;
}

/** The days a report waits in client review for this brand; null when the PM's accept is final. */
export function clientReviewWindow(brand: BrandReview): number | null {
  return brand.activeClientReviewers > 0 ? brand.clientReviewDays : null;
}

/** Where the PM's accept takes a report of this brand. */
export function pmAcceptLeadsTo(brand: BrandReview): AuditStoreStatus {
  return clientReviewWindow(brand) === null ? 'ACCEPTED' : 'COMPLETED';
}

/** When a report that entered client review at `enteredAt` is accepted if nobody decided it. */
export function clientReviewDueAt(enteredAt: Date, days: number): string {
  return new Date(enteredAt.getTime() + days * 86_400_000).toISOString();
}

const dayCount = (days: number) => (days === 1 ? 'one day' : `${days} days`);

/** The brand's review as staff read it, on the manager's cycle page and the PM's accept. */
export function clientReviewText(brand: BrandReview): string {
  if (brand.clientReviewDays === null) return 'No client review: the PM’s accept is final.';
  const window = dayCount(brand.clientReviewDays);
  if (brand.activeClientReviewers === 0)
    return `Client review for ${window}, but the brand has no active client reviewer: the PM’s accept is final.`;
  const reviewers =
    brand.activeClientReviewers === 1 ? 'one reviewer' : `${brand.activeClientReviewers} reviewers`;
  return `Client review for ${window} (${reviewers}); a report nobody decides by then is accepted.`;
}

/** The PM's accept button, said before the tap: is this accept final? */
export const PM_FINAL_ACCEPT = {
  button: 'Accept as final',
  confirm:
    'This brand has no client review, so your accept is final: the report is accepted and the auditor’s payment is made.',
} as const;
