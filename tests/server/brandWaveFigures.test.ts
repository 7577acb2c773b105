import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_RULES } from '../../src/contract';
import { inWriteTransaction } from '../../src/server/db/groupCommit';
import { migratorOf } from '../../src/server/db/migrate';
import { foldWaveFigures } from '../../src/server/domain/brand/waveFigures';
import {
  scoreAcceptedReport,
  scoreUnscoredAcceptedReports,
  writeScores,
} from '../../src/server/domain/review/reportScoring';
import { scoredReportFigures } from '../../src/server/repositories/brandScores';
import { createBrandWorld, type PlannedReport } from './brandWorld';
import { createUser } from './harness';
import { besideOtherFiles, createTestDb, DIALECTS, type TestDatabase } from './testDb';

/**
 * The brand's figures summed per wave and store (decision 0079) always equal the same sums taken
 * over the stored scores of its accepted reports: after the first scores, after a rescoring, after
 * the migration that fills them from scores stored before it, and, on PostgreSQL, after accepts
 * and rescorings of one store's reports at once.
 */
describe.each(DIALECTS)('a brand’s summed figures on %s', (dialect) => {
  let t: TestDatabase;
  let auditorId: number;
  let brands = 0;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    auditorId = (await createUser(t.db)).id;
  });
  afterAll(() => t.close());

  const newBrand = (plan: PlannedReport[]) => {
    brands += 1;
    return createBrandWorld(t.db, auditorId, `Sums ${brands}`, plan);
  };
  /** the table's rows of the brand, as comparable lines */
  const tableOf = async (clientId: number) => {
    const rows = await t.db
      .selectFrom('brand_wave_figures')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('reports', '>', 0)
      .execute();
    return rows.map(line).sort();
  };
  /** the sums taken again over the stored scores */
  const recountOf = async (clientId: number) => {
    const reports = await scoredReportFigures(t.db, { clientId, cityIds: null, storeId: null }, {});
    return foldWaveFigures(reports).map(line).sort();
  };
  const line = (row: {
    cycle_id: number;
    store_id: number;
    kind: string;
    item_id: number;
    value_milli: number | string;
    reports: number;
    passed: number;
    lost: number;
  }) =>
    [
      row.cycle_id,
      row.store_id,
      row.kind,
      row.item_id,
      Number(row.value_milli).toFixed(3),
      row.reports,
      row.passed,
      row.lost,
    ].join(' ');

  const plan: PlannedReport[] = [
    { store: 'andheri', wave: 'first', service: 'Yes', billing: 'No' },
    { store: 'andheri', wave: 'first', service: 'Yes', billing: 'Yes' },
    { store: 'bandra', wave: 'first', service: 'No', billing: 'No' },
    { store: 'kothrud', wave: 'second', service: 'Yes', billing: 'No' },
    { store: 'kothrud', wave: 'second', service: 'No', billing: 'No', status: 'COMPLETED' },
  ];

  it('equal the sums of the stored scores after scoring and after a rescoring', async () => {
    const world = await newBrand(plan);
    await scoreUnscoredAcceptedReports(t.db, new Date());
    const scored = await tableOf(world.clientId);
    // three stores' scores, sections and questions; the report not accepted is in none
    expect(scored.filter((row) => row.includes(' score '))).toHaveLength(3);
    expect(scored).toEqual(await recountOf(world.clientId));

    // a rescoring under a lower pass mark takes back each old score and adds the new
    const first = world.waves.first.id;
    const lenient = { ...DEFAULT_SCORING_RULES, version: 1, passMark: 40 };
    const firstWave = world.reports.slice(0, 3);
    await writeScores(t.db, first, lenient, firstWave, new Date());
    const rescored = await tableOf(world.clientId);
    expect(rescored).toEqual(await recountOf(world.clientId));
    expect(rescored).not.toEqual(scored);
  });

  /** the questions each of the reports lost marks on (migration 0035), as lines */
  const lostOf = async (reports: readonly number[]) =>
    (
      await t.db
        .selectFrom('report_lost_questions')
        .selectAll()
        .where('audit_store_id', 'in', [...reports])
        .execute()
    )
      .map((row) => `${row.audit_store_id}:${row.question_id}`)
      .sort();

  it('are filled from the scores stored before the migrations that made them, as are the questions lost', async () => {
    const world = await newBrand(plan);
    await scoreUnscoredAcceptedReports(t.db, new Date());
    const before = await tableOf(world.clientId);
    const lost = await lostOf(world.reports);
    // Billing at Andheri and Kothrud, both at Bandra; the report in review is scored by no one
    expect(lost).toHaveLength(4);
    const migrator = migratorOf(t.db, t.pgSchema);
    const down = await besideOtherFiles(t.pgSchema, () => migrator.migrateTo('0033_brand_people'));
    expect(down.error).toBeUndefined();
    // every migration since 0033 undone, the last two of them these tables'
    expect(down.results?.map((result) => result.migrationName).slice(-2)).toEqual([
      '0035_report_lost_questions',
      '0034_brand_wave_figures',
    ]);
    expect((await besideOtherFiles(t.pgSchema, () => migrator.migrateToLatest())).error).toBeUndefined();
    expect(await tableOf(world.clientId)).toEqual(before);
    expect(before).toEqual(await recountOf(world.clientId));
    expect(await lostOf(world.reports)).toEqual(lost);
  });

  it.runIf(dialect === 'postgres')(
    'count each of one store’s reports once when they are accepted and rescored at once',
    async () => {
      const many: PlannedReport[] = Array.from({ length: 12 }, (_, n) => ({
        store: 'andheri',
        wave: 'first',
        service: n % 2 === 0 ? 'Yes' : 'No',
        billing: n % 3 === 0 ? 'Yes' : 'No',
      }));
      const world = await newBrand(many);
      const cycle = world.waves.first.id;
      const now = new Date();
      // each accept's scoring in a transaction of its own, on its own pooled connection
      await Promise.all(
        world.reports.map((id) =>
          inWriteTransaction(t.db, (trx) => scoreAcceptedReport(trx, id, cycle, now)),
        ),
      );
      expect(await tableOf(world.clientId)).toEqual(await recountOf(world.clientId));
      const lenient = { ...DEFAULT_SCORING_RULES, version: 1, passMark: 40 };
      await Promise.all([
        writeScores(t.db, cycle, lenient, world.reports, now),
        writeScores(t.db, cycle, lenient, [...world.reports].reverse(), now),
        writeScores(t.db, cycle, DEFAULT_SCORING_RULES, world.reports.slice(4), now),
      ]);
      const table = await tableOf(world.clientId);
      expect(table).toEqual(await recountOf(world.clientId));
      expect(table.find((row) => row.includes(' score '))).toMatch(/ 12 \d+ 0$/);
      // each report's lost questions once, as its answers say, whichever rescoring wrote last
      const { service, billing } = world.waves.first;
      const expected = many.flatMap((planned, n) => [
        ...(planned.service === 'No' ? [`${world.reports[n]}:${service.question}`] : []),
        ...(planned.billing === 'No' ? [`${world.reports[n]}:${billing.question}`] : []),
      ]);
      expect(await lostOf(world.reports)).toEqual(expected.sort());
    },
  );
});
