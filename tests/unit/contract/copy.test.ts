import { describe, expect, it } from 'vitest';
import * as contract from '../../../src/contract';
import { DETAILS_TEXTS, PAYMENT_MESSAGES, REPORT_MESSAGES } from '../../../src/contract';

/** Every message table's texts, by table and key, for the checks that hold for all of them. */
const texts = Object.entries(contract).flatMap(([table, value]) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).flatMap(([key, text]) =>
        typeof text === 'string' ? [[`${table}.${key}`, text] as const] : [],
      )
    : [],
);

describe('the copy users read', () => {
  it('says an agreed audit is in progress, in plain English', () => {
    expect(REPORT_MESSAGES.acknowledged).not.toMatch(/under progress/);
    expect(REPORT_MESSAGES.acknowledged).toMatch(/in progress\.$/);
  });

  it('starts no word after a comma with a capital, as in "concern, We will"', () => {
    expect(PAYMENT_MESSAGES.concernThanks).toBe('Thank you for your concern. We will get back to you soon.');
    expect(texts.filter(([, text]) => /, [A-Z][a-z]/.test(text))).toEqual([]);
  });

  it('writes buttons in sentence case', () => {
    expect(DETAILS_TEXTS.deactivate).toBe('Deactivate my profile');
  });
});
