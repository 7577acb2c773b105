import { addDays, endOfDay, isValid } from 'date-fns';
import { businessMoment } from './bookingWindows';
import { formatBusinessMoment } from './calendarDates';
import { REPORT_LIMITS } from './reportTexts';

/**
 * A report's one deadline (decision 0064): the moment and the words, computed here only, so the
 * send-back's notice and mail, the due-soon reminder, the fix list on the report, the dashboard's
 * next action and Submit's refusal all keep to, and say, the same moment.
 */

/**
 * The last moment a report is taken (the server's submit rule, auditStoreTransitions.ts): the end
 * of the audit date's last grace day in India, or when its fixes are due if that is later
 * (decision 0039). ISO, to the millisecond.
 */
export function submitDeadline(auditDate: string, fixDueAtValue: string | null): string {
  const day = businessMoment(auditDate);
  if (!isValid(day)) throw new Error(`not a calendar date: ${auditDate}`);
  // a plain Date's ISO form is UTC's, as every stored instant is; the zoned date's carries +05:30
  const graceEnds = new Date(+endOfDay(addDays(day, REPORT_LIMITS.submitGraceDays))).toISOString();
  return fixDueAtValue !== null && fixDueAtValue > graceEnds ? fixDueAtValue : graceEnds;
}

/**
 * The deadline as people read it, always in India time with the zone named: "8th Dec 2026, 23:59
 * India time". The server writing a notice does not know its reader's zone, and a phone's own
 * clock may not be India's, so every place says the business's time (decision 0064).
 */
export function formatDeadline(deadline: string): string {
  return formatBusinessMoment(deadline);
}
