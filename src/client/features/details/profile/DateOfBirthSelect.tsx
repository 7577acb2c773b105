import { useMemo, useState } from 'react';
import { ACCOUNT_FIELD_LABELS, currentBusinessYear } from '../../../../contract';
import { optionalNumber } from '../../../forms/selectValues';
import { birthYears, composeDate, type DateParts, dayCount, parseDate, withChange } from './dateOfBirthParts';

const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Date(2000, index, 1).toLocaleString('en', { month: 'long' }),
);

interface DateOfBirthSelectProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * Date of birth as year, month and day selects (decision 0007). The form holds 'YYYY-MM-DD' only
 * once the three make a real date; until then it holds nothing, so the schema says the field is
 * required.
 */
export function DateOfBirthSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: DateOfBirthSelectProps) {
  const years = useMemo(() => birthYears(currentBusinessYear()), []);
  const [parts, setParts] = useState<DateParts>(() => parseDate(value, years));
  const days = dayCount(parts.year, parts.month);

  const change = (partial: DateParts) => {
    const next = withChange(parts, partial);
    setParts(next);
    onChange(composeDate(next));
  };

  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, onBlur };
  return (
    <div className="date-select" id={id}>
      <select
        aria-label={ACCOUNT_FIELD_LABELS.birthYear}
        value={parts.year ?? ''}
        onChange={(event) => change({ year: optionalNumber(event.target.value) })}
        {...aria}
      >
        <option value="">{ACCOUNT_FIELD_LABELS.birthYear}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <select
        aria-label={ACCOUNT_FIELD_LABELS.birthMonth}
        value={parts.month ?? ''}
        onChange={(event) => change({ month: optionalNumber(event.target.value) })}
        {...aria}
      >
        <option value="">{ACCOUNT_FIELD_LABELS.birthMonth}</option>
        {MONTH_NAMES.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label={ACCOUNT_FIELD_LABELS.birthDay}
        value={parts.day ?? ''}
        onChange={(event) => change({ day: optionalNumber(event.target.value) })}
        {...aria}
      >
        <option value="">{ACCOUNT_FIELD_LABELS.birthDay}</option>
        {Array.from({ length: days }, (_, index) => index + 1).map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </select>
    </div>
  );
}
