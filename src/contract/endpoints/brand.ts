import { brandInviteFormSchema, brandPeopleSchema, brandRegionFormSchema } from '../brandPeople';
import { brandQuestionsSchema } from '../brandQuestions';
import { brandReportSchema } from '../brandReport';
import {
  brandFiltersSchema,
  brandLeagueSchema,
  brandOverviewSchema,
  brandReportFiltersSchema,
  brandReportsQuerySchema,
  brandReportsSchema,
} from '../brandScores';
import { brandWebhookFormSchema, brandWebhookSchema } from '../brandWebhook';
import { endpoint, FILE_ANSWER, NO_CONTENT } from '../endpoint';
import { idParamsSchema } from '../ids';
import { visitEvidenceSchema } from '../visitRecord';

export const overview = endpoint('GET', 'brand', '/overview', {
  query: brandFiltersSchema,
  answer: brandOverviewSchema,
});
export const stores = endpoint('GET', 'brand', '/stores', {
  query: brandFiltersSchema,
  answer: brandLeagueSchema,
});
export const reports = endpoint('GET', 'brand', '/reports', {
  query: brandReportsQuerySchema,
  answer: brandReportsSchema,
});
/** the reports behind a view as CSV: a plain link, so the browser downloads it with the session */
export const reportsCsv = endpoint('GET', 'brand', '/reports.csv', {
  query: brandReportFiltersSchema,
  answer: FILE_ANSWER,
});
/** the same rows as an Excel workbook (decision 0082) */
export const reportsXlsx = endpoint('GET', 'brand', '/reports.xlsx', {
  query: brandReportFiltersSchema,
  answer: FILE_ANSWER,
});
/** one accepted report within the reader's seat (decision 0080) */
export const report = endpoint('GET', 'brand', '/reports/:id', {
  params: idParamsSchema,
  answer: brandReportSchema,
});
/** its visit evidence, as its reviewers read it (decision 0045) */
export const reportVisit = endpoint('GET', 'brand', '/reports/:id/visit_evidence', {
  params: idParamsSchema,
  answer: visitEvidenceSchema,
});
export const questions = endpoint('GET', 'brand', '/questions', {
  query: brandFiltersSchema,
  answer: brandQuestionsSchema,
});
/** the brand admin's (decision 0078): regions, people and invitations */
export const people = endpoint('GET', 'brand', '/people', { answer: brandPeopleSchema });
export const addRegion = endpoint('POST', 'brand', '/regions', {
  body: brandRegionFormSchema,
  answer: brandPeopleSchema,
});
export const saveRegion = endpoint('POST', 'brand', '/regions/:id', {
  params: idParamsSchema,
  body: brandRegionFormSchema,
  answer: brandPeopleSchema,
});
export const invite = endpoint('POST', 'brand', '/invites', {
  body: brandInviteFormSchema,
  answer: NO_CONTENT,
});
/** the brand admin's webhook (decision 0081): its address, secret and log; a test event */
export const webhook = endpoint('GET', 'brand', '/webhook', { answer: brandWebhookSchema });
export const saveWebhook = endpoint('POST', 'brand', '/webhook', {
  body: brandWebhookFormSchema,
  answer: brandWebhookSchema,
});
export const testWebhook = endpoint('POST', 'brand', '/webhook/test', { answer: brandWebhookSchema });

/**
 * What a brand's accepted reports add up to, and who reads them (paths ours, under /api/brand:
 * the client's and the brand team's; decisions 0077 and 0078).
 */
export const BRAND_ENDPOINTS = {
  overview,
  stores,
  questions,
  reports,
  report,
  reportVisit,
  reportsCsv,
  reportsXlsx,
  people,
  addRegion,
  saveRegion,
  invite,
  webhook,
  saveWebhook,
  testWebhook,
};
