import { z } from 'zod';
import { ACCOUNT_LIMITS, INDIA_COUNTRY_CODE, requiredText } from './accountFields';
import { isBankComplete } from './profileCompletion';

/**
 * docs/rules.md#account-and-profile: a profile city in India is paid by bank transfer; any other
 * country by PayPal. Without a city yet, India's bank form applies, as nearly every auditor is in
 * India.
 */
export function paysByPaypal(countryCode: string | null | undefined): boolean {
  return Boolean(countryCode) && countryCode !== INDIA_COUNTRY_CODE;
}

/** An IFSC is 4 letters of the bank, a 0, then 6 letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A PAN is 5 letters, 4 digits and a check letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * An Indian bank account number: 9 to 18 digits (the range banks issue; ours, as the spec gives
 * only the field's 20 characters). Spaces the auditor types between groups are dropped.
 */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

export const BANK_FORMAT_MESSAGES = {
  accountNumber: 'Enter the account number as 9 to 18 digits.',
  ifsc: 'An IFSC is 4 letters, a 0, then 6 letters or digits, as HDFC0001234.',
  pan: 'A PAN is 5 letters, 4 digits and a letter, as ABCDE1234F.',
} as const;

export const isAccountNumberValid = (number: string): boolean => ACCOUNT_NUMBER_PATTERN.test(number);
export const isIfscValid = (ifsc: string): boolean => IFSC_PATTERN.test(ifsc);
export const isPanValid = (pan: string): boolean => PAN_PATTERN.test(pan);

/** Banks by the first four letters of their IFSC: the bank name shown beside the code. */
const BANKS_BY_IFSC_PREFIX: Readonly<Record<string, string>> = {
  AIRP: 'Airtel Payments Bank',
  AUBL: 'AU Small Finance Bank',
  BARB: 'Bank of Baroda',
  BDBL: 'Bandhan Bank',
  BKID: 'Bank of India',
  CBIN: 'Central Bank of India',
  CITI: 'Citibank',
  CIUB: 'City Union Bank',
  CNRB: 'Canara Bank',
  DBSS: 'DBS Bank India',
  FDRL: 'Federal Bank',
  HDFC: 'HDFC Bank',
  HSBC: 'HSBC',
  ICIC: 'ICICI Bank',
  IDFB: 'IDFC FIRST Bank',
  IDIB: 'Indian Bank',
  INDB: 'IndusInd Bank',
  IOBA: 'Indian Overseas Bank',
  IPOS: 'India Post Payments Bank',
  KARB: 'Karnataka Bank',
  KKBK: 'Kotak Mahindra Bank',
  KVBL: 'Karur Vysya Bank',
  MAHB: 'Bank of Maharashtra',
  PSIB: 'Punjab & Sind Bank',
  PUNB: 'Punjab National Bank',
  RATN: 'RBL Bank',
  SBIN: 'State Bank of India',
  SCBL: 'Standard Chartered Bank',
  SIBL: 'South Indian Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  UBIN: 'Union Bank of India',
  UCBA: 'UCO Bank',
  UTIB: 'Axis Bank',
  YESB: 'Yes Bank',
};

/** The bank a valid IFSC belongs to; '' for an invalid code or a bank not in the table. */
export function bankNameFromIfsc(ifsc: string): string {
  if (!isIfscValid(ifsc)) return '';
  return BANKS_BY_IFSC_PREFIX[ifsc.slice(0, 4)] ?? '';
}

/** The stored payout details: one method is filled, the other's fields are ''. */
export interface PayoutDetails {
  account_holder_name: string;
  account_number: string;
  ifsc_code: string;
  pan_number: string;
  paypal: string;
}

const upperCaseCode = (max: number, pattern: RegExp, message: string) =>
  requiredText(max)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(pattern, { error: message }));

/**
 * POST auditor/bank_info, for a profile whose city is in India (or not chosen yet): the bank
 * account and PAN, each refused unless well formed, here for the form and the server alike: the
 * bank file is made of them (decision 0030). A record saved before these checks may still be
 * malformed: its panel turns red (`is_valid` false, decision 0030), so the auditor sees what to
 * correct.
 */
export const bankTransferBodySchema = z
  .object({
    account_holder_name: requiredText(ACCOUNT_LIMITS.accountHolderNameMax),
    account_number: requiredText(ACCOUNT_LIMITS.accountNumberMax)
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: BANK_FORMAT_MESSAGES.accountNumber })),
    ifsc_code: upperCaseCode(ACCOUNT_LIMITS.ifscMax, IFSC_PATTERN, BANK_FORMAT_MESSAGES.ifsc),
    pan_number: upperCaseCode(ACCOUNT_LIMITS.panMax, PAN_PATTERN, BANK_FORMAT_MESSAGES.pan),
  })
  .transform((bank): PayoutDetails => ({ ...bank, paypal: '' }));

/** POST auditor/bank_info, for a profile whose city is outside India: a PayPal ID replaces the bank. */
export const paypalBodySchema = z.object({ paypal: requiredText(ACCOUNT_LIMITS.paypalMax) }).transform(
  ({ paypal }): PayoutDetails => ({
    account_holder_name: '',
    account_number: '',
    ifsc_code: '',
    pan_number: '',
    paypal,
  }),
);

/**
 * POST auditor/bank_info as the route reads it: the fields of both bodies, anything else dropped.
 * Their values are checked by `bankInfoBodySchema`, once the saved profile city says which applies.
 */
export const bankInfoRequestSchema = z.object({
  account_holder_name: z.unknown().optional(),
  account_number: z.unknown().optional(),
  ifsc_code: z.unknown().optional(),
  pan_number: z.unknown().optional(),
  paypal: z.unknown().optional(),
});

/** Which of the two bodies applies is decided by the server from the saved profile city. */
export const bankInfoBodySchema = (paysByPaypal: boolean) =>
  paysByPaypal ? paypalBodySchema : bankTransferBodySchema;

/** GET and POST auditor/bank_info */
export const bankInfoSchema = z.object({
  bank_name_from_ifsc: z.string(),
  account_holder_name: z.string(),
  account_number: z.string(),
  ifsc_code: z.string(),
  pan_number: z.string(),
  is_pan_card_valid: z.boolean(),
  paypal: z.string(),
  /** the profile's city is outside India, so the form asks for PayPal instead of a bank */
  pays_by_paypal: z.boolean(),
  /** every field of the payout method is filled */
  is_complete: z.boolean(),
  /** complete, and for a bank transfer the account number, IFSC and PAN are well formed */
  is_valid: z.boolean(),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** The server-computed part of a bank record, from the stored fields. */
export function bankInfoStatus(
  details: PayoutDetails,
  paysByPaypal: boolean,
): Pick<BankInfo, 'bank_name_from_ifsc' | 'is_pan_card_valid' | 'is_complete' | 'is_valid'> {
  const isComplete = isBankComplete(details, paysByPaypal);
  const isPanCardValid = isPanValid(details.pan_number);
  return {
    bank_name_from_ifsc: paysByPaypal ? '' : bankNameFromIfsc(details.ifsc_code),
    is_pan_card_valid: isPanCardValid,
    is_complete: isComplete,
    is_valid:
      isComplete &&
      (paysByPaypal ||
        (isAccountNumberValid(details.account_number) && isIfscValid(details.ifsc_code) && isPanCardValid)),
  };
}
