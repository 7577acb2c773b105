/**
 * Calendar dates are YYYY-MM-DD strings (DESIGN). The business day is India's: an audit date
 * belongs to the auditor's local calendar, and every seeded and served audit is in India.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

export function calendarDate(now: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
