/**
 * Money is integer paise in the database and rupees on the wire (every amount of the API, as the
 * spec's `earnings_per_audit`). Sums arrive from SQL as numbers, strings or bigints, or null for none.
 */
export const paiseToRupees = (paise: number | string | bigint | null): number => Number(paise ?? 0) / 100;

/** Indian digit grouping: the last three digits, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest === '' ? last : `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}`;
}

/**
 * An amount in rupees with Indian digit grouping, on screens and in the notices the server writes:
 * "₹1,500", or "₹1,23,456.50" when it has paise. It writes what `Intl.NumberFormat('en-IN', {
 * style: 'currency', currency: 'INR' })` writes (tests/unit/contract/money.test.ts holds it to
 * that) without building one: the first such formatter of a page sets up ICU's number formatting,
 * 13 to 16 ms of the main thread in Chromium (about 60 ms at Lighthouse's 4x CPU), in the module
 * evaluation before a report's first paint (docs/budgets.md, "Lighthouse").
 */
export function formatRupees(amount: number): string {
  if (Number.isNaN(amount)) return '₹NaN';
  // a zero is never shown as "-₹0"
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  if (size === Number.POSITIVE_INFINITY) return `${sign}₹∞`;
  if (Number.isInteger(size)) return `${sign}₹${groupIndian(size.toFixed(0))}`;
  const [whole, paise] = roundedToPaise(size);
  return `${sign}₹${groupIndian(whole)}.${paise}`;
}

/**
 * Rupees and paise of a positive amount, rounded half up on the digits the number prints as
 * ("0.015" to 0.02), as ICU rounds; `toFixed` rounds the binary value (0.01499… to 0.01).
 */
function roundedToPaise(size: number): [string, string] {
  const text = String(size);
  // exponent notation: below a millionth (0.00) or beyond 10^21, where no paise are left to round
  if (text.includes('e')) return [size.toFixed(0), '00'];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const paise = (BigInt(whole + fraction.slice(0, 2)) + roundUp).toString().padStart(3, '0');
  return [paise.slice(0, -2), paise.slice(-2)];
}
