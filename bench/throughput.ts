import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Average requests per second over a measured run after a short warm-up; any non-2xx fails the bench. */
export async function requestsPerSecond({
  url,
  method = 'GET',
  headers = {},
  body,
}: LoadRequest): Promise<number> {
  const options = { url, method, headers, body, connections: 10 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}
