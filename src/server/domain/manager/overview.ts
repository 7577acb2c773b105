import type { ManagerOverview } from '../../../contract/managerOverview';
import { REPORT_LIMITS } from '../../../contract/reportTexts';
import type { Db } from '../../db/database';
import {
  openConcernCount,
  overdueReportCount,
  paymentsToRunCount,
  reviewStageCounts,
} from '../../repositories/managerOverview';
import { calendarDate, shiftCalendarDate } from '../calendar';
import { managedCycles } from './cycleApplications';

/** What waits for someone, counted, for the manager's landing screen (decision 0043). */
export async function managerOverview(db: Db, now = new Date()): Promise<ManagerOverview> {
  const lastOpenDate = shiftCalendarDate(calendarDate(now), -REPORT_LIMITS.submitGraceDays);
  const [cycles, review, overdue, concerns, payments] = await Promise.all([
    managedCycles(db),
    reviewStageCounts(db),
    overdueReportCount(db, lastOpenDate, now.toISOString()),
    openConcernCount(db),
    paymentsToRunCount(db),
  ]);
  return {
    // the cycles where someone waits for a decision, not every cycle the applications page lists
    cycles: cycles.filter((cycle) => cycle.applied_count + cycle.waitlisted_count > 0),
    review,
    overdue_reports: overdue,
    open_concerns: concerns,
    payments_to_run: payments,
  };
}
