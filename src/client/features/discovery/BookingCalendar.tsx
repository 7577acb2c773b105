import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { APPLY_MESSAGES, auditDaysLine, closedJsWeekdays, type DateWindow } from '../../../contract';
import { formatCalendarDate } from '../../lib/dates';

/** YYYY-MM-DD as a local date for the calendar, and back. */
const toDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const toIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

interface BookingCalendarProps {
  /** the dates the booking window offers, or null when none is left */
  window: DateWindow | null;
  /** YYYY-MM-DD, or '' while none is picked */
  pickedDate: string;
  onPick: (isoDate: string) => void;
}

/**
 * An inline calendar offering only the booking window's dates, on the cycle's audit days only
 * (decision 0066); where none is left, that says so.
 */
export function BookingCalendar({ window, pickedDate, onPick }: BookingCalendarProps) {
  if (!window) return <p className="apply-error">{APPLY_MESSAGES.noDateLeft}</p>;
  const days = auditDaysLine(window.weekdays);
  return (
    <>
      <p className="apply-window">
        Dates you can book: {formatCalendarDate(window.first)} to {formatCalendarDate(window.last)}
        {days ? <span className="apply-window-days">{days}</span> : null}
      </p>
      <DayPicker
        mode="single"
        // a window that runs into the next month shows those days without a turn of the page
        showOutsideDays
        selected={pickedDate ? toDay(pickedDate) : undefined}
        onSelect={(day) => onPick(day ? toIso(day) : '')}
        disabled={[
          { before: toDay(window.first) },
          { after: toDay(window.last) },
          { dayOfWeek: closedJsWeekdays(window.weekdays) },
        ]}
        defaultMonth={toDay(pickedDate || window.first)}
        startMonth={toDay(window.first)}
        endMonth={toDay(window.last)}
      />
    </>
  );
}
