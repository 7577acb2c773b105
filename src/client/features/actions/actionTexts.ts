import type { ActionItemState, ActionPlanReason, ActionPlanState } from '../../../contract';

/** How a plan's and an item's states, and why a plan opened, read on screen (decision 0085). */
export const PLAN_STATE_LABELS: Record<ActionPlanState, string> = {
  OPEN: 'Open',
  IN_REVIEW: 'Waiting for review',
  RESOLVED: 'Resolved',
};

export const ITEM_STATE_LABELS: Record<ActionItemState, string> = {
  OPEN: 'To do',
  READY: 'Answered',
  ACCEPTED: 'Accepted',
};

export const REASON_LABELS: Record<ActionPlanReason, string> = {
  critical: 'A critical question failed',
  score: 'The score was under the pass mark',
  by_hand: 'Opened by a reviewer',
};

/** An item's state as its card says it: an open item with a reviewer's note was sent back. */
export const itemStateLabel = (state: ActionItemState, reviewNote: string | null): string =>
  state === 'OPEN' && reviewNote ? 'Sent back' : ITEM_STATE_LABELS[state];

const took = (days: number) => (days < 1 ? 'under a day' : `${days} ${days === 1 ? 'day' : 'days'}`);

/** How long plans take, in the words a brand reads: the median of the resolved ones. */
export function resolveTime(days: number | null, resolved: number): string {
  if (days === null) return 'No plan is resolved yet.';
  return `Time to resolve: ${took(days)} (the median of ${resolved === 1 ? 'the one resolved plan' : `${resolved} resolved plans`}).`;
}

/** One store's: "2 resolved in 3 days each, as a median". */
export const storeResolveTime = (days: number, resolved: number): string =>
  resolved === 1 ? `1 resolved in ${took(days)}` : `${resolved} resolved, in ${took(days)} as a median`;
