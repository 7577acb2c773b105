import { ACTION_PLAN_REMIND_DAYS } from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  claimPlan,
  insertPlanEvent,
  openPlansDueBy,
  pastDeadlineSteps,
} from '../../repositories/actionPlanMoves';
import { calendarDate, shiftCalendarDate } from '../calendar';
import { notifyActionStep } from '../notices/actionNotices';
import { duringReminderHours } from '../notices/scheduledNotices';

/**
 * The schedule's part in a plan (decision 0085), looked for with the other reminders
 * (jobs/noticeSchedule.ts): its owner is told ACTION_PLAN_REMIND_DAYS days before the deadline,
 * and once it passed, while the plan is still with the store. The plan, the step and the deadline
 * name each notice, so every instance's look writes it once, and a sent-back plan's new deadline
 * is reminded again.
 *
 * A deadline passing meets the store sending the plan: the overdue step claims the plan's row as
 * a store's step does (repositories/actionPlanMoves.ts), so one of them is first. Sent first, the
 * plan is not overdue and nobody is told; passed first, the plan keeps the step "past its
 * deadline" (OPEN to OPEN, its note the deadline) in its history before it is sent, late. Returns how many were told.
 */
export async function remindActionPlans(db: Db, now: Date): Promise<number> {
  if (!duringReminderHours(now)) return 0;
  const today = calendarDate(now);
  const at = now.toISOString();
  let told = 0;
  for (const plan of await openPlansDueBy(db, shiftCalendarDate(today, ACTION_PLAN_REMIND_DAYS))) {
    const overdue = plan.due_date < today;
    const kind = overdue ? 'action_plan_overdue' : 'action_plan_due';
    const eventKey = `action:${plan.id}:${kind}:${plan.due_date}`;
    const wrote = await inWriteTransaction(db, async (trx) => {
      if (!(await claimPlan(trx, plan.id, ['OPEN'], at))) return false;
      // the step names the deadline it passed (its note): a later deadline passing is a step again
      if (overdue && (await pastDeadlineSteps(trx, plan.id, plan.due_date)) === 0)
        await insertPlanEvent(trx, {
          planId: plan.id,
          itemId: null,
          from: 'OPEN',
          to: 'OPEN',
          by: null,
          note: plan.due_date,
          at,
        });
      await notifyActionStep(trx, plan.id, kind, now, eventKey);
      return true;
    });
    if (wrote) told += 1;
  }
  return told;
}
