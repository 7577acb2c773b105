import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/**
 * The resident memory of the browser's renderer processes, which hold the pages and their workers,
 * in bytes (Linux's /proc), for the large-proof memory test and bench (decision 0071).
 */
export async function renderersMemory(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: Array<{ type: string; id: number }>;
    };
    let bytes = 0;
    for (const { id } of processInfo.filter((info) => info.type === 'renderer')) {
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1];
        bytes += Number(rss ?? 0) * 1024;
      } catch {
        // the process ended meanwhile
      }
    }
    return bytes;
  } finally {
    await session.detach();
  }
}

/** Samples `renderersMemory` every 100 ms until the returned stop is called; it answers the peak. */
export function samplePeak(browser: Browser, onSample?: (bytes: number) => Promise<void>) {
  let sampling = true;
  let peak = 0;
  const sampler = (async () => {
    while (sampling) {
      const now = await renderersMemory(browser);
      peak = Math.max(peak, now);
      await onSample?.(now);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async (): Promise<number> => {
    sampling = false;
    await sampler;
    return peak;
  };
}
