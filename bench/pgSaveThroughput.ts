import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';
import { loginCookie, startProcess, withBenchDatabase } from './serverProcess';

/**
 * Answer saves through the full stack on PostgreSQL at 50 connections (docs/budgets.md: at least a quarter
 * of a bare Fastify route's rate, no deadlock, no timeout), single saves and 10-answer batches,
 * with the machine's own floor beside them: pgbench's simple-update transaction (`-N`) at the same
 * 50 clients on the same server. Each connection writes a report of its own (50 reports of the
 * demo auditor), as 50 devices would; the single-report figure shows the row lock that queues one
 * report's writers (reportLock.ts).
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const RUNS = Number(process.env.BENCH_THROUGHPUT_RUNS ?? 3);
const PORT = 8281;
const BARE_PORT = 8282;
const BASE = `http://127.0.0.1:${PORT}`;
const BATCH = 10;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Target {
  storeId: number;
  questionIds: number[];
  options: string[];
}

/** 49 more reports in progress for the demo auditor, on stores of its report's cycle. */
async function fiftyReports(url: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [report],
    } = await client.query(
      `select s.id, s.audit_id, s.auditor_id, s.audit_date, a.audit_cycle_id, a.fee_paise, a.store_id
         from audit_stores s join audits a on a.id = s.audit_id join users u on u.id = s.auditor_id
        where u.email = $1 and s.status = 'ACKNOWLEDGED' order by s.id limit 1`,
      [DEMO_ACCOUNTS.auditor.email],
    );
    if (!report) throw new Error('the demo auditor has no report in progress');
    // audits of the same cycle and store: nothing makes a store's audit in a cycle unique
    const { rows: audits } = await client.query(
      `insert into audits (audit_cycle_id, store_id, fee_paise)
       select $1, $2, $3 from generate_series(1, ${CONNECTIONS - 1}) returning id`,
      [report.audit_cycle_id, report.store_id, report.fee_paise],
    );
    const now = new Date().toISOString();
    const { rows: stores } = await client.query(
      `insert into audit_stores (audit_id, auditor_id, status, audit_date, created_at, updated_at)
       select unnest($1::int[]), $2, 'ACKNOWLEDGED', $3, $4, $4 returning id`,
      [audits.map((row) => row.id), report.auditor_id, report.audit_date, now],
    );
    const { rows: questions } = await client.query(
      `select q.id, q.options from questions q join sections s on s.id = q.section_id
        where s.audit_cycle_id = $1 and q.question_type = 'MUTEX' and q.hide_question = 0 order by s.sequence, q.sequence`,
      [report.audit_cycle_id],
    );
    if (questions.length < BATCH) throw new Error(`the cycle has ${questions.length} MUTEX questions`);
    return [report.id, ...stores.map((row) => row.id)].map((storeId: number) => ({
      storeId,
      questionIds: questions.slice(0, BATCH).map((q) => q.id as number),
      options: questions
        .slice(0, BATCH)
        .map((q) => (JSON.parse(q.options as string) as Array<{ value: string }>)[0]?.value ?? ''),
    }));
  } finally {
    await client.end();
  }
}

/** One autocannon run in which connection i sends `bodyOf(i)` to `path`; req/s, p99 ms, failures. */
async function load(path: string, cookie: string, bodyOf: (connection: number) => unknown) {
  let next = 0;
  const options = {
    url: `${BASE}${path}`,
    method: 'POST' as const,
    connections: CONNECTIONS,
    timeout: 10,
    headers: { 'content-type': 'application/json', cookie, origin: BASE },
    setupClient: (client: { setBody(body: string): void }) => {
      client.setBody(JSON.stringify(bodyOf(next++ % CONNECTIONS)));
    },
  };
  await autocannon({ ...options, duration: 2 });
  next = 0;
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function bareRate(): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${BARE_PORT}/bare`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ audit_store: 1, answer_text: ['Yes'], status: true }),
  });
  return result.requests.average;
}

/** pgbench's simple-update transaction at the same 50 clients: the server's own rate on this machine. */
function pgbenchSimpleUpdate(url: string): string {
  execFileSync('pgbench', ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-N', '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_S), url],
    {
      encoding: 'utf8',
    },
  );
  return /tps = ([\d.]+)/.exec(out)?.[1] ?? 'unknown';
}

export async function benchPgSaveThroughput(): Promise<Record<string, string>> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { skipped: 'no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL' };
  const figures: Record<string, string> = {};
  figures['pgbench -N (simple update), 50 clients, tps'] = await withBenchDatabase(
    serverUrl,
    'bench_pgb',
    async (url) => pgbenchSimpleUpdate(url),
  );
  await withBenchDatabase(serverUrl, 'bench_pgs', async (url) => {
    const portal = await startProcess(
      'src/server/main.ts',
      { PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: url },
      `${BASE}/api/health/live`,
    );
    const bare = await startProcess(
      'bench/bareServer.ts',
      { PORT: String(BARE_PORT) },
      `http://127.0.0.1:${BARE_PORT}/bare`,
    );
    try {
      const targets = await fiftyReports(url);
      const cookie = await loginCookie(BASE, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
      const single = (target: Target) => ({
        audit_store: target.storeId,
        answer_text: [target.options[0]],
        status: true,
      });
      const runs: Record<string, number[]> = {
        saves: [],
        bare: [],
        oneReport: [],
        batches: [],
        batchP99: [],
        savesP99: [],
      };
      let failed = 0;
      for (let run = 0; run < RUNS; run++) {
        const saves = await load(`/api/auditor/question/${targets[0]?.questionIds[0]}/answer`, cookie, (i) =>
          single(targets[i] as Target),
        );
        const oneReport = await load(
          `/api/auditor/question/${targets[0]?.questionIds[0]}/answer`,
          cookie,
          () => single(targets[0] as Target),
        );
        const batches = await load('/api/auditor/report_batch', cookie, (i) => {
          const target = targets[i] as Target;
          return {
            calls: target.questionIds.map((questionId, q) => ({
              path: `auditor/question/${questionId}/answer`,
              body: { audit_store: target.storeId, answer_text: [target.options[q]], status: true },
            })),
          };
        });
        runs.saves?.push(saves.rate);
        runs.savesP99?.push(saves.p99);
        runs.oneReport?.push(oneReport.rate);
        runs.batches?.push(batches.rate);
        runs.batchP99?.push(batches.p99);
        runs.bare?.push(await bareRate());
        failed += saves.failed + oneReport.failed + batches.failed;
      }
      const ratios = (runs.saves ?? []).map((save, i) => save / ((runs.bare ?? [])[i] ?? Number.NaN));
      Object.assign(figures, {
        'answer saves, 50 reports (req/s, median)': median(runs.saves ?? []).toFixed(0),
        'answer saves, p99 ms (median)': median(runs.savesP99 ?? []).toFixed(0),
        'bare Fastify JSON POST (req/s, median)': median(runs.bare ?? []).toFixed(0),
        [`ratio saves / bare, median of ${RUNS} (budget >= 0.25)`]: median(ratios).toFixed(3),
        'answer saves, all 50 on ONE report (req/s, median)': median(runs.oneReport ?? []).toFixed(0),
        '10-answer batches (req/s, median)': median(runs.batches ?? []).toFixed(0),
        '10-answer batches, p99 ms (median; budget < 250)': median(runs.batchP99 ?? []).toFixed(0),
        'failed requests (non-2xx, errors, timeouts; budget 0)': String(failed),
      });
    } finally {
      await portal.stop();
      await bare.stop();
    }
  });
  return figures;
}
