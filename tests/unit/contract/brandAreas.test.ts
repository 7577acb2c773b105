import { describe, expect, it } from 'vitest';
import {
  BRAND_HOME,
  BRAND_PEOPLE,
  BRAND_REPORTS,
  BRAND_STORES,
  REVIEW_HOME,
  staffAreaHas,
  staffAreaOf,
} from '../../../src/contract';

/** Which brand pages each brand role opens (decision 0078): the shell sends any other to its home. */
describe('the brand’s areas', () => {
  const opens = (role: 'client' | 'brand') => {
    const area = staffAreaOf(role);
    if (!area) throw new Error(`${role} has no area`);
    return [BRAND_HOME, BRAND_STORES, BRAND_REPORTS, BRAND_PEOPLE, `${REVIEW_HOME}/7`].map((path) =>
      staffAreaHas(area, path),
    );
  };

  it('opens the figures, the people and the reviews to the brand’s admin', () => {
    expect(opens('client')).toEqual([true, true, true, true, true]);
  });

  it('opens the figures alone to the brand’s team', () => {
    expect(opens('brand')).toEqual([true, true, true, false, false]);
  });
});
