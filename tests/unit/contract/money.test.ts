import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/contract/money';

/** What the screens and notices wrote before: the platform's own Indian rupee formatting. */
const platform = (amount: number) =>
  Number.isInteger(amount)
    ? new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
        amount,
      )
    : new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        amount,
      );

/** A fixed sequence of pseudo-random numbers, so a failure names the same amounts every run. */
function* amounts(count: number): Generator<number> {
  let state = 20261129;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let n = 0; n < count; n += 1) {
    const magnitude = 10 ** Math.floor(next() * 13);
    const whole = Math.floor(next() * magnitude);
    // whole rupees, rupees and paise, and amounts with a third decimal that rounding must settle
    const kind = n % 3;
    const amount = kind === 0 ? whole : kind === 1 ? whole + Math.floor(next() * 100) / 100 : whole + next();
    yield n % 7 === 0 ? -amount : amount;
  }
}

describe('formatRupees', () => {
  it('groups digits the Indian way, with paise only when there are some', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(-2500.75)).toBe('-₹2,500.75');
    // the platform writes a negative zero as "-₹0"; an amount of nothing has no sign
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('writes what Intl.NumberFormat en-IN writes, for 30,000 amounts', () => {
    const differing: string[] = [];
    for (const amount of amounts(30_000)) {
      if (Object.is(amount, -0)) continue;
      if (formatRupees(amount) !== platform(amount))
        differing.push(`${amount}: ${formatRupees(amount)} against ${platform(amount)}`);
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('rounds paise as the platform does, halves included', () => {
    for (const amount of [0.005, 0.015, 1.005, 2.675, 1.995, 9.999, 0.994, 12345.125, 1e-9, 0.5])
      expect(formatRupees(amount), String(amount)).toBe(platform(amount));
  });

  it('writes what cannot be an amount as the platform does', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(formatRupees(amount)).toBe(platform(amount));
  });
});
