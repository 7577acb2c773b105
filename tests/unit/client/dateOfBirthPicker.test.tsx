import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateOfBirthSelect } from '../../../src/client/features/details/profile/DateOfBirthSelect';
import {
  birthYears,
  composeDate,
  dayCount,
  parseDate,
  withChange,
} from '../../../src/client/features/details/profile/dateOfBirthParts';
import { currentBusinessYear } from '../../../src/contract';

afterEach(cleanup);

const THIS_YEAR = currentBusinessYear();
const LEAP = 2000;
const NOT_LEAP = 2001;

describe('date-of-birth parts', () => {
  it('offers the years from this year − 15 down to this year − 80', () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(66);
  });

  it('gives each month its length, February 29 days only in a leap year', () => {
    expect(dayCount(NOT_LEAP, 1)).toBe(31);
    expect(dayCount(NOT_LEAP, 4)).toBe(30);
    expect(dayCount(NOT_LEAP, 2)).toBe(28);
    expect(dayCount(LEAP, 2)).toBe(29);
    expect(dayCount(1900, 2)).toBe(28);
    // before the year is known February may still be the 29th
    expect(dayCount(undefined, 2)).toBe(29);
  });

  it('composes a real date only', () => {
    expect(composeDate({ year: LEAP, month: 2, day: 29 })).toBe('2000-02-29');
    expect(composeDate({ year: NOT_LEAP, month: 2, day: 29 })).toBeUndefined();
    expect(composeDate({ year: LEAP, month: 2 })).toBeUndefined();
  });

  it('reads an invalid or out-of-range saved date as none', () => {
    const years = birthYears(2026);
    expect(parseDate('1994-03-02', years)).toEqual({ year: 1994, month: 3, day: 2 });
    expect(parseDate('2001-02-29', years)).toEqual({});
    expect(parseDate('1994-13-02', years)).toEqual({});
    expect(parseDate('02/03/1994', years)).toEqual({});
    expect(parseDate('1900-01-01', years)).toEqual({});
    expect(parseDate(null, years)).toEqual({});
  });

  it('drops a day the new month or year does not have', () => {
    expect(withChange({ year: LEAP, month: 1, day: 31 }, { month: 4 })).toEqual({ year: LEAP, month: 4 });
    expect(withChange({ year: LEAP, month: 2, day: 29 }, { year: NOT_LEAP })).toEqual({
      year: NOT_LEAP,
      month: 2,
    });
    expect(withChange({ year: LEAP, month: 2, day: 28 }, { year: NOT_LEAP })).toEqual({
      year: NOT_LEAP,
      month: 2,
      day: 28,
    });
  });
});

describe('DateOfBirthSelect', () => {
  const dayOptions = () =>
    Array.from((screen.getByLabelText('Day') as HTMLSelectElement).options)
      .map((option) => option.value)
      .filter(Boolean);

  it('follows the month length and gives the form a date only when it is real', () => {
    const onChange = vi.fn();
    render(
      <DateOfBirthSelect id="dob" value={undefined} onChange={onChange} onBlur={() => {}} invalid={false} />,
    );
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(year.options[1]?.value).toBe(String(THIS_YEAR - 15));
    expect(year.options[year.options.length - 1]?.value).toBe(String(THIS_YEAR - 80));

    fireEvent.change(year, { target: { value: String(LEAP) } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(dayOptions()).toHaveLength(29);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '29' } });
    expect(onChange).toHaveBeenLastCalledWith('2000-02-29');

    fireEvent.change(year, { target: { value: String(NOT_LEAP) } });
    expect(dayOptions()).toHaveLength(28);
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(undefined);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
    expect(dayOptions()).toHaveLength(30);
  });

  it('shows the saved date, and nothing for an impossible one', () => {
    const { unmount } = render(
      <DateOfBirthSelect id="dob" value="1994-03-02" onChange={() => {}} onBlur={() => {}} invalid={false} />,
    );
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('1994');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('2');
    unmount();
    render(
      <DateOfBirthSelect id="dob" value="1994-02-30" onChange={() => {}} onBlur={() => {}} invalid={false} />,
    );
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('');
  });
});
