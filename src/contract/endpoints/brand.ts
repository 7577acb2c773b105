import {
  brandFiltersSchema,
  brandLeagueSchema,
  brandOverviewSchema,
  brandReportsQuerySchema,
  brandReportsSchema,
} from '../brandScores';
import { endpoint, FILE_ANSWER } from '../endpoint';

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
/** the reports behind a view as CSV: a plain link, so the browser downloads it with the session */
export const reportsCsv = endpoint('GET', 'review', '/brand/reports.csv', {
  query: brandFiltersSchema,
  answer: FILE_ANSWER,
});

/** What a brand's accepted reports add up to (paths ours, the client role's; decision 0077). */
export const BRAND_ENDPOINTS = { overview, stores, reports, reportsCsv };
