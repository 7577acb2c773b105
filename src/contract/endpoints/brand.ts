import {
  brandFiltersSchema,
  brandLeagueSchema,
  brandOverviewSchema,
  brandReportsQuerySchema,
  brandReportsSchema,
} from '../brandScores';
import { endpoint } from '../endpoint';

export const overview = endpoint('GET', 'review', '/brand/overview', {
  query: brandFiltersSchema,
  answer: brandOverviewSchema,
});
export const stores = endpoint('GET', 'review', '/brand/stores', {
  query: brandFiltersSchema,
  answer: brandLeagueSchema,
});
export const reports = endpoint('GET', 'review', '/brand/reports', {
  query: brandReportsQuerySchema,
  answer: brandReportsSchema,
});

/** What a brand's accepted reports add up to (paths ours, the client role's; decision 0077). */
export const BRAND_ENDPOINTS = { overview, stores, reports };
