import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';
import { loginCookie, startPortal, startProcess } from './serverProcess';
import { requestsPerSecond } from './throughput';

interface StoreSummary {
  id: number;
  status: string;
}
interface SectionSummary {
  questions: Array<{
    id: number;
    question_type: string;
    question_data: { options: Array<{ value: string }> };
  }>;
}

/**
 * An answer save through the full stack (session, CSRF check, validation, ownership, upsert,
 * completion) against a bare Fastify JSON POST route; the budget (docs/budgets.md) is a ratio of at least 0.5.
 */
const RUNS = Number(process.env.BENCH_THROUGHPUT_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function benchAnswerSaveThroughput(): Promise<Record<string, string>> {
  const portal = await startPortal(8194);
  const bare = await startProcess('bench/bareServer.ts', { PORT: '8195' }, 'http://127.0.0.1:8195/bare');
  try {
    const base = 'http://127.0.0.1:8194';
    const cookie = await loginCookie(base, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
    const get = async <T>(path: string): Promise<T> =>
      (await fetch(`${base}/api/auditor/${path}`, { headers: { cookie } })).json() as Promise<T>;
    const stores = await get<StoreSummary[]>('audit_store');
    const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
    if (!store) throw new Error('the demo world has no report in progress');
    const sections = await get<SectionSummary[]>(`audit_store/${store.id}/section`);
    const question = sections.flatMap((s) => s.questions).find((q) => q.question_type === 'MUTEX');
    const option = question?.question_data.options[0]?.value;
    if (!question || !option) throw new Error('no MUTEX question to answer');
    const body = JSON.stringify({ audit_store: store.id, answer_text: [option], status: true });
    const json = { 'content-type': 'application/json' };
    // Alternating runs, the median of each and of their ratios: one run swings with the machine
    // (the issue saw 0.105 in one run and 0.275 in another).
    const saves: number[] = [];
    const bares: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      saves.push(
        await requestsPerSecond({
          url: `${base}/api/auditor/question/${question.id}/answer`,
          method: 'POST',
          headers: { ...json, cookie, origin: base },
          body,
        }),
      );
      bares.push(
        await requestsPerSecond({ url: 'http://127.0.0.1:8195/bare', method: 'POST', headers: json, body }),
      );
    }
    const ratios = saves.map((save, i) => save / (bares[i] as number));
    return {
      'POST answer, full stack (req/s, median)': median(saves).toFixed(0),
      'bare Fastify JSON POST route (req/s, median)': median(bares).toFixed(0),
      [`ratio answer save / bare, median of ${RUNS} alternating runs (budget >= 0.5)`]:
        median(ratios).toFixed(3),
      'ratios of the runs': ratios.map((r) => r.toFixed(3)).join(', '),
    };
  } finally {
    await portal.stop();
    await bare.stop();
  }
}
