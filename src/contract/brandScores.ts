import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { idParam } from './ids';
import { pageQuerySchema } from './managerApplications';

/**
 * What a brand's accepted reports add up to (decision 0077), as its people read it: the score of
 * each wave (audit cycle) against the pass mark, each store's and city's, each section's, the
 * league of stores. Every figure is made of stored scores (`report_scores`, decision 0075):
 *
 * - a store's score for a period is the mean of its accepted reports' scores;
 * - a city's, a region's and the brand's is the mean of its stores' scores (a store audited ten times
 *   weighs what a store audited once does);
 * - the pass rate is the share of accepted reports that passed.
 */

export const BRAND_FILTER_MESSAGES = {
  date: 'Pick a date as YYYY-MM-DD.',
  range: 'The start of the range comes before its end.',
} as const;

const calendarDate = z
  .string()
  .max(10, BRAND_FILTER_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, BRAND_FILTER_MESSAGES.date)
  .refine((value) => isValid(parseISO(value)), BRAND_FILTER_MESSAGES.date);

const brandFilterFields = z.object({
  cycle: idParam.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  region: idParam.optional(),
  city: idParam.optional(),
  store: idParam.optional(),
});
const rangeRuns = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const backwards = { message: BRAND_FILTER_MESSAGES.range, path: ['to'] };

/** A view's filters, all optional: what its address holds (`?cycle=3&city=7`). */
export const brandFiltersSchema = brandFilterFields.refine(rangeRuns, backwards);
export type BrandFilters = z.infer<typeof brandFiltersSchema>;
export const BRAND_FILTER_KEYS = ['cycle', 'from', 'to', 'region', 'city', 'store'] as const;

const score = z.number().nullable();

export const brandChoicesSchema = z.object({
  cycles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the brand's regions the reader's scope reaches (decision 0078) */
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const BRAND_REPORTS_PAGE_SIZE = 50;

/**
 * The reports behind a figure, and their export: a view's filters, and a question of the
 * questions view to keep only the reports that lost marks on it (decision 0080).
 */
const reportFilterFields = brandFilterFields.extend({ question: idParam.optional() });
export const brandReportFiltersSchema = reportFilterFields.refine(rangeRuns, backwards);
export type BrandReportFilters = z.infer<typeof brandReportFiltersSchema>;

/** GET brand/reports: the accepted reports behind a figure, newest audit first. */
export const brandReportsQuerySchema = reportFilterFields
  .extend(pageQuerySchema.shape)
  .refine(rangeRuns, backwards);
export const brandReportsSchema = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      store_id: z.number().int(),
      store_name: z.string(),
      city_name: z.string(),
      cycle_name: z.string(),
      audit_date: z.string(),
      score,
      passed: z.boolean().nullable(),
    }),
  ),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  choices: brandChoicesSchema,
  /** the question the list is narrowed to, when it is: its text, to say so */
  lost_on: z.string().nullable(),
});
export type BrandReports = z.infer<typeof brandReportsSchema>;

export const brandStoreFigureSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  city_name: z.string(),
  score,
  reports: z.number().int(),
});
export type BrandStoreFigure = z.infer<typeof brandStoreFigureSchema>;

export const brandCycleFigureSchema = z.object({
  cycle_id: z.number().int(),
  cycle_name: z.string(),
  start_date: z.string(),
  score,
  reports: z.number().int(),
  stores: z.number().int(),
  /** share of its reports that passed, in percent */
  pass_rate: score,
});
export type BrandCycleFigure = z.infer<typeof brandCycleFigureSchema>;

/** GET review/brand/overview: the wave in view (the filter's cycle, else the latest) and the trend. */
export const brandOverviewSchema = z.object({
  brand: z.object({ id: z.number().int(), name: z.string() }),
  /** the wave in view, null when no report of the brand is accepted yet */
  wave: brandCycleFigureSchema.nullable(),
  /** the pass mark of the wave's rules in force */
  pass_mark: z.number().nullable(),
  /** every wave with an accepted report, oldest first */
  trend: z.array(brandCycleFigureSchema),
  /** the wave's sections: the mean of the stores' section means */
  sections: z.array(z.object({ section_id: z.number().int(), name: z.string(), score })),
  /** the wave's regions, each the mean of its stores; stores in no region are in none of these */
  regions: z.array(
    z.object({ region_id: z.number().int(), region_name: z.string(), score, stores: z.number().int() }),
  ),
  cities: z.array(
    z.object({ city_id: z.number().int(), city_name: z.string(), score, stores: z.number().int() }),
  ),
  /** the wave's stores, best first: the overview shows the first and last few */
  stores: z.array(brandStoreFigureSchema),
  /** the cycles and cities the filters offer */
  choices: brandChoicesSchema,
});
export type BrandOverview = z.infer<typeof brandOverviewSchema>;

/** GET review/brand/stores: the league of the wave in view, with each store's earlier waves. */
export const brandLeagueSchema = z.object({
  wave: brandCycleFigureSchema.nullable(),
  /** the waves shown as columns, oldest first */
  cycles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rows: z.array(
    brandStoreFigureSchema.extend({
      /** 1 for the best; stores of equal score share a rank */
      rank: z.number().int(),
      /** places gained since the wave before (positive: up), null when not ranked then */
      movement: z.number().int().nullable(),
      /** the store's score in each wave of `cycles`, null where it has none */
      by_cycle: z.array(score),
    }),
  ),
  choices: brandChoicesSchema,
});
export type BrandLeague = z.infer<typeof brandLeagueSchema>;

/** The export's columns before one column per section (decision 0077). */
/** How many reports an export holds, said before its first byte: the page's progress (decision 0082). */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

export const BRAND_EXPORT_COLUMNS = [
  'report_id',
  'store',
  'city',
  'region',
  'cycle',
  'audit_date',
  'score',
  'result',
] as const;
