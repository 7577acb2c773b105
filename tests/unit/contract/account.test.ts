// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  bankInfoStatus,
  bankNameFromIfsc,
  birthYearRange,
  CAMERA_RESOLUTIONS,
  CAR_COST_BANDS,
  currentBusinessYear,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  DISTANCE_OPTIONS,
  dateOfBirthProblem,
  daysInMonth,
  INCOME_BANDS,
  INDUSTRIES,
  INTEREST_CATEGORIES,
  INTEREST_LABELS,
  isLeapYear,
  LANGUAGES,
  OCCUPATION_LABELS,
  OCCUPATIONS,
  paysByPaypal,
  pincodeProblem,
} from '../../../src/contract';

describe('account lookup tables', () => {
  it('have the sizes, codes and order the spec gives', () => {
    expect(Object.keys(OCCUPATION_LABELS)).toEqual([...OCCUPATIONS]);
    expect(INCOME_BANDS.map((b) => b.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(INCOME_BANDS[0].label).toBe('No income');
    expect(DISTANCE_OPTIONS.map((d) => d.value)).toEqual([1, 5, 10, 20, 50, 100]);
    expect(INDUSTRIES.map((i) => i.value)).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
    expect(INDUSTRIES.at(-1)?.label).toBe('Other');
    expect(new Set(INDUSTRIES.map((i) => i.label)).size).toBe(43);
    expect(INTEREST_CATEGORIES).toHaveLength(26);
    expect(INTEREST_CATEGORIES).toEqual(
      expect.arrayContaining(['ADVERTISING', 'BANKING', 'FITNESS', 'TRAVEL']),
    );
    expect(INTEREST_CATEGORIES.at(-1)).toBe('OTHERS');
    expect(Object.keys(INTEREST_LABELS).sort()).toEqual([...INTEREST_CATEGORIES].sort());
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(CAR_COST_BANDS.map((b) => b.value)).toEqual([1, 2, 3, 4, 5]);
    expect(CAMERA_RESOLUTIONS.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(CAMERA_RESOLUTIONS[0].label).toBe('1 to 5 Megapixel');
    expect(CAMERA_RESOLUTIONS.at(-1)?.label).toBe('No Camera');
  });

  it('list 26 dial codes, India +91 first and the default, each code once', () => {
    expect(DIAL_CODES).toHaveLength(26);
    expect(DIAL_CODES[0]).toEqual({ id: 1, name: 'India', dialcode: '+91' });
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(new Set(DIAL_CODES.map((c) => c.dialcode)).size).toBe(26);
    expect(new Set(DIAL_CODES.map((c) => c.id)).size).toBe(26);
  });
});

describe('date of birth', () => {
  it('knows leap years and month lengths', () => {
    expect([2000, 2024, 1996].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2023, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(2023, 4), daysInMonth(2023, 12)]).toEqual(
      [29, 28, 30, 31],
    );
  });

  it('takes real dates whose year is between current - 80 and current - 15', () => {
    expect(birthYearRange(2025)).toEqual({ latest: 2010, earliest: 1945 });
    expect(dateOfBirthProblem('2008-02-29', 2025)).toBeUndefined();
    expect(dateOfBirthProblem('2009-02-29', 2025)).toBe(ACCOUNT_MESSAGES.notACalendarDate);
    expect(dateOfBirthProblem('1945-01-01', 2025)).toBeUndefined();
    expect(dateOfBirthProblem('2010-12-31', 2025)).toBeUndefined();
    expect(dateOfBirthProblem('1944-12-31', 2025)).toBe(ACCOUNT_MESSAGES.birthYearOutOfRange(1945, 2010));
    expect(dateOfBirthProblem('2011-01-01', 2025)).toBe(ACCOUNT_MESSAGES.birthYearOutOfRange(1945, 2010));
    expect(dateOfBirthProblem('1990-00-10', 2025)).toBe(ACCOUNT_MESSAGES.notACalendarDate);
    expect(dateOfBirthProblem('1990-1-10', 2025)).toBe(ACCOUNT_MESSAGES.dateFormat);
  });

  it("counts the year on India's calendar", () => {
    // 18:30 UTC on 31 December is already midnight, 1 January, in India
    expect(currentBusinessYear(new Date('2025-12-31T18:29:59Z'))).toBe(2025);
    expect(currentBusinessYear(new Date('2025-12-31T18:30:00Z'))).toBe(2026);
  });
});

describe('payout and PIN code rules', () => {
  const bank = {
    account_holder_name: 'Meera Iyer',
    account_number: '50100234567891',
    ifsc_code: 'SBIN0001672',
    pan_number: 'AMNPI7742Q',
    paypal: '',
  };

  it('pays India, and a profile without a city, by bank; every other country by PayPal', () => {
    expect([paysByPaypal('IN'), paysByPaypal(null), paysByPaypal('GB'), paysByPaypal('US')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('names the bank from a valid IFSC only', () => {
    expect(bankNameFromIfsc('SBIN0001672')).toBe('State Bank of India');
    expect(bankNameFromIfsc('UTIB0000553')).toBe('Axis Bank');
    expect(bankNameFromIfsc('SBIN1001672')).toBe('');
    expect(bankNameFromIfsc('ZZZZ0001672')).toBe('');
  });

  it('is valid only when complete with a well-formed account number, IFSC and PAN', () => {
    expect(bankInfoStatus(bank, false)).toEqual({
      bank_name_from_ifsc: 'State Bank of India',
      is_pan_card_valid: true,
      is_complete: true,
      is_valid: true,
    });
    expect(bankInfoStatus({ ...bank, pan_number: 'AMNPI77420' }, false)).toMatchObject({
      is_pan_card_valid: false,
      is_complete: true,
      is_valid: false,
    });
    // a record saved before the format checks: complete, but not an account number
    expect(bankInfoStatus({ ...bank, account_number: '+cmd|calc' }, false)).toMatchObject({
      is_complete: true,
      is_valid: false,
    });
    expect(bankInfoStatus({ ...bank, account_number: '' }, false)).toMatchObject({
      is_complete: false,
      is_valid: false,
    });
    expect(bankInfoStatus(bank, true)).toMatchObject({ is_complete: false, is_valid: false });
    expect(bankInfoStatus({ ...bank, paypal: 'meera@example.test' }, true)).toMatchObject({
      bank_name_from_ifsc: '',
      is_complete: true,
      is_valid: true,
    });
  });

  it('asks a 6-digit PIN code in India only', () => {
    expect(pincodeProblem('411004', 'IN')).toBeUndefined();
    expect(pincodeProblem('41100', 'IN')).toBe(ACCOUNT_MESSAGES.indianPincode);
    expect(pincodeProblem('SW1A 1AA', 'GB')).toBeUndefined();
  });
});

describe('personal field names in a sentence', () => {
  it('are the form labels in lower case, without the hint in brackets', async () => {
    const { PERSONAL_FIELDS, personalFieldName } = await import('../../../src/contract');
    expect(PERSONAL_FIELDS.map(personalFieldName)).toEqual([
      'first name',
      'last name',
      'gender',
      'education',
      'date of birth',
      'marital status',
      'address',
      'city',
      'pincode',
      'mobile number',
    ]);
  });
});
