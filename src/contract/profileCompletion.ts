/**
 * Profile completion, shared by the server (which computes it) and any screen that explains it.
 * Each listed field counts equally; the percentage is the share that is filled, rounded down so
 * 100 means truly complete.
 */
export interface CompletionInput {
  personal: Partial<Record<(typeof PERSONAL_FIELDS)[number], unknown>>;
  /** India pays by bank transfer, other countries by PayPal (docs/rules.md#account-and-profile). */
  paysByPaypal: boolean;
  bank: Partial<Record<(typeof BANK_FIELDS)[number] | 'paypal', unknown>>;
  additional: Partial<Record<(typeof ADDITIONAL_FIELDS)[number], unknown>>;
  isStudent: boolean;
  hasIdProof: boolean;
}

export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'education',
  'date_of_birth',
  'marital_status',
  'address',
  'city_id',
  'pincode',
  'mobile_number',
] as const;

export const BANK_FIELDS = ['account_holder_name', 'account_number', 'ifsc_code', 'pan_number'] as const;

export const ADDITIONAL_FIELDS = [
  'occupation',
  'income',
  'distance',
  'industry',
  'interest_area',
  'language_known',
  'mobile_model',
  'camera_resolution',
] as const;

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The personal fields still empty, in the form's order, so a screen can say what is missing. */
export function missingPersonalFields(personal: CompletionInput['personal']): PersonalField[] {
  return PERSONAL_FIELDS.filter((field) => !isFilled(personal[field]));
}

export function isPersonalComplete(personal: CompletionInput['personal']): boolean {
  return missingPersonalFields(personal).length === 0;
}

/** One check per payout field: PayPal alone outside India, the four bank fields in India. */
function bankChecks(bank: CompletionInput['bank'], paysByPaypal: boolean): boolean[] {
  return paysByPaypal ? [isFilled(bank.paypal)] : BANK_FIELDS.map((field) => isFilled(bank[field]));
}

function additionalChecks(additional: CompletionInput['additional'], isStudent: boolean): boolean[] {
  // A student's income is fixed at 0 by the form (decision 0007), so it always counts as filled.
  return ADDITIONAL_FIELDS.map((field) =>
    field === 'income' && isStudent ? true : isFilled(additional[field]),
  );
}

export function isBankComplete(bank: CompletionInput['bank'], paysByPaypal: boolean): boolean {
  return bankChecks(bank, paysByPaypal).every(Boolean);
}

export function isAdditionalComplete(additional: CompletionInput['additional'], isStudent: boolean): boolean {
  return additionalChecks(additional, isStudent).every(Boolean);
}

export function profileCompletionPercentage(input: CompletionInput): number {
  const checks: boolean[] = [
    ...PERSONAL_FIELDS.map((field) => isFilled(input.personal[field])),
    ...bankChecks(input.bank, input.paysByPaypal),
    ...additionalChecks(input.additional, input.isStudent),
    input.hasIdProof,
  ];
  const filled = checks.filter(Boolean).length;
  return Math.floor((filled * 100) / checks.length);
}
