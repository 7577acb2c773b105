/**
 * A select's '' (the "Select" placeholder) is no value at all, so the contract schema says
 * "This field is required." rather than "Select a valid choice.".
 */
export const optionalChoice = (value: unknown): string | undefined =>
  value === '' || value === null || value === undefined ? undefined : String(value);

/** The same for selects of numeric codes (income, distance, industry...). */
export const optionalNumber = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
