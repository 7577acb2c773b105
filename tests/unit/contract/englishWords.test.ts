import { describe, expect, it } from 'vitest';
import { endSentence, nounFor, plural, withArticle } from '../../../src/contract';

describe('texts built from values', () => {
  it('puts the noun in the number of its count', () => {
    expect(plural(1, 'payment to run', 'payments to run')).toBe('1 payment to run');
    expect(plural(0, 'payment to run', 'payments to run')).toBe('0 payments to run');
    expect(plural(2, 'payment to run', 'payments to run')).toBe('2 payments to run');
    expect(nounFor(1, 'open concern', 'open concerns')).toBe('open concern');
  });

  it('writes "an" before a brand that starts with a vowel sound, "a" before the others', () => {
    expect(withArticle('Auditly')).toBe('an Auditly');
    expect(withArticle('Ember')).toBe('an Ember');
    expect(withArticle('Zest')).toBe('a Zest');
    expect(withArticle('Unilever')).toBe('a Unilever');
    expect(withArticle('European')).toBe('a European');
    expect(withArticle('hour')).toBe('an hour');
  });

  it('ends a sentence with one full stop, keeping the one a person typed', () => {
    expect(endSentence('Wrong bank details')).toBe('Wrong bank details.');
    expect(endSentence('Wrong bank details.')).toBe('Wrong bank details.');
    expect(endSentence('Account closed!  ')).toBe('Account closed!');
  });
});
