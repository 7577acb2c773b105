import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { BRAND_EXPORT_COLUMNS, type BrandReportFilters, scoreToTenth } from '../../../contract';
import type { Db } from '../../db/database';
import { type BrandScope, brandSections, scoredReportsAfter } from '../../repositories/brandScores';

/**
 * A brand view as a file (decisions 0077, 0082): one row per accepted report behind it, with each
 * section's score in a column of its own (sections of one name across waves share a column),
 * streamed from keyset pages of `PAGE` reports, so the server holds one page whatever the size.
 * CSV and XLSX are two writings of the same rows.
 */
const PAGE = 1000;

type StoredSection = { section_id: number; percent: number | null };
/** a percent as the views show it, one decimal, without the sign */
const percentOf = (percent: number | null) => (percent === null ? null : scoreToTenth(percent));

type Cell = string | number | null;

/** The rows of the export, in column order: the fixed columns, then each section's. */
async function* exportRows(db: Db, scope: BrandScope, filters: BrandReportFilters, columns: ExportColumns) {
  let after = 0;
  for (;;) {
    const page = await scoredReportsAfter(db, scope, filters, after, PAGE);
    for (const row of page) {
      const sections = new Map<string, number | null>();
      for (const section of JSON.parse(row.sections) as StoredSection[]) {
        const column = columns.sectionOf.get(section.section_id);
        if (column !== undefined) sections.set(column, percentOf(section.percent));
      }
      const fixed: Cell[] = [
        row.id,
        row.store_name,
        row.city_name,
        row.region_name ?? '',
        row.cycle_name,
        row.audit_date,
        percentOf(row.score_milli === null ? null : row.score_milli / 1000),
        row.passed === null ? '' : row.passed === 1 ? 'pass' : 'fail',
      ];
      yield [...fixed, ...columns.sections.map((name) => sections.get(name) ?? null)];
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = last.id;
  }
}

interface ExportColumns {
  /** every column's header */
  headers: string[];
  /** the section columns' headers, in order */
  sections: string[];
  sectionOf: Map<number, string>;
}

async function exportColumns(db: Db, scope: BrandScope, filters: BrandReportFilters): Promise<ExportColumns> {
  const rows = await brandSections(db, scope.clientId, filters.cycle);
  const sectionOf = new Map(rows.map((section) => [section.id, `section: ${section.name}`]));
  const sections = [...new Set(sectionOf.values())];
  return { headers: [...BRAND_EXPORT_COLUMNS, ...sections], sections, sectionOf };
}

/** The CSV of the reports behind a view, as a stream the route sends as it is written. */
export async function brandReportsCsv(
  db: Db,
  scope: BrandScope,
  filters: BrandReportFilters,
): Promise<Readable> {
  const columns = await exportColumns(db, scope, filters);
  // a cell starting =, +, -, @ is a formula to a spreadsheet: store and section names are the
  // brand's free text, so each such cell is prefixed with ' (decision 0030)
  const csv = stringify({ header: true, columns: columns.headers, escape_formulas: true });
  async function* lines() {
    // a percent keeps its one decimal in text (77.0, as the views show it); the id is a whole number
    for await (const row of exportRows(db, scope, filters, columns))
      yield row.map((cell, index) =>
        cell === null ? '' : typeof cell === 'number' && index > 0 ? cell.toFixed(1) : cell,
      );
  }
  return Readable.from(lines()).pipe(csv);
}

/**
 * The same rows as an Excel workbook, written as they are read (exceljs's streaming writer: each
 * row is committed and leaves memory). Scores are numbers, so a brand sums and charts them as
 * they are. A cell of the brand's free text is written as text, never as a formula.
 */
export async function brandReportsXlsx(
  db: Db,
  scope: BrandScope,
  filters: BrandReportFilters,
): Promise<Readable> {
  const columns = await exportColumns(db, scope, filters);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Accepted reports');
  sheet.addRow(columns.headers).commit();
  (async () => {
    for await (const row of exportRows(db, scope, filters, columns)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
