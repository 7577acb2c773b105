import type { BrandFilters } from '../../contract';
import * as endpoints from '../../contract/endpoints/brand';
import { call } from './call';

/** What a brand's accepted reports add up to (paths ours, decision 0077). */
export const getBrandOverview = (filters: BrandFilters) => call(endpoints.overview, { query: filters });
export const getBrandLeague = (filters: BrandFilters) => call(endpoints.stores, { query: filters });
export const getBrandReports = (filters: BrandFilters, page: number) =>
  call(endpoints.reports, { query: { ...filters, page } });
