import { z } from 'zod';
import { NAME_MAX_LENGTH } from './app';
import { textInput } from './storableText';

/** Bank transfer, PIN code rules and the default dial code are India's; other countries differ. */
export const INDIA_COUNTRY_CODE = 'IN';

/**
 * Limits of the account forms (decision 0007, "Rules the server enforces"); the server refuses what
 * the forms would not send.
 */
export const ACCOUNT_LIMITS = {
  nameMax: NAME_MAX_LENGTH,
  addressMax: 100,
  pincodeMax: 8,
  indianPincodeDigits: 6,
  accountHolderNameMax: 40,
  accountNumberMax: 20,
  ifscMax: 11,
  panMax: 10,
  paypalMax: 40,
  phoneMinDigits: 6,
  phoneMax: 20,
  companyMax: 100,
  modelMax: 50,
  /** the date-of-birth picker offers years from the current year minus 15 back to minus 80 */
  youngestAgeYears: 15,
  oldestAgeYears: 80,
} as const;

export const ACCOUNT_MESSAGES = {
  required: 'This field is required.',
  invalidChoice: 'Select a valid choice.',
  invalidListEntry: 'Select only choices from the list.',
  tooManyChoices: (count: number) => `Select at most ${count} choices.`,
  chooseAtLeastOne: 'Select at least one.',
  expectedText: 'Enter text.',
  expectedYesNo: 'Choose yes or no.',
  tooLong: (max: number) => `At most ${max} characters.`,
  dateFormat: 'Enter the date as YYYY-MM-DD.',
  notACalendarDate: 'Enter a date that exists in the calendar.',
  birthYearOutOfRange: (earliest: number, latest: number) =>
    `The year of birth must be between ${earliest} and ${latest}.`,
  unknownCity: 'Select a city from the list.',
  pincodeCharacters: 'Use only letters, digits, spaces and hyphens.',
  indianPincode: `An Indian PIN code has ${ACCOUNT_LIMITS.indianPincodeDigits} digits.`,
  phoneDigits: `Enter ${ACCOUNT_LIMITS.phoneMinDigits} to ${ACCOUNT_LIMITS.phoneMax} digits, without the dial code.`,
  tourOnlyCompletes: 'The tour can only be marked as complete.',
  deactivated: (supportEmail: string) =>
    `Your profile has been deactivated. To reactivate it, contact support at ${supportEmail}.`,
} as const;

/** A missing value says "required"; a value of the wrong kind says what is expected. */
const requiredOr =
  (otherwise: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined || issue.input === null ? ACCOUNT_MESSAGES.required : otherwise;

export function requiredText(max: number) {
  return textInput({ error: requiredOr(ACCOUNT_MESSAGES.expectedText) })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.required, abort: true })
    .max(max, { error: ACCOUNT_MESSAGES.tooLong(max) });
}

/** Text that may be left out; stored as '' (the tables keep no NULL text, decision 0002). */
export function optionalText(max: number) {
  return textInput({ error: ACCOUNT_MESSAGES.expectedText })
    .trim()
    .max(max, { error: ACCOUNT_MESSAGES.tooLong(max) })
    .nullish()
    .transform((value) => value ?? '');
}

export function choice<const T extends readonly string[]>(values: T) {
  return z.enum(values, { error: requiredOr(ACCOUNT_MESSAGES.invalidChoice) });
}

export function numericChoice<const T extends readonly number[]>(values: T) {
  return z.literal(values, { error: requiredOr(ACCOUNT_MESSAGES.invalidChoice) });
}

export function yesNo() {
  return z.boolean({ error: requiredOr(ACCOUNT_MESSAGES.expectedYesNo) });
}

/**
 * A non-empty list of `choices`, duplicates dropped. Any unknown entry is reported on the list
 * itself, not as `field.3`, so the form shows the message under the field. A list longer than the
 * choices (only possible with repeats) or an entry longer than any choice is refused unread.
 */
export function choiceList<T extends string>(choices: readonly T[]) {
  const members: ReadonlySet<string> = new Set(choices);
  const isMember = (value: string): value is T => members.has(value);
  const longest = Math.max(...choices.map((choice) => choice.length));
  return z
    .array(
      z.string({ error: ACCOUNT_MESSAGES.invalidListEntry }).max(longest, ACCOUNT_MESSAGES.invalidListEntry),
      {
        error: requiredOr(ACCOUNT_MESSAGES.invalidListEntry),
      },
    )
    .min(1, { error: ACCOUNT_MESSAGES.chooseAtLeastOne, abort: true })
    .max(choices.length, { error: ACCOUNT_MESSAGES.tooManyChoices(choices.length), abort: true })
    .refine((values) => values.every(isMember), { error: ACCOUNT_MESSAGES.invalidListEntry })
    .transform((values) => [...new Set(values.filter(isMember))]);
}
