import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { BRAND_EXPORT_COLUMNS, type BrandReportFilters, formatScore } from '../../../contract';
import type { Db } from '../../db/database';
import { type BrandScope, brandSections, scoredReportsAfter } from '../../repositories/brandScores';

/**
 * A brand view as a file (decision 0077): one row per accepted report behind it, with each
 * section's score in a column of its own (sections of one name across waves share a column),
 * streamed from keyset pages of `PAGE` reports, so the server holds one page whatever the size.
 */
const PAGE = 1000;

type StoredSection = { section_id: number; percent: number | null };
const percentCell = (percent: number | null) =>
  percent === null ? '' : formatScore(percent).replace('%', '');

async function* exportRows(
  db: Db,
  scope: BrandScope,
  filters: BrandReportFilters,
  columnOf: Map<number, string>,
) {
  let after = 0;
  for (;;) {
    const page = await scoredReportsAfter(db, scope, filters, after, PAGE);
    for (const row of page) {
      const sections: Record<string, string> = {};
      for (const section of JSON.parse(row.sections) as StoredSection[]) {
        const column = columnOf.get(section.section_id);
        if (column !== undefined) sections[column] = percentCell(section.percent);
      }
      yield {
        report_id: row.id,
        store: row.store_name,
        city: row.city_name,
        region: row.region_name ?? '',
        cycle: row.cycle_name,
        audit_date: row.audit_date,
        score: percentCell(row.score_milli === null ? null : row.score_milli / 1000),
        result: row.passed === null ? '' : row.passed === 1 ? 'pass' : 'fail',
        ...sections,
      };
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = last.id;
  }
}

/** The CSV of the reports behind a view, as a stream the route sends as it is written. */
export async function brandReportsCsv(
  db: Db,
  scope: BrandScope,
  filters: BrandReportFilters,
): Promise<Readable> {
  const sections = await brandSections(db, scope.clientId, filters.cycle);
  const columnOf = new Map(sections.map((section) => [section.id, `section: ${section.name}`]));
  const sectionColumns = [...new Set(columnOf.values())];
  // a cell starting =, +, -, @ is a formula to a spreadsheet: store and section names are the
  // brand's free text, so each such cell is prefixed with ' (decision 0030)
  const csv = stringify({
    header: true,
    columns: [...BRAND_EXPORT_COLUMNS, ...sectionColumns],
    escape_formulas: true,
  });
  return Readable.from(exportRows(db, scope, filters, columnOf)).pipe(csv);
}
