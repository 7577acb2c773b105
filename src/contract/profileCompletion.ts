/**
 * Profile completion, shared by the server (which computes it) and any screen that explains it.
 * Each listed field counts equally; the percentage is the share that is filled, rounded down so
 * 100 means truly complete.
 */
export interface CompletionInput {
  personal: Partial<Record<(typeof PERSONAL_FIELDS)[number], unknown>>;
  /** India pays by bank transfer, other countries by PayPal (spec §5). */
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

export function isPersonalComplete(personal: CompletionInput['personal']): boolean {
  return PERSONAL_FIELDS.every((field) => isFilled(personal[field]));
}

export function profileCompletionPercentage(input: CompletionInput): number {
  const checks: boolean[] = PERSONAL_FIELDS.map((f) => isFilled(input.personal[f]));
  if (input.paysByPaypal) checks.push(isFilled(input.bank.paypal));
  else checks.push(...BANK_FIELDS.map((f) => isFilled(input.bank[f])));
  // A student's income is fixed at 0 by the form (spec §5), so it always counts as filled.
  checks.push(
    ...ADDITIONAL_FIELDS.map((f) =>
      f === 'income' && input.isStudent ? true : isFilled(input.additional[f]),
    ),
  );
  checks.push(input.hasIdProof);
  const filled = checks.filter(Boolean).length;
  return Math.floor((filled * 100) / checks.length);
}
