// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  classifyStatus,
  refusalMessage,
} from '../../../src/offline/syncPolicy';

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 5 minutes', () => {
    const neutral = () => 0.5;
    expect([1, 2, 3, 4, 9, 10, 11, 50, 5000].map((n) => backoffDelay(n, neutral))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('spreads retries by a quarter either way, never past the cap', () => {
    expect(backoffDelay(1, () => 0)).toBe(750);
    expect(backoffDelay(1, () => 0.999_999)).toBe(1250);
    expect(backoffDelay(9, () => 0.999_999)).toBe(BACKOFF_MAX_MS);
  });
});

describe('classifyStatus', () => {
  it('tells done, retry, auth and refused apart', () => {
    expect([200, 201, 204].map(classifyStatus)).toEqual(['done', 'done', 'done']);
    expect([401, 403].map(classifyStatus)).toEqual(['auth', 'auth']);
    expect([400, 404, 409, 413, 422].map(classifyStatus)).toEqual(Array(5).fill('refused'));
    expect([0, 302, 408, 425, 429, 500, 502, 503].map(classifyStatus)).toEqual(Array(8).fill('retry'));
  });
});

describe('refusalMessage', () => {
  it('prefers the first non-field error, then the first field error, then a default', () => {
    expect(refusalMessage({ answer: ['field'], non_field_errors: ['first', 'second'] })).toBe('first');
    expect(refusalMessage({ non_field_errors: [], answer_comment: ['This field is required.'] })).toBe(
      'This field is required.',
    );
    expect(refusalMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(refusalMessage({})).toBe('Request refused');
    expect(refusalMessage('<html>')).toBe('Request refused');
    expect(refusalMessage(null)).toBe('Request refused');
    expect(refusalMessage([1])).toBe('Request refused');
  });
});
