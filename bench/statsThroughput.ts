import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';
import { loginCookie, startPortal, startProcess } from './serverProcess';
import { requestsPerSecond } from './throughput';

/** Requests per second of GET /api/auditor/dashboard/stats with a session, against a bare Fastify route. */
export async function benchStatsThroughput(): Promise<Record<string, string>> {
  const portal = await startPortal(8191);
  const bare = await startProcess('bench/bareServer.ts', { PORT: '8192' }, 'http://127.0.0.1:8192/bare');
  try {
    const base = 'http://127.0.0.1:8191';
    const cookie = await loginCookie(base, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
    const statsRps = await requestsPerSecond({
      url: `${base}/api/auditor/dashboard/stats`,
      headers: { cookie },
    });
    const bareRps = await requestsPerSecond({ url: 'http://127.0.0.1:8192/bare' });
    return {
      'GET /api/auditor/dashboard/stats (req/s)': statsRps.toFixed(0),
      'bare Fastify GET route (req/s)': bareRps.toFixed(0),
      'ratio stats / bare': (statsRps / bareRps).toFixed(3),
    };
  } finally {
    await portal.stop();
    await bare.stop();
  }
}
