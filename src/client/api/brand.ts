import type { z } from 'zod';
import type {
  BrandFilters,
  BrandRegionForm,
  BrandReportFilters,
  brandInviteFormSchema,
  brandWebhookFormSchema,
} from '../../contract';
import * as endpoints from '../../contract/endpoints/brand';
import { call, endpointUrl } from './call';

/** What a brand's accepted reports add up to (paths ours, decision 0077). */
export const getBrandOverview = (filters: BrandFilters) => call(endpoints.overview, { query: filters });
export const getBrandLeague = (filters: BrandFilters) => call(endpoints.stores, { query: filters });
export const getBrandQuestions = (filters: BrandFilters) => call(endpoints.questions, { query: filters });
export const getBrandReports = (filters: BrandReportFilters, page: number) =>
  call(endpoints.reports, { query: { ...filters, page } });
/** One accepted report within the reader's seat, and its visit evidence (decision 0080). */
export const getBrandReport = (id: number) => call(endpoints.report, { params: { id } });
export const getBrandReportVisit = (id: number) => call(endpoints.reportVisit, { params: { id } });

/** The address of a brand view, or of its export, with the same filters. */
export function withFilters(path: string, filters: BrandReportFilters): string {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The CSV of the reports behind a view: a plain link, downloaded with the session's cookie. */
export const brandReportsCsvUrl = (filters: BrandReportFilters) =>
  withFilters(endpointUrl(endpoints.reportsCsv, undefined), filters);
export const brandReportsXlsxUrl = (filters: BrandReportFilters) =>
  withFilters(endpointUrl(endpoints.reportsXlsx, undefined), filters);

/** The brand admin's people and regions (decision 0078). */
export const getBrandPeople = () => call(endpoints.people, {});
export const saveBrandRegion = (regionId: number | null, form: BrandRegionForm) =>
  regionId === null
    ? call(endpoints.addRegion, { body: form })
    : call(endpoints.saveRegion, { params: { id: regionId }, body: form });
export const inviteToBrand = (form: z.input<typeof brandInviteFormSchema>) =>
  call(endpoints.invite, { body: form });

/** The brand admin's webhook (decision 0081). */
export const getBrandWebhook = () => call(endpoints.webhook, {});
export const saveBrandWebhook = (form: z.input<typeof brandWebhookFormSchema>) =>
  call(endpoints.saveWebhook, { body: form });
export const testBrandWebhook = () => call(endpoints.testWebhook, {});
