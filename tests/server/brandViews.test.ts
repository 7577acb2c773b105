import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_EXPORT_COLUMNS,
  BRAND_FILTER_MESSAGES,
  type BrandLeague,
  type BrandOverview,
  type BrandQuestions,
  type BrandReports,
  DEFAULT_SCORING_RULES,
  scoreQuestionnaire,
} from '../../src/contract';
import { loadAnswers, loadQuestionnaire } from '../../src/server/domain/reportData';
import { scoreUnscoredAcceptedReports } from '../../src/server/domain/review/reportScoring';
import { createBrandWorld } from './brandWorld';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A brand's overview and league (decision 0077) on both databases: each figure the mean of means
 * of the stored scores, equal to a recomputation from the raw answers; the filters; and no brand
 * person reading another's.
 */
describe.each(DIALECTS)('brand views on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let client: string;
  let other: string;
  let qa: string;

  const session = async (role: 'client' | 'qa', clientId: number | null) => {
    const user = await createUser(h.db, { role });
    if (clientId !== null)
      await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', user.id).execute();
    return sessionFor(h.app, user.email, user.password);
  };
  const get = (cookie: string, path: string) =>
    h.app.inject({ url: `/api/brand/${path}`, headers: { cookie } });

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Chai Point', [
      { wave: 'first', store: 'andheri', service: 'Yes', billing: 'Yes' },
      { wave: 'first', store: 'bandra', service: 'Yes', billing: 'No' },
      { wave: 'first', store: 'kothrud', service: 'No', billing: 'No' },
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'No' },
      { wave: 'second', store: 'andheri', service: 'No', billing: 'No' },
      { wave: 'second', store: 'bandra', service: 'Yes', billing: 'Yes' },
      { wave: 'second', store: 'bandra', service: 'No', billing: 'No', status: 'COMPLETED' },
      { wave: 'second', store: 'kothrud', service: 'Yes', billing: 'No' },
    ]);
    const otherWorld = await createBrandWorld(h.db, auditor, 'Other Tea', [
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'Yes' },
    ]);
    // the accepted reports' scores, as an accept writes them
    await scoreUnscoredAcceptedReports(h.db, new Date());
    client = await session('client', world.clientId);
    other = await session('client', otherWorld.clientId);
    qa = await session('qa', null);
  });
  afterAll(() => h?.close());

  it('gives the latest wave: stores the mean of their reports, cities and the brand the mean of their stores', async () => {
    const overview = (await get(client, 'overview')).json() as BrandOverview;
    // Wave 2: Andheri (50 + 0) / 2 = 25, Bandra 100 (its report not accepted is not counted), Kothrud 50
    expect(overview.wave).toMatchObject({ cycle_name: 'Wave 2', reports: 4, stores: 3, pass_rate: 25 });
    expect(overview.wave?.score).toBeCloseTo(175 / 3, 3);
    expect(overview.pass_mark).toBe(DEFAULT_SCORING_RULES.passMark);
    expect(overview.trend.map((t) => [t.cycle_name, t.score])).toEqual([
      ['Wave 1', 50],
      ['Wave 2', expect.closeTo(58.333, 3)],
    ]);
    expect(overview.stores.map((s) => [s.store_name, s.score, s.reports])).toEqual([
      ['Chai Point Bandra', 100, 1],
      ['Chai Point Kothrud', 50, 1],
      ['Chai Point Andheri', 25, 2],
    ]);
    expect(overview.cities.map((c) => [c.city_name, c.score, c.stores])).toEqual([
      ['Mumbai Chai Point', 62.5, 2],
      ['Pune Chai Point', 50, 1],
    ]);
    // Service: Andheri (100 + 0) / 2, Bandra 100, Kothrud 100; Billing: Andheri 0, Bandra 100, Kothrud 0
    expect(overview.sections.map((s) => [s.name, s.score])).toEqual([
      ['Service', expect.closeTo(83.333, 3)],
      ['Billing', expect.closeTo(33.333, 3)],
    ]);
    expect(overview.choices.cycles.map((c) => c.name)).toEqual(['Wave 2', 'Wave 1']);
  });

  it('equals a recomputation of every store’s score from the raw answers', async () => {
    const overview = (await get(client, 'overview')).json() as BrandOverview;
    const rows = await h.db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .select(['audit_stores.id', 'audits.store_id', 'audits.audit_cycle_id'])
      .where('audits.audit_cycle_id', '=', world.waves.second.id)
      .where('audit_stores.status', '=', 'ACCEPTED')
      .execute();
    const byStore = new Map<number, number[]>();
    for (const row of rows) {
      const score = scoreQuestionnaire(
        DEFAULT_SCORING_RULES,
        await loadQuestionnaire(h.db, row.audit_cycle_id),
        await loadAnswers(h.db, row.id),
      );
      byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), score.percent ?? 0]);
    }
    for (const store of overview.stores) {
      const scores = byStore.get(store.store_id) ?? [];
      expect(store.score).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 3);
    }
  });

  it('gives the questions that fail most, worst first, over the waves, and the sections by store', async () => {
    const answer = await get(client, 'questions');
    expect(answer.statusCode).toBe(200);
    const questions = answer.json() as BrandQuestions;
    expect(questions.cycles.map((c) => c.name)).toEqual(['Wave 1', 'Wave 2']);
    // Billing: Andheri (0 + 0) / 2, Bandra 100, Kothrud 0; 3 of the 4 accepted reports lost its marks
    expect(questions.questions.map((q) => [q.text, q.score, q.lost, q.reports, q.by_cycle])).toEqual([
      ['Billing?', expect.closeTo(33.333, 3), 75, 4, [expect.closeTo(33.333, 3), expect.closeTo(33.333, 3)]],
      ['Service?', expect.closeTo(83.333, 3), 25, 4, [expect.closeTo(66.667, 3), expect.closeTo(83.333, 3)]],
    ]);
    expect(questions.stores.map((s) => s.name)).toEqual([
      'Chai Point Andheri',
      'Chai Point Bandra',
      'Chai Point Kothrud',
    ]);
    expect(questions.sections.map((s) => [s.name, s.by_store])).toEqual([
      ['Service', [50, 100, 100]],
      ['Billing', [0, 100, 0]],
    ]);
    // a store filter narrows both maps to the store
    const bandra = (await get(client, `questions?store=${world.stores.bandra}`)).json() as BrandQuestions;
    expect(bandra.questions.map((q) => [q.text, q.score])).toEqual([
      ['Service?', 100],
      ['Billing?', 100],
    ]);
    expect(((await get(other, 'questions')).json() as BrandQuestions).stores.map((s) => s.name)).toEqual([
      'Other Tea Andheri',
    ]);
  });

  it('ranks the stores of the wave, with their movement since the wave before and every wave’s score', async () => {
    const table = (await get(client, 'stores')).json() as BrandLeague;
    expect(table.cycles.map((c) => c.name)).toEqual(['Wave 1', 'Wave 2']);
    expect(table.rows.map((r) => [r.store_name, r.rank, r.movement, r.by_cycle])).toEqual([
      ['Chai Point Bandra', 1, 1, [50, 100]],
      ['Chai Point Kothrud', 2, 1, [0, 50]],
      ['Chai Point Andheri', 3, -2, [100, 25]],
    ]);
    const first = (await get(client, `stores?cycle=${world.waves.first.id}`)).json() as BrandLeague;
    expect(first.rows.map((r) => [r.store_name, r.rank, r.movement])).toEqual([
      ['Chai Point Andheri', 1, null],
      ['Chai Point Bandra', 2, null],
      ['Chai Point Kothrud', 3, null],
    ]);
  });

  it('filters by cycle, city and dates, and refuses a filter it cannot read field by field', async () => {
    const pune = (await get(client, `overview?city=${world.cities.pune}`)).json() as BrandOverview;
    expect(pune.stores.map((s) => s.store_name)).toEqual(['Chai Point Kothrud']);
    expect(pune.trend.map((t) => t.score)).toEqual([0, 50]);
    const first = (await get(client, `overview?cycle=${world.waves.first.id}`)).json() as BrandOverview;
    expect(first.wave).toMatchObject({ cycle_name: 'Wave 1', score: 50 });
    expect(first.trend).toHaveLength(2);
    const none = (await get(client, 'overview?from=2000-01-01&to=2000-01-31')).json() as BrandOverview;
    expect(none).toMatchObject({ wave: null, trend: [], stores: [] });
    const backwards = await get(client, 'overview?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to: [BRAND_FILTER_MESSAGES.range] });
    expect((await get(client, 'overview?from=2026-02-31')).json()).toEqual({
      from: [BRAND_FILTER_MESSAGES.date],
    });
    expect((await get(client, 'stores?cycle=abc')).statusCode).toBe(400);
  });

  it('lists the accepted reports behind a figure, newest audit first, within the same filters', async () => {
    const behind = (
      await get(client, `reports?store=${world.stores.andheri}&cycle=${world.waves.second.id}`)
    ).json() as BrandReports;
    // Andheri's wave 2 figure, 25, is the mean of these two
    expect(behind.total_count).toBe(2);
    expect(behind.reports.map((r) => [r.store_name, r.score, r.passed]).sort()).toEqual([
      ['Chai Point Andheri', 0, false],
      ['Chai Point Andheri', 50, false],
    ]);
    const all = (await get(client, 'reports')).json() as BrandReports;
    // every accepted report of the brand, the one in review left out
    expect(all.total_count).toBe(7);
    expect(all.reports.map((r) => r.audit_date)).toEqual(
      [...all.reports.map((r) => r.audit_date)].sort().reverse(),
    );
    expect(((await get(other, 'reports')).json() as BrandReports).total_count).toBe(1);
    expect((await get(client, 'reports?page=0')).statusCode).toBe(400);
  });

  it('exports the reports behind a view as CSV, a column per section, the filters kept', async () => {
    const answer = await get(client, `reports.csv?cycle=${world.waves.second.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('attachment');
    const [header, ...lines] = answer.body.trim().split('\n');
    expect(header).toBe(`${BRAND_EXPORT_COLUMNS.join(',')},section: Service,section: Billing`);
    const rows = lines.map((line) => line.split(','));
    expect(rows).toHaveLength(4);
    const kothrud = rows.find((row) => row[1] === 'Chai Point Kothrud');
    expect(kothrud?.slice(2)).toEqual([
      'Pune Chai Point',
      // in no region: the brand has set none
      '',
      'Wave 2',
      expect.any(String),
      '50.0',
      'fail',
      '100.0',
      '0.0',
    ]);
    // the whole brand's export holds every accepted report, and another brand's none of them
    expect((await get(client, 'reports.csv')).body.trim().split('\n')).toHaveLength(8);
    expect((await get(other, 'reports.csv')).body).not.toContain('Chai Point');
  });

  it('shows a brand person their brand alone, and no brand’s figures to QA', async () => {
    const theirs = (await get(other, 'overview')).json() as BrandOverview;
    expect(theirs.brand.name).toBe('Other Tea');
    expect(theirs.stores.map((s) => s.store_name)).toEqual(['Other Tea Andheri']);
    // another brand's cycle or city names nothing of theirs
    const foreign = (await get(other, `stores?cycle=${world.waves.second.id}`)).json() as BrandLeague;
    expect(foreign).toMatchObject({ wave: null, rows: [] });
    expect(((await get(other, `overview?city=${world.cities.pune}`)).json() as BrandOverview).stores).toEqual(
      [],
    );
    expect((await get(qa, 'overview')).statusCode).toBe(403);
    expect((await get(await session('client', null), 'overview')).statusCode).toBe(404);
  });
});
