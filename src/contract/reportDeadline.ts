import { businessDayStart } from './businessClock';
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
  // the last millisecond before the day after the last grace day begins in India
  const graceEnds = new Date(
    +businessDayStart(auditDate, REPORT_LIMITS.submitGraceDays + 1) - 1,
  ).toISOString();
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
