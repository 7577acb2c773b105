import { brandFiltersSchema, brandLeagueSchema, brandOverviewSchema } from '../brandScores';
import { endpoint } from '../endpoint';

export const overview = endpoint('GET', 'review', '/brand/overview', {
  query: brandFiltersSchema,
  answer: brandOverviewSchema,
});
export const stores = endpoint('GET', 'review', '/brand/stores', {
  query: brandFiltersSchema,
  answer: brandLeagueSchema,
});

/** What a brand's accepted reports add up to (paths ours, the client role's; decision 0077). */
export const BRAND_ENDPOINTS = { overview, stores };
