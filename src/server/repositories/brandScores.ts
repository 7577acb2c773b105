import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { Database, WaveFigureKind } from '../db/schema';

/**
 * The stored scores of a brand's accepted reports (decision 0077), within the caller's scope and
 * the view's filters. Figures are summed per cycle and store in SQL; the means of means are the
 * domain's (domain/brand/brandFigures.ts).
 */

/** Whose reports a brand person reads: the brand's, a region's cities, or one store. */
export interface BrandScope {
  clientId: number;
  /** null: every city of the brand */
  cityIds: readonly number[] | null;
  /** null: every store in the cities */
  storeId: number | null;
}

export interface ScoreFilters {
  cycle?: number;
  from?: string;
  to?: string;
  region?: number;
  city?: number;
  store?: number;
  /** only the reports that lost marks on this question (decision 0080) */
  question?: number;
}

/** The tables a brand's figures are placed by: the wave, the store and its region. */
type PlaceTables = 'audit_cycles' | 'stores' | 'brand_region_cities';

/** The caller's scope and the view's filters, on a query that joins the place tables. */
function inScope(scope: BrandScope, filters: ScoreFilters) {
  return (eb: ExpressionBuilder<Database, PlaceTables>) => {
    const conditions: Expression<SqlBool>[] = [eb('audit_cycles.client_id', '=', scope.clientId)];
    if (scope.cityIds !== null) conditions.push(eb('stores.city_id', 'in', [...scope.cityIds, 0]));
    if (scope.storeId !== null) conditions.push(eb('stores.id', '=', scope.storeId));
    if (filters.cycle !== undefined) conditions.push(eb('audit_cycles.id', '=', filters.cycle));
    if (filters.region !== undefined)
      conditions.push(eb('brand_region_cities.region_id', '=', filters.region));
    if (filters.city !== undefined) conditions.push(eb('stores.city_id', '=', filters.city));
    if (filters.store !== undefined) conditions.push(eb('stores.id', '=', filters.store));
    return eb.and(conditions);
  };
}

/** Reports placed: their wave, store, city and the store's region in the brand, if its city is in one. */
export function placedReports(db: Db) {
  return (
    db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
      .innerJoin('stores', 'stores.id', 'audits.store_id')
      .innerJoin('cities', 'cities.id', 'stores.city_id')
      // the store's region in this brand (decision 0078)
      .leftJoin('brand_region_cities', (join) =>
        join
          .onRef('brand_region_cities.client_id', '=', 'audit_cycles.client_id')
          .onRef('brand_region_cities.city_id', '=', 'stores.city_id'),
      )
      .leftJoin('brand_regions', 'brand_regions.id', 'brand_region_cities.region_id')
  );
}

function scoredReports(db: Db, scope: BrandScope, filters: ScoreFilters) {
  let query = placedReports(db)
    .innerJoin('report_scores', 'report_scores.audit_store_id', 'audit_stores.id')
    .where(inScope(scope, filters))
    .where('audit_stores.status', '=', 'ACCEPTED')
    .where('report_scores.score_milli', 'is not', null);
  if (filters.from !== undefined) query = query.where('audit_stores.audit_date', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('audit_stores.audit_date', '<=', filters.to);
  const { question } = filters;
  if (question !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('report_lost_questions')
          .select('report_lost_questions.question_id')
          .whereRef('report_lost_questions.audit_store_id', '=', 'audit_stores.id')
          .where('report_lost_questions.question_id', '=', question),
      ),
    );
  return query;
}

/** The columns a figure is placed by (domain/brand/waveFigures.ts FigurePlace). */
const PLACE_COLUMNS = [
  'audit_cycles.id as cycle_id',
  'audit_cycles.name as cycle_name',
  'audit_cycles.start_date',
  'stores.id as store_id',
  'stores.name as store_name',
  'cities.id as city_id',
  'cities.name as city_name',
  'brand_regions.id as region_id',
  'brand_regions.name as region_name',
] as const;

/** The brand's summed figures of `kinds` per wave and store (migration 0034), placed. */
export async function waveFigureRows(
  db: Db,
  scope: BrandScope,
  filters: ScoreFilters,
  kinds: readonly WaveFigureKind[],
) {
  const rows = await db
    .selectFrom('brand_wave_figures')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'brand_wave_figures.cycle_id')
    .innerJoin('stores', 'stores.id', 'brand_wave_figures.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .leftJoin('brand_region_cities', (join) =>
      join
        .onRef('brand_region_cities.client_id', '=', 'audit_cycles.client_id')
        .onRef('brand_region_cities.city_id', '=', 'stores.city_id'),
    )
    .leftJoin('brand_regions', 'brand_regions.id', 'brand_region_cities.region_id')
    .select([
      ...PLACE_COLUMNS,
      'brand_wave_figures.kind',
      'brand_wave_figures.item_id',
      'brand_wave_figures.value_milli',
      'brand_wave_figures.reports',
      'brand_wave_figures.passed',
      'brand_wave_figures.lost',
    ])
    .where('brand_wave_figures.client_id', '=', scope.clientId)
    .where('brand_wave_figures.kind', 'in', [...kinds])
    // a wave and store whose reports were all rescored to no score keeps a row of 0 reports
    .where('brand_wave_figures.reports', '>', 0)
    .where(inScope(scope, filters))
    .execute();
  // PostgreSQL answers a double precision as a number already; the cast is for a driver that does not
  return rows.map((row) => ({ ...row, value_milli: Number(row.value_milli) }));
}

/** Each accepted report's stored score, placed: what the figures are folded from for a date range. */
export function scoredReportFigures(db: Db, scope: BrandScope, filters: ScoreFilters) {
  return scoredReports(db, scope, filters)
    .select([...PLACE_COLUMNS, 'report_scores.score_milli', 'report_scores.passed', 'report_scores.sections'])
    .execute();
}

