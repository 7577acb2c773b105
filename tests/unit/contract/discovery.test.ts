import { describe, expect, it } from 'vitest';
import { DISTANCE_FILTER_KMS, offeredDistance } from '../../../src/contract';

describe('the distance filter named in an address', () => {
  it('reads each distance the filter offers', () => {
    for (const kms of DISTANCE_FILTER_KMS) expect(offeredDistance(String(kms))).toBe(kms);
  });

  it('ignores a distance the filter does not offer, or none', () => {
    for (const value of ['7', '0', '-1', '100.5', '1e2x', '', 'abc', null]) {
      expect(offeredDistance(value), String(value)).toBeUndefined();
    }
  });
});
