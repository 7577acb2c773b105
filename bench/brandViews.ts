import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { calendarDate } from '../src/server/domain/calendar';
import { seedDemoWorld } from '../src/server/tools/seed';
import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';
import { BRAND_BENCH_ADMIN, seedLargeBrand } from './brandSeed';
import { loginCookie, startProcess, withBenchDatabase } from './serverProcess';

/**
 * A brand's views at scale on PostgreSQL (decisions 0077, 0078): one brand of 500 stores and
 * 100,000 accepted reports over 10 waves. Each view is read by 20 users at once (each 10 reads
 * after 2 to warm up); the export of every report is streamed once while the server's resident
 * memory is sampled. Target: p95 of each view under 150 ms at 20 users, the export at a steady
 * memory. The views are read twice: computed on every read (no Redis: with PostgreSQL an instance
 * then keeps nothing, decision 0048), and, when Redis answers, kept until a write that can change
 * them (decision 0079).
 */
const REPORTS = Number(process.env.BENCH_BRAND_REPORTS ?? 100_000);
const USERS = Number(process.env.BENCH_BRAND_USERS ?? 20);
const READS = Number(process.env.BENCH_BRAND_READS ?? 10);
const WARM_UP = 2;
const PORT = 8272;
const BASE = `http://127.0.0.1:${PORT}`;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `${at(0.5).toFixed(0)} / ${at(0.95).toFixed(0)}`;
}

/** One read's milliseconds; a 503 (the server shedding load) is counted apart, anything else stops. */
async function timed(urlPath: string, cookie: string, shed: { count: number }): Promise<number | null> {
  const started = performance.now();
  const response = await fetch(`${BASE}${urlPath}`, { headers: { cookie } });
  const text = await response.text();
  if (response.status === 503) {
    shed.count += 1;
    return null;
  }
  if (response.status !== 200) throw new Error(`${urlPath}: ${response.status} ${text.slice(0, 200)}`);
  return performance.now() - started;
}

/** `users` readers at once, each reading `urlPath` WARM_UP + READS times: the times, and the reads shed. */
async function underLoad(urlPath: string, cookie: string, users: number) {
  const times: number[] = [];
  const shed = { count: 0 };
  await Promise.all(
    Array.from({ length: users }, async () => {
      for (let n = 0; n < WARM_UP + READS; n += 1) {
        const ms = await timed(urlPath, cookie, shed);
        if (n >= WARM_UP && ms !== null) times.push(ms);
      }
    }),
  );
  const shedText = shed.count ? `, ${shed.count} of ${users * (WARM_UP + READS)} shed (503)` : '';
  return `${percentiles(times)}${shedText}`;
}

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
};

/**
 * The whole export as `kind`, read as a browser saves it, with the server's memory sampled every
 * 50 ms. The CSV's lines are counted; the workbook is compressed, so its size is what is said.
 */
async function exportAll(cookie: string, pid: number, figures: Record<string, string>, kind: 'csv' | 'xlsx') {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${BASE}/api/brand/reports.${kind}`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.length;
    if (kind === 'csv') for (const byte of chunk.value) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  const rows = kind === 'csv' ? (lines - 1).toLocaleString('en') : response.headers.get('x-total-count');
  figures[`${kind} export of every report: rows / MB / time`] =
    `${rows} / ${(bytes / 1e6).toFixed(1)} / ${seconds(started)}`;
  figures[`${kind} export: server resident memory before / peak (MB)`] =
    `${before.toFixed(0)} / ${peak.toFixed(0)}`;
}

/** Each view at 1 and at USERS readers on a server started with `env`; the export on the first. */
async function measureViews(
  url: string,
  figures: Record<string, string>,
  label: string,
  env: Record<string, string>,
) {
  const portal = await startProcess(
    'src/server/main.ts',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-brand-')),
      ...env,
    },
    `${BASE}/auth/login`,
  );
  try {
    const cookie = await loginCookie(BASE, BRAND_BENCH_ADMIN.email, BRAND_BENCH_ADMIN.password);
    for (const [name, view] of [
      ['overview', '/api/brand/overview'],
      ['league of stores', '/api/brand/stores'],
      ['questions', '/api/brand/questions'],
      ['reports behind a figure, page 1', '/api/brand/reports?page=1'],
    ] as const) {
      figures[`${label}${name}, 1 user: p50 / p95 (ms)`] = await underLoad(view, cookie, 1);
      figures[`${label}${name}, ${USERS} users (< 150 ms at p95): p50 / p95 (ms)`] = await underLoad(
        view,
        cookie,
        USERS,
      );
    }
    if (!label)
      for (const kind of ['csv', 'xlsx'] as const)
        await exportAll(cookie, portal.child.pid as number, figures, kind);
  } finally {
    await portal.stop();
  }
}

export async function benchBrandViews(): Promise<Record<string, string>> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { skipped: 'no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL' };
  const figures: Record<string, string> = {
    load: `${USERS} users at once, each ${READS} reads after ${WARM_UP} to warm up`,
  };
  await withBenchDatabase(serverUrl, 'bench_brand', async (url) => {
    const db = openDatabase({ databaseUrl: url, sqlitePath: ':memory:', statementTimeoutMs: 0 });
    try {
      const started = performance.now();
      await migrateToLatest(db);
      await seedDemoWorld(db, { today: calendarDate(new Date()) });
      const auditor = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.auditor.email)
        .executeTakeFirstOrThrow();
      await seedLargeBrand(db, auditor.id, REPORTS);
      figures[`seed: demo world and ${REPORTS.toLocaleString('en')} accepted reports`] = seconds(started);
    } finally {
      await db.destroy();
    }
    await measureViews(url, figures, '', {});
    // with Redis, each view's answer is kept until a write that can change it (decision 0048)
    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
    if (redisUrl) await measureViews(url, figures, 'kept (Redis), ', { REDIS_URL: redisUrl });
  });
  return figures;
}
