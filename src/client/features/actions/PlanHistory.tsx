import type { ActionPlan, ActionStepState } from '../../../contract';
import { plural } from '../../../contract/englishWords';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';

/** Every step of the plan, oldest first: who took it, when, and the reviewer's note. */
export function PlanHistory({ plan }: { plan: ActionPlan }) {
  const questionOf = new Map(plan.items.map((item, index) => [item.id, `Item ${index + 1}`]));
  return (
    <details className="action-history">
      <summary>History ({plural(plan.history.length, 'step', 'steps')})</summary>
      <ol>
        {plan.history.map((step, index) => (
          // steps have no id of their own; they are only ever appended
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index}>
            <span>{formatDateTime(step.at)}</span>{' '}
            {step.item_id === null
              ? `Plan ${stepWord(step.from_state, step.to_state)}`
              : `${questionOf.get(step.item_id) ?? 'An item'}: ${stepWord(step.from_state, step.to_state)}`}
            {step.by_name ? ` by ${step.by_name}` : step.from_state === null ? ' by the rule' : ''}
            {step.from_state === 'OPEN' && step.to_state === 'OPEN' && step.note ? (
              ` of ${formatCalendarDate(step.note)}`
            ) : step.note ? (
              <>
                {' '}
                <q>{step.note}</q>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

const STEP_WORDS: Record<ActionStepState, string> = {
  OPEN: 'opened',
  IN_REVIEW: 'sent for review',
  RESOLVED: 'resolved',
  READY: 'answered',
  ACCEPTED: 'accepted',
};

function stepWord(from: ActionStepState | null, to: ActionStepState): string {
  if (from === 'READY' && to === 'OPEN') return 'sent back';
  // the schedule's step when a deadline passed with the plan still open (actionPlanReminders.ts)
  if (from === 'OPEN' && to === 'OPEN') return 'past its deadline';
  if (from !== null && to === 'OPEN') return 'back with the store';
  return STEP_WORDS[to];
}
