/**
 * Money is integer paise in the database and rupees on the wire (every amount of the API, as the
 * spec's `earnings_per_audit`). Sums arrive from SQL as numbers, strings or bigints, or null for none.
 */
export const paiseToRupees = (paise: number | string | bigint | null): number => Number(paise ?? 0) / 100;
