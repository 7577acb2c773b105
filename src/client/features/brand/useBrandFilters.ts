import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND_FILTER_KEYS, type BrandFilters, brandFiltersSchema } from '../../../contract';

export type BrandFilterKey = (typeof BRAND_FILTER_KEYS)[number];

/**
 * A brand view's filters, kept in its address (decision 0077: a view's address holds its
 * filters), read with the server's own schema: a reload or a shared link opens the same view,
 * and a filter it cannot read is dropped rather than sent.
 */
export function useBrandFilters(): [BrandFilters, (key: BrandFilterKey, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // one object per address, so a view's load (keyed on it) runs once per change of filters
  const filters = useMemo(() => {
    const read = new URLSearchParams(search);
    const given = Object.fromEntries(
      BRAND_FILTER_KEYS.flatMap((key) => {
        const value = read.get(key);
        return value ? [[key, value]] : [];
      }),
    );
    const parsed = brandFiltersSchema.safeParse(given);
    return parsed.success ? parsed.data : {};
  }, [search]);
  const setFilter = (key: BrandFilterKey, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return [filters, setFilter];
}

export { withFilters } from '../../api/brand';
