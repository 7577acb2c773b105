import { lostMarks } from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import type { WaveFigureKind } from '../../db/schema';
import {
  type BrandScope,
  type ScoreFilters,
  scoredReportFigures,
  waveFigureRows,
} from '../../repositories/brandScores';
import {
  addWaveFigures,
  replaceBrandWaveFigures,
  type WaveFigureDelta,
  type WaveFigurePlace,
  type WaveFigureRow,
} from '../../repositories/brandWaveFigures';

/**
 * A brand's figures summed per wave and store (migration 0034, decision 0079). What a stored
 * score adds is `waveFigureDeltas`; the transaction that writes or replaces a report's score adds
 * it (domain/review/reportScoring.ts), so the sums always equal those of the stored scores and a
 * report is in every figure from the commit of its accept. The views fold the same deltas over
 * the reports themselves where the sums cannot answer (a date range).
 */

/** A stored score as `report_scores` holds it. */
export interface StoredScore {
  score_milli: number | null;
  passed: number | null;
  sections: string;
}

interface StoredSection {
  section_id: number;
  percent: number | null;
  /** each scored question's [id, earned, possible] (none in a score stored before decision 0078) */
  questions?: ReadonlyArray<readonly [number, number, number]>;
}

/**
 * The figures one stored score adds: its score, each scored section's percent and each scored
 * question's share of its marks. A report with no score (nothing was scored) adds none, as the
 * views leave it out. In key order, so concurrent writers take the rows' locks in one order.
 */
export function waveFigureDeltas(score: StoredScore): WaveFigureDelta[] {
  if (score.score_milli === null) return [];
  const deltas: WaveFigureDelta[] = [
    {
      kind: 'score',
      item_id: 0,
      value_milli: score.score_milli,
      passed: score.passed === 1 ? 1 : 0,
      lost: 0,
    },
  ];
  for (const section of JSON.parse(score.sections) as StoredSection[]) {
    if (section.percent !== null)
      deltas.push({
        kind: 'section',
        item_id: section.section_id,
        value_milli: section.percent * 1000,
        passed: 0,
        lost: 0,
      });
    for (const [id, earned, possible] of section.questions ?? [])
      deltas.push({
        kind: 'question',
        item_id: id,
        value_milli: (earned / possible) * 100_000,
        passed: 0,
        lost: lostMarks(earned, possible) ? 1 : 0,
      });
  }
  return deltas.sort((a, b) => a.kind.localeCompare(b.kind) || a.item_id - b.item_id);
}

/** Where a figure is read: its wave, its store, the store's city and its region in the brand. */
export interface FigurePlace {
  cycle_id: number;
  cycle_name: string;
  start_date: string;
  store_id: number;
  store_name: string;
  city_id: number;
  city_name: string;
  region_id: number | null;
  region_name: string | null;
}

/** A wave's and store's sum of one figure over its reports, in thousandths of a percent. */
export interface FigureSum extends FigurePlace, WaveFigureDelta {
  reports: number;
}

/** The sums of the reports themselves, as the table holds them: for the views the table cannot answer. */
export function foldWaveFigures(reports: Iterable<StoredScore & FigurePlace>): FigureSum[] {
  const sums = new Map<string, FigureSum>();
  for (const { score_milli, passed, sections, ...place } of reports)
    for (const delta of waveFigureDeltas({ score_milli, passed, sections })) {
      const key = `${place.cycle_id}:${place.store_id}:${delta.kind}:${delta.item_id}`;
      const sum = sums.get(key);
      if (!sum) {
        sums.set(key, { ...place, ...delta, reports: 1 });
        continue;
      }
      sum.value_milli += delta.value_milli;
      sum.reports += 1;
      sum.passed += delta.passed;
      sum.lost += delta.lost;
    }
  return [...sums.values()];
}

/**
 * The summed figures of `kinds` in the caller's scope and the view's filters: from the table, or
 * for a date range (the table sums whole waves) folded over the reports in it.
 */
export async function figureSums(
  db: Db,
  scope: BrandScope,
  filters: ScoreFilters,
  kinds: readonly WaveFigureKind[],
): Promise<FigureSum[]> {
  if (filters.from === undefined && filters.to === undefined)
    return waveFigureRows(db, scope, filters, kinds);
  const sums = foldWaveFigures(await scoredReportFigures(db, scope, filters));
  return sums.filter((sum) => kinds.includes(sum.kind));
}

/**
 * What some reports' scores add (and old scores take back), summed by figure and written in one
 * statement at the end of the scoring transaction, in key order. So a transaction holds a
 * figure's row only from its last statement on, after it took every report's row it needs (in id
 * order): two rescorings of one store's reports, or a rescoring and an accept, wait for each
 * other rather than each holding what the other waits for.
 */
export class FigureChanges {
  private readonly rows = new Map<string, WaveFigureRow>();

  count(place: WaveFigurePlace | undefined, score: StoredScore, sign: 1 | -1): void {
    if (!place) return;
    for (const delta of waveFigureDeltas(score)) {
      const key = `${place.cycle_id}:${place.store_id}:${delta.kind}:${delta.item_id}`;
      const row = this.rows.get(key) ?? {
        ...place,
        ...delta,
        value_milli: 0,
        reports: 0,
        passed: 0,
        lost: 0,
      };
      row.value_milli += sign * delta.value_milli;
      row.reports += sign;
      row.passed += sign * delta.passed;
      row.lost += sign * delta.lost;
      this.rows.set(key, row);
    }
  }

  async write(trx: Db): Promise<void> {
    const rows = [...this.rows.values()]
      .filter((row) => row.reports !== 0 || row.value_milli !== 0 || row.passed !== 0 || row.lost !== 0)
      .sort(
        (a, b) =>
          a.cycle_id - b.cycle_id ||
          a.store_id - b.store_id ||
          a.kind.localeCompare(b.kind) ||
          a.item_id - b.item_id,
      );
    await addWaveFigures(trx, rows);
  }
}

/**
 * Sums the brand's figures again from its stored scores and makes them the table's: for scores
 * written around the scoring transaction (the bench's seed) and to compare the table with.
 */
export async function rebuildWaveFigures(db: Db, clientId: number): Promise<void> {
  const reports = await scoredReportFigures(db, { clientId, cityIds: null, storeId: null }, {});
  const sums = foldWaveFigures(reports).map((sum) => ({ ...sum, client_id: clientId }));
  await inWriteTransaction(db, (trx) => replaceBrandWaveFigures(trx, clientId, sums));
}
