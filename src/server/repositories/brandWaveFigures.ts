import type { Db } from '../db/database';
import type { BrandWaveFiguresTable } from '../db/schema';

/**
 * A brand's figures summed per wave and store (migration 0034, decision 0079). A write is one
 * upsert that adds to the rows in place (`value = value + excluded.value`): on PostgreSQL two
 * accepts of one store's reports at once each add theirs, the second waiting on the first's row
 * lock, and neither reads a sum to write it back.
 */

/** Where a report's figures are summed: its brand, wave and store. */
export interface WaveFigurePlace {
  client_id: number;
  cycle_id: number;
  store_id: number;
}

/** One figure a report adds to its wave and store, in thousandths of a percent. */
export type WaveFigureDelta = Pick<
  BrandWaveFiguresTable,
  'kind' | 'item_id' | 'value_milli' | 'passed' | 'lost'
>;

/** A figure's sum over some reports, at its place. */
export type WaveFigureRow = WaveFigurePlace & WaveFigureDelta & { reports: number };

/** The brand, wave and store of each report of `ids`, by report. */
export async function waveFigurePlacesOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, WaveFigurePlace>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .select([
      'audit_stores.id',
      'audit_cycles.client_id',
      'audits.audit_cycle_id as cycle_id',
      'audits.store_id',
    ])
    .where('audit_stores.id', 'in', [...ids])
    .execute();
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

/** A figure's row as the table holds it (its place and values only). */
const tableRow = (row: WaveFigureRow): BrandWaveFiguresTable => ({
  client_id: row.client_id,
  cycle_id: row.cycle_id,
  store_id: row.store_id,
  kind: row.kind,
  item_id: row.item_id,
  value_milli: row.value_milli,
  reports: row.reports,
  passed: row.passed,
  lost: row.lost,
});

/** Adds each row's values to its figure's (a row of the table, made when missing). */
export async function addWaveFigures(trx: Db, rows: readonly WaveFigureRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('brand_wave_figures')
    .values(rows.map(tableRow))
    .onConflict((conflict) =>
      conflict.columns(['cycle_id', 'store_id', 'kind', 'item_id']).doUpdateSet((eb) => ({
        value_milli: eb('brand_wave_figures.value_milli', '+', eb.ref('excluded.value_milli')),
        reports: eb('brand_wave_figures.reports', '+', eb.ref('excluded.reports')),
        passed: eb('brand_wave_figures.passed', '+', eb.ref('excluded.passed')),
        lost: eb('brand_wave_figures.lost', '+', eb.ref('excluded.lost')),
      })),
    )
    .execute();
}

/** Makes `rows` the brand's summed figures, in batches (a rebuild from the stored scores). */
export async function replaceBrandWaveFigures(
  trx: Db,
  clientId: number,
  rows: readonly WaveFigureRow[],
): Promise<void> {
  await trx.deleteFrom('brand_wave_figures').where('client_id', '=', clientId).execute();
  for (let start = 0; start < rows.length; start += 1_000)
    await trx
      .insertInto('brand_wave_figures')
      .values(rows.slice(start, start + 1_000).map(tableRow))
      .execute();
}
