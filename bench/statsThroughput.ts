import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/accounts';
import { loginCookie, startPortal, startProcess } from './serverProcess';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  // warm-up, then the measured run
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Requests per second of GET /api/auditor/dashboard/stats with a session, against a bare Fastify route. */
export async function benchStatsThroughput(): Promise<Record<string, string>> {
  const portal = await startPortal(8191);
  const bare = await startProcess('bench/bareServer.ts', { PORT: '8192' }, 'http://127.0.0.1:8192/bare');
  try {
    const base = 'http://127.0.0.1:8191';
    const cookie = await loginCookie(base, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
    const statsRps = await requestsPerSecond(`${base}/api/auditor/dashboard/stats`, { cookie });
    const bareRps = await requestsPerSecond('http://127.0.0.1:8192/bare', {});
    return {
      'GET /api/auditor/dashboard/stats (req/s)': statsRps.toFixed(0),
      'bare Fastify route (req/s)': bareRps.toFixed(0),
      'ratio stats / bare': (statsRps / bareRps).toFixed(3),
    };
  } finally {
    await portal.stop();
    await bare.stop();
  }
}