/** One page of the accepted reports behind a figure, newest audit first. */
export function scoredReportPage(
  db: Db,
  scope: BrandScope,
  filters: ScoreFilters,
  page: { limit: number; offset: number },
) {
  return scoredReports(db, scope, filters)
    .select([
      'audit_stores.id',
      'stores.id as store_id',
      'stores.name as store_name',
      'cities.name as city_name',
      'audit_cycles.name as cycle_name',
      'audit_stores.audit_date',
      'report_scores.score_milli',
      'report_scores.passed',
    ])
    .orderBy('audit_stores.audit_date', 'desc')
    .orderBy('audit_stores.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One accepted, scored report if the scope reaches it (decision 0080), placed; else undefined. */
export function scoredReportInScope(db: Db, scope: BrandScope, id: number) {
  return scoredReports(db, scope, {})
    .select([
      'audit_stores.id',
      'audit_stores.audit_date',
      'audit_stores.report_summary',
      'audit_cycles.id as cycle_id',
      'audit_cycles.name as cycle_name',
      'stores.id as store_id',
      'stores.name as store_name',
      'cities.name as city_name',
      'brand_regions.name as region_name',
    ])
    .where('audit_stores.id', '=', id)
    .executeTakeFirst();
}

/** How many accepted reports are behind a figure, counted one by one. */
export async function scoredReportCount(db: Db, scope: BrandScope, filters: ScoreFilters) {
  const row = await scoredReports(db, scope, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Up to `limit` accepted reports after `afterId`, by id: the export's keyset pages. */
export function scoredReportsAfter(
  db: Db,
  scope: BrandScope,
  filters: ScoreFilters,
  afterId: number,
  limit: number,
) {
  return scoredReports(db, scope, filters)
    .select([
      'audit_stores.id',
      'stores.name as store_name',
      'cities.name as city_name',
      'brand_regions.name as region_name',
      'audit_cycles.name as cycle_name',
      'audit_stores.audit_date',
      'report_scores.score_milli',
      'report_scores.passed',
      'report_scores.sections',
    ])
    .where('audit_stores.id', '>', afterId)
    .orderBy('audit_stores.id')
    .limit(limit)
    .execute();
}

/** A question of the brand's cycles: its text; undefined for another brand's or none. */
export async function brandQuestionText(db: Db, clientId: number, questionId: number) {
  const row = await db
    .selectFrom('questions')
    .innerJoin('sections', 'sections.id', 'questions.section_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'sections.audit_cycle_id')
    .select('questions.question_txt')
    .where('questions.id', '=', questionId)
    .where('audit_cycles.client_id', '=', clientId)
    .executeTakeFirst();
  return row?.question_txt;
}

/** The sections of the brand's cycles (of one, when given), in cycle and questionnaire order. */
export function brandSections(db: Db, clientId: number, cycleId: number | undefined) {
  let query = db
    .selectFrom('sections')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'sections.audit_cycle_id')
    .select(['sections.id', 'sections.name'])
    .where('audit_cycles.client_id', '=', clientId);
  if (cycleId !== undefined) query = query.where('audit_cycles.id', '=', cycleId);
  return query
    .orderBy('audit_cycles.start_date')
    .orderBy('sections.sequence')
    .orderBy('sections.id')
    .execute();
}

/** The brand's name, or undefined. */
export function brandRow(db: Db, clientId: number) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', clientId).executeTakeFirst();
}

/** The brand's cycles, newest first, the cities of its stores and their regions: what the filters offer. */
export async function brandChoices(db: Db, scope: BrandScope) {
  const cycles = await db
    .selectFrom('audit_cycles')
    .select(['id', 'name'])
    .where('client_id', '=', scope.clientId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  let cities = db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .select(['cities.id', 'cities.name'])
    .distinct()
    .where('stores.client_id', '=', scope.clientId);
  if (scope.cityIds !== null) cities = cities.where('cities.id', 'in', [...scope.cityIds, 0]);
  if (scope.storeId !== null) cities = cities.where('stores.id', '=', scope.storeId);
  const cityRows = await cities.orderBy('cities.name').execute();
  const regions = await db
    .selectFrom('brand_regions')
    .innerJoin('brand_region_cities', 'brand_region_cities.region_id', 'brand_regions.id')
    .select(['brand_regions.id', 'brand_regions.name'])
    .distinct()
    .where('brand_regions.client_id', '=', scope.clientId)
    .where('brand_region_cities.city_id', 'in', [...cityRows.map((city) => city.id), 0])
    .orderBy('brand_regions.name')
    .execute();
  return { cycles, regions, cities: cityRows };
}

/** The names of a cycle's sections. */
export function cycleSectionNames(db: Db, cycleId: number) {
  return db
    .selectFrom('sections')
    .select(['id', 'name'])
    .where('audit_cycle_id', '=', cycleId)
    .orderBy('sequence')
    .execute();
}

/** The questions of the brand's waves, with their section's name, in questionnaire order. */
export function brandQuestionTexts(db: Db, clientId: number) {
  return db
    .selectFrom('questions')
    .innerJoin('sections', 'sections.id', 'questions.section_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'sections.audit_cycle_id')
    .select([
      'questions.id',
      'questions.question_txt',
      'sections.id as section_id',
      'sections.name as section_name',
      'audit_cycles.id as cycle_id',
    ])
    .where('audit_cycles.client_id', '=', clientId)
    .orderBy('sections.sequence')
    .orderBy('questions.sequence')
    .orderBy('questions.id')
    .execute();
}
