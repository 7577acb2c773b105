import {
  BRAND_REPORTS_PAGE_SIZE,
  type BrandFilters,
  type BrandLeague,
  type BrandOverview,
  type BrandQuestions,
  type BrandReportFilters,
  type BrandReports,
} from '../../../contract';
import type { Db } from '../../db/database';
import { regionCityIds, seatOfUser } from '../../repositories/brandPeople';
import {
  type BrandScope,
  brandChoices,
  brandQuestionText,
  brandQuestionTexts,
  brandRow,
  cycleSectionNames,
  scoredReportCount,
  scoredReportPage,
} from '../../repositories/brandScores';
import { notFound } from '../errors';
import { rulesInForce } from '../review/reportScoring';
import {
  cityFigures,
  cycleFigures,
  league,
  regionFigures,
  sectionFigures,
  storeFigures,
} from './brandFigures';
import { questionFigures, sectionStoreFigures } from './questionFigures';
import { figureSums } from './waveFigures';

/**
 * A brand's views (decision 0077): its overview and its league of stores, read on every call from
 * the figures summed per wave and store in the transaction that scores a report (decision 0079),
 * so a report is in every figure from the moment it is accepted.
 */

/**
 * The scope of a brand reader (decision 0078): the client account and the head office read the
 * whole brand, a region manager the stores of their region's cities, a store manager one store.
 * An account tied to no brand, or a seat whose region is gone, reads nothing (404).
 */
export async function brandScopeOf(db: Db, userId: number): Promise<BrandScope> {
  const seat = await seatOfUser(db, userId);
  const clientId = seat?.client_id ?? null;
  if (!seat || clientId === null) throw notFound();
  if (seat.role === 'client' || seat.brand_seat === 'head_office')
    return { clientId, cityIds: null, storeId: null };
  if (seat.brand_seat === 'region' && seat.brand_region_id !== null)
    return { clientId, cityIds: await regionCityIds(db, clientId, seat.brand_region_id), storeId: null };
  if (seat.brand_seat === 'store' && seat.brand_store_id !== null)
    return { clientId, cityIds: null, storeId: seat.brand_store_id };
  throw notFound();
}

/** The trend ignores the cycle filter (it is the cycles); the wave is the filter's or the latest. */
async function figuresOf(db: Db, scope: BrandScope, filters: BrandFilters) {
  const { cycle, ...rest } = filters;
  const sums = await figureSums(db, scope, rest, ['score']);
  const trend = cycleFigures(sums);
  const wave = cycle === undefined ? trend.at(-1) : trend.find((figure) => figure.cycle_id === cycle);
  return { sums, trend, wave: wave ?? null, rest };
}

export async function brandOverview(
  db: Db,
  scope: BrandScope,
  filters: BrandFilters,
): Promise<BrandOverview> {
  const brand = await brandRow(db, scope.clientId);
  if (!brand) throw notFound();
  const { sums, trend, wave, rest } = await figuresOf(db, scope, filters);
  const choices = await brandChoices(db, scope);
  if (!wave)
    return {
      brand,
      wave: null,
      pass_mark: null,
      trend,
      sections: [],
      regions: [],
      cities: [],
      stores: [],
      choices,
    };
  const [rules, sectionSums, names] = await Promise.all([
    rulesInForce(db, wave.cycle_id),
    figureSums(db, scope, { ...rest, cycle: wave.cycle_id }, ['section']),
    cycleSectionNames(db, wave.cycle_id),
  ]);
  return {
    brand,
    wave,
    pass_mark: rules.passMark,
    trend,
    sections: sectionFigures(sectionSums, names),
    regions: regionFigures(sums, wave.cycle_id),
    cities: cityFigures(sums, wave.cycle_id),
    stores: storeFigures(sums, wave.cycle_id),
    choices,
  };
}

export async function brandLeague(db: Db, scope: BrandScope, filters: BrandFilters): Promise<BrandLeague> {
  const { sums, trend, wave } = await figuresOf(db, scope, filters);
  return {
    choices: await brandChoices(db, scope),
    wave,
    cycles: trend.map((cycle) => ({ id: cycle.cycle_id, name: cycle.cycle_name })),
    rows: wave ? league(sums, wave.cycle_id) : [],
  };
}

/** How many reports are behind a figure: the score sums' count, or for a date range a count of the reports. */
/** How many accepted reports are behind a view: the list's total, and an export's for its progress. */
export async function reportCount(db: Db, scope: BrandScope, filters: BrandReportFilters): Promise<number> {
  // the sums hold neither a date range nor the questions each report lost marks on
  if (filters.from !== undefined || filters.to !== undefined || filters.question !== undefined)
    return scoredReportCount(db, scope, filters);
  const sums = await figureSums(db, scope, filters, ['score']);
  return sums.reduce((total, sum) => total + sum.reports, 0);
}

/** The accepted reports behind a figure: the drill-down from any view to each report. */
export async function brandReports(
  db: Db,
  scope: BrandScope,
  filters: BrandReportFilters,
  page = 1,
): Promise<BrandReports> {
  const [rows, total, choices, lostOn] = await Promise.all([
    scoredReportPage(db, scope, filters, {
      limit: BRAND_REPORTS_PAGE_SIZE,
      offset: (page - 1) * BRAND_REPORTS_PAGE_SIZE,
    }),
    reportCount(db, scope, filters),
    brandChoices(db, scope),
    filters.question === undefined ? undefined : brandQuestionText(db, scope.clientId, filters.question),
  ]);
  return {
    choices,
    reports: rows.map((row) => ({
      id: row.id,
      store_id: row.store_id,
      store_name: row.store_name,
      city_name: row.city_name,
      cycle_name: row.cycle_name,
      audit_date: row.audit_date,
      score: row.score_milli === null ? null : row.score_milli / 1000,
      passed: row.passed === null ? null : row.passed === 1,
    })),
    total_count: total,
    page,
    page_size: BRAND_REPORTS_PAGE_SIZE,
    lost_on: lostOn ?? null,
  };
}

/** Which questions fail, over the waves, and the wave's sections by store (decision 0078). */
export async function brandQuestions(
  db: Db,
  scope: BrandScope,
  filters: BrandFilters,
): Promise<BrandQuestions> {
  const { trend, wave, rest } = await figuresOf(db, scope, filters);
  const choices = await brandChoices(db, scope);
  if (!wave) return { wave: null, cycles: [], questions: [], stores: [], sections: [], choices };
  const [sums, texts, names] = await Promise.all([
    figureSums(db, scope, rest, ['score', 'section', 'question']),
    brandQuestionTexts(db, scope.clientId),
    cycleSectionNames(db, wave.cycle_id),
  ]);
  const cycleIds = trend.map((cycle) => cycle.cycle_id);
  return {
    wave,
    cycles: trend.map((cycle) => ({ id: cycle.cycle_id, name: cycle.cycle_name })),
    questions: questionFigures(sums, texts, wave.cycle_id, cycleIds),
    ...sectionStoreFigures(sums, wave.cycle_id, names),
    choices,
  };
}
