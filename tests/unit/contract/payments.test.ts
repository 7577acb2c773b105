import { describe, expect, it } from 'vitest';
import { paymentDueDate } from '../../../src/contract';

describe('the payment due date', () => {
  it('is 45 days after the end of the month of submission, in India', () => {
    expect(paymentDueDate('2026-11-03T10:00:00Z')).toBe('2027-01-14');
    // 31 January 20:00 UTC is already 1 February in India
    expect(paymentDueDate('2026-01-31T20:00:00Z')).toBe('2026-04-14');
    expect(paymentDueDate('2026-01-31T18:00:00Z')).toBe('2026-03-17');
    expect(paymentDueDate('2028-02-10T00:00:00Z')).toBe('2028-04-14');
  });
});
