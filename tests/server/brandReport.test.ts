import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_EXPORT_COLUMNS,
  type BrandReport,
  type BrandReports,
  type BrandSeat,
  EXPORT_TOTAL_HEADER,
  scoreQuestionnaire,
  scoringRulesFrom,
  type VisitEvidence,
} from '../../src/contract';
import { scoreUnscoredAcceptedReports } from '../../src/server/domain/review/reportScoring';
import { createBrandWorld } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { attachProof } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';

/**
 * One accepted report as a brand's people read it (decision 0080), on both databases: each seat
 * opens the reports its figures are made of and their proofs' files, and nothing else; what the
 * back office keeps to itself is not in the answer.
 */
describe.each(DIALECTS)('a brand’s report page on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let otherWorld: Awaited<ReturnType<typeof createBrandWorld>>;
  const readers: Record<'admin' | 'west' | 'kothrud' | 'other', string> = {
    admin: '',
    west: '',
    kothrud: '',
    other: '',
  };
  const auditorFirstName = 'Zubin';
  const [andheri, bandra, kothrud, completed] = [0, 1, 2, 3];

  const readerOf = async (
    role: 'client' | 'brand',
    clientId: number,
    seat?: { seat: BrandSeat; region?: number; store?: number },
  ) => {
    const user = await createUser(h.db, { role });
    await h.db
      .updateTable('users')
      .set({
        client_id: clientId,
        brand_seat: seat?.seat ?? null,
        brand_region_id: seat?.region ?? null,
        brand_store_id: seat?.store ?? null,
      })
      .where('id', '=', user.id)
      .execute();
    return sessionFor(h.app, user.email, user.password);
  };
  const get = (cookie: string, url: string) => h.app.inject({ url, headers: { cookie } });
  const report = (cookie: string, n: number) => get(cookie, `/api/brand/reports/${world.reports[n]}`);
  /** a proof of the report with its file stored, as the auditor's upload leaves it */
  const proofOf = async (auditor: number, n: number) => {
    const id = await attachProof(
      h.db,
      auditor,
      world.reports[n] as number,
      world.waves.second.service.section,
      null,
    );
    const file = path.join(data.dir, 'storage', 'attachments', 'k', id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'a picture of the counter');
  };

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const auditor = (await createUser(h.db, { role: 'auditor', firstName: auditorFirstName })).id;
    world = await createBrandWorld(h.db, auditor, 'Chai Point', [
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'No' },
      { wave: 'second', store: 'bandra', service: 'Yes', billing: 'Yes' },
      { wave: 'second', store: 'kothrud', service: 'No', billing: 'No' },
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'Yes', status: 'COMPLETED' },
    ]);
    otherWorld = await createBrandWorld(h.db, auditor, 'Other Tea', [
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'Yes' },
    ]);
    await scoreUnscoredAcceptedReports(h.db, new Date());
    for (const n of [andheri, kothrud, completed]) await proofOf(auditor, n);
    // a message of review the brand does not read
    await h.db
      .updateTable('answers')
      .set({ revert_message: 'Say which counter.' })
      .where('audit_store_id', '=', world.reports[andheri] as number)
      .execute();
    readers.admin = await readerOf('client', world.clientId);
    const west = await h.app.inject({
      method: 'POST',
      url: '/api/brand/regions',
      headers: { cookie: readers.admin, origin: ORIGIN },
      payload: { name: 'West', city_ids: [world.cities.mumbai] },
    });
    const region = (west.json() as { regions: Array<{ id: number }> }).regions[0]?.id;
    readers.west = await readerOf('brand', world.clientId, { seat: 'region', region });
    readers.kothrud = await readerOf('brand', world.clientId, { seat: 'store', store: world.stores.kothrud });
    readers.other = await readerOf('client', otherWorld.clientId);
  });
  afterAll(async () => {
    await h?.close();
    await data?.remove();
  });

  it('reads the whole report, its score’s rules and proofs, without the auditor or the messages of review', async () => {
    const answer = await report(readers.admin, andheri);
    expect(answer.statusCode, answer.body).toBe(200);
    const read = answer.json() as BrandReport;
    expect(read.report).toMatchObject({
      id: world.reports[andheri],
      store_name: 'Chai Point Andheri',
      region_name: 'West',
      cycle_name: 'Wave 2',
    });
    expect(read.questionnaire.map((section) => section.name)).toEqual(['Service', 'Billing']);
    expect(read.answers.map((a) => [a.answer_text, a.revert_message])).toEqual([
      [['Yes'], null],
      [['No'], null],
    ]);
    expect(read.proofs).toHaveLength(1);
    expect(read.proofs[0]?.repeat_alert).toBeNull();
    expect(answer.body).not.toContain(auditorFirstName);
    expect(answer.body).not.toContain('Say which counter');
    // the page scores it by the contract's function: Service met, Billing not, as stored
    const score = scoreQuestionnaire(scoringRulesFrom(read.scoring_rules), read.questionnaire, read.answers);
    expect(score.percent).toBe(50);
    expect(
      (await get(readers.admin, `/api/brand/reports/${world.reports[andheri]}/visit_evidence`)).statusCode,
    ).toBe(200);
  });

  it('opens to each seat the reports its figures are made of, and their files, and nothing else', async () => {
    const proofUrl = async (n: number) =>
      ((await report(readers.admin, n)).json() as BrandReport).proofs[0]?.direct_url ?? '';
    const [andheriFile, kothrudFile] = [await proofUrl(andheri), await proofUrl(kothrud)];
    const seen = async (cookie: string) => ({
      reports: await Promise.all(
        [andheri, bandra, kothrud].map(async (n) => (await report(cookie, n)).statusCode),
      ),
      files: [(await get(cookie, andheriFile)).statusCode, (await get(cookie, kothrudFile)).statusCode],
      visit: (await get(cookie, `/api/brand/reports/${world.reports[kothrud]}/visit_evidence`)).statusCode,
    });
    expect(await seen(readers.west)).toEqual({ reports: [200, 200, 404], files: [200, 404], visit: 404 });
    expect(await seen(readers.kothrud)).toEqual({ reports: [404, 404, 200], files: [404, 200], visit: 200 });
    expect(await seen(readers.other)).toEqual({ reports: [404, 404, 404], files: [404, 404], visit: 404 });
    const file = await get(readers.west, andheriFile);
    expect(file.body).toBe('a picture of the counter');
  });

  it('opens no report before the brand accepted it, and answers a bad id with 400', async () => {
    for (const cookie of [readers.admin, readers.west])
      expect((await report(cookie, completed)).statusCode).toBe(404);
    const stored = await h.db
      .selectFrom('attachments')
      .select('storage_key')
      .where('audit_store_id', '=', world.reports[completed] as number)
      .executeTakeFirstOrThrow();
    expect((await get(readers.west, `/storage/attachments/${stored.storage_key}`)).statusCode).toBe(404);
    expect((await get(readers.admin, '/api/brand/reports/abc')).statusCode).toBe(400);
    expect((await get(readers.admin, '/api/brand/reports/0')).statusCode).toBe(400);
    const evidence = (
      await get(readers.kothrud, `/api/brand/reports/${world.reports[kothrud]}/visit_evidence`)
    ).json() as VisitEvidence;
    expect(evidence.fixes).toEqual([]);
  });

  it('narrows the reports behind a question to those that lost marks on it, in the list and its export', async () => {
    const billing = world.waves.second.billing.question;
    const listed = async (cookie: string, question: number | string) => {
      const answer = await get(cookie, `/api/brand/reports?question=${question}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const read = answer.json() as BrandReports;
      return { ids: read.reports.map((r) => r.id).sort(), total: read.total_count, lostOn: read.lost_on };
    };
    const byId = (...ns: number[]) => ns.map((n) => world.reports[n] as number).sort();
    expect(await listed(readers.admin, billing)).toEqual({
      ids: byId(andheri, kothrud),
      total: 2,
      lostOn: 'Billing?',
    });
    expect(await listed(readers.west, billing)).toEqual({ ids: byId(andheri), total: 1, lostOn: 'Billing?' });
    const service = world.waves.second.service.question;
    expect((await listed(readers.admin, service)).ids).toEqual(byId(kothrud));
    // another brand's question narrows to nothing and names nothing
    expect(await listed(readers.other, billing)).toEqual({ ids: [], total: 0, lostOn: null });
    const csv = (await get(readers.admin, `/api/brand/reports.csv?question=${billing}`)).body;
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect(csv).not.toContain('Bandra');
    expect((await get(readers.admin, '/api/brand/reports?question=abc')).statusCode).toBe(400);
  });

  it('writes the same rows as an Excel workbook, scores as numbers, with the count said before the first byte', async () => {
    const billing = world.waves.second.billing.question;
    const file = await get(readers.admin, `/api/brand/reports.xlsx?question=${billing}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Accepted reports');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 9)).toEqual([...BRAND_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[7], row[8]])).toEqual([
      [world.reports[andheri], 'Chai Point Andheri', 50, 'fail'],
      [world.reports[kothrud], 'Chai Point Kothrud', 0, 'fail'],
    ]);
    const csv = await get(readers.admin, `/api/brand/reports.csv?question=${billing}`);
    expect(csv.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    expect(csv.body).toContain(`${world.reports[andheri]},Chai Point Andheri,Mumbai Chai Point,West,Wave 2,`);
    expect(csv.body).toMatch(/,50\.0,fail,/);
  });
});
