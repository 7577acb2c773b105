/**
 * Money is integer paise in the database and rupees on the wire (every amount of the API, as the
 * spec's `earnings_per_audit`). Sums arrive from SQL as numbers, strings or bigints, or null for none.
 */
export const paiseToRupees = (paise: number | string | bigint | null): number => Number(paise ?? 0) / 100;

const options = { style: 'currency', currency: 'INR' } as const;
const wholeRupees = new Intl.NumberFormat('en-IN', { ...options, maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { ...options, minimumFractionDigits: 2 });

/**
 * An amount in rupees with Indian digit grouping, on screens and in the notices the server writes:
 * "₹1,500", or "₹1,23,456.50" when it has paise.
 */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}
