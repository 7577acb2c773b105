import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/accounts';
import { loginCookie, startPortal, startProcess } from './serverProcess';
import { requestsPerSecond } from './throughput';

/**
 * Issue 13's discovery budget: GET /api/auditor/audit?kms=100 for the demo auditor, p50 and p95 of
 * sequential requests and requests per second, on the demo world and on the large world (50,000
 * stores, 200,000 audits; `npm run seed:large`), on SQLite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too; with the bare Fastify route of the
 * same run as the baseline. Target: p95 under 50 ms on the large world.
 */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const URL_PATH = '/api/auditor/audit?kms=100';

async function latencies(url: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let n = 0; n < SAMPLES + 20; n += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    if (n >= 20) times.push(performance.now() - started); // the first 20 warm up
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(port: number, env: Record<string, string>, label: string, bareRps: number) {
  const portal = env.DATABASE_URL
    ? await startProcess(
        'src/server/main.ts',
        { PORT: String(port), HOST: '127.0.0.1', ...env },
        `http://127.0.0.1:${port}/auth/login`,
      )
    : await startPortal(port, env.DATA_DIR);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await loginCookie(base, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
    const { p50, p95 } = await latencies(`${base}${URL_PATH}`, cookie);
    const rps = await requestsPerSecond({ url: `${base}${URL_PATH}`, headers: { cookie } });
    return {
      [`${label}: p50 / p95 (ms)`]: `${p50.toFixed(1)} / ${p95.toFixed(1)}`,
      [`${label}: req/s (ratio to bare)`]: `${rps.toFixed(0)} (${(rps / bareRps).toFixed(3)})`,
    };
  } finally {
    await portal.stop();
  }
}

function seedLarge(env: Record<string, string>): string {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/tools/seedLargeWorld.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed:large failed: ${result.stderr}`);
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_large_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchOpportunities(): Promise<Record<string, string>> {
  const bare = await startProcess('bench/bareServer.ts', { PORT: '8197' }, 'http://127.0.0.1:8197/bare');
  try {
    const bareRps = await requestsPerSecond({ url: 'http://127.0.0.1:8197/bare' });
    const figures: Record<string, string> = { 'bare Fastify GET route (req/s)': bareRps.toFixed(0) };
    Object.assign(figures, await measure(8196, {}, 'demo world, SQLite', bareRps));
    const largeDir = mkdtempSync(path.join(tmpdir(), 'portal-large-'));
    figures['large world, SQLite: seed time'] = seedLarge({ DATA_DIR: largeDir });
    Object.assign(figures, await measure(8196, { DATA_DIR: largeDir }, 'large world, SQLite', bareRps));
    const pgServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (pgServer) {
      await withPostgres(pgServer, async (url) => {
        const env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-large-pg-')) };
        figures['large world, PostgreSQL: seed time'] = seedLarge(env);
        Object.assign(figures, await measure(8196, env, 'large world, PostgreSQL', bareRps));
      });
    } else {
      figures.PostgreSQL = 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
    }
    return figures;
  } finally {
    await bare.stop();
  }
}
