import type { Kysely } from 'kysely';

/**
 * A brand's figures summed per wave and store (decision 0079): the brand's views read these few
 * rows instead of every accepted report. A row holds, for one wave, store and kind of figure
 * (the report's score, a section's percent, a question's share of its marks), the sum of the
 * reports' values in thousandths of a percent and how many reports gave one. The scoring
 * transaction that writes a report's score adds it here (domain/brand/waveFigures.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_wave_figures')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('cycle_id', 'integer', (c) => c.notNull().references('audit_cycles.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // 'score' (item 0), 'section' (item: the section) or 'question' (item: the question)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('value_milli', 'double precision', (c) => c.notNull())
    .addColumn('reports', 'integer', (c) => c.notNull())
    // score rows: the reports that passed; question rows: the reports that lost marks on it
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('lost', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_wave_figures_pk', ['cycle_id', 'store_id', 'kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('brand_wave_figures_client_kind_idx')
    .on('brand_wave_figures')
    .columns(['client_id', 'kind', 'cycle_id'])
    .execute();
  await backfill(db as Kysely<BackfillSchema>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_wave_figures').execute();
}

/**
 * The scores stored before this migration, summed as the scoring transaction sums them from now
 * on. Kept here as it was written (a migration does not follow later code): the same rule as
 * domain/brand/waveFigures.ts `waveFigureDeltas`.
 */
interface BackfillSchema {
  report_scores: {
    audit_store_id: number;
    score_milli: number | null;
    passed: number | null;
    sections: string;
  };
  audit_stores: { id: number; audit_id: number; status: string };
  audits: { id: number; audit_cycle_id: number; store_id: number };
  audit_cycles: { id: number; client_id: number };
  brand_wave_figures: {
    client_id: number;
    cycle_id: number;
    store_id: number;
    kind: string;
    item_id: number;
    value_milli: number;
    reports: number;
    passed: number;
    lost: number;
  };
}

interface StoredSection {
  section_id: number;
  percent: number | null;
  questions?: Array<[number, number, number]>;
}

async function backfill(db: Kysely<BackfillSchema>): Promise<void> {
  const sums = new Map<string, BackfillSchema['brand_wave_figures']>();
  const add = (row: BackfillSchema['brand_wave_figures']) => {
    const key = `${row.cycle_id}:${row.store_id}:${row.kind}:${row.item_id}`;
    const sum = sums.get(key);
    if (!sum) sums.set(key, { ...row });
    else {
      sum.value_milli += row.value_milli;
      sum.reports += row.reports;
      sum.passed += row.passed;
      sum.lost += row.lost;
    }
  };
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('report_scores')
      .innerJoin('audit_stores', 'audit_stores.id', 'report_scores.audit_store_id')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
      .select([
        'report_scores.audit_store_id',
        'report_scores.score_milli',
        'report_scores.passed',
        'report_scores.sections',
        'audits.audit_cycle_id',
        'audits.store_id',
        'audit_cycles.client_id',
      ])
      .where('audit_stores.status', '=', 'ACCEPTED')
      .where('report_scores.audit_store_id', '>', after)
      .orderBy('report_scores.audit_store_id')
      .limit(1_000)
      .execute();
    for (const report of page) {
      if (report.score_milli === null) continue;
      const place = {
        client_id: report.client_id,
        cycle_id: report.audit_cycle_id,
        store_id: report.store_id,
      };
      const none = { passed: 0, lost: 0, reports: 1 };
      add({
        ...place,
        ...none,
        kind: 'score',
        item_id: 0,
        value_milli: report.score_milli,
        passed: report.passed === 1 ? 1 : 0,
      });
      for (const section of JSON.parse(report.sections) as StoredSection[]) {
        if (section.percent !== null)
          add({
            ...place,
            ...none,
            kind: 'section',
            item_id: section.section_id,
            value_milli: section.percent * 1000,
          });
        for (const [id, earned, possible] of section.questions ?? [])
          add({
            ...place,
            ...none,
            kind: 'question',
            item_id: id,
            value_milli: (earned / possible) * 100_000,
            lost: earned < possible ? 1 : 0,
          });
      }
    }
    const last = page.at(-1);
    if (!last) break;
    after = last.audit_store_id;
  }
  const rows = [...sums.values()];
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('brand_wave_figures')
      .values(rows.slice(start, start + 500))
      .execute();
}
