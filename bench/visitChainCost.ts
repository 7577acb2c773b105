import { build } from 'esbuild';
import { launchChromium, ms, percentile } from './browser';
import type { ChainSamples } from './visitChainPage';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 20;
const ORIGIN = 'http://bench.local';

type ChainWindow = Window & {
  benchChain: (samples: number) => Promise<ChainSamples>;
};

/**
 * What the visit record adds to an answer save (decision 0045; docs/budgets.md#saving-an-answer):
 * the app's own save code, bundled from source and run in Chromium on a real IndexedDB, with the
 * entry in its transaction and without, alternating in one page. The difference is the chain's
 * cost; the save's own budget (input to commit, p95 <= 8 ms) is "Answer save latency in Chromium".
 */
export async function benchVisitChainCost(): Promise<Record<string, string>> {
  const bundled = await build({
    entryPoints: ['bench/visitChainPage.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const script = bundled.outputFiles[0]?.text ?? '';
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // a page of its own origin, so IndexedDB is there; nothing reaches a network
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>${script}</script>` }),
    );
    await page.goto(`${ORIGIN}/`);
    await page.evaluate((n) => (window as unknown as ChainWindow).benchChain(n), WARM_UP);
    const { withChain, withoutChain, keyWithChain, keyWithoutChain } = await page.evaluate(
      (n) => (window as unknown as ChainWindow).benchChain(n),
      SAMPLES,
    );
    const p = (values: number[], rank: number) =>
      percentile(
        [...values].sort((a, b) => a - b),
        rank,
      );
    return {
      samples: String(SAMPLES),
      'save with its visit entry: p50': ms(p(withChain, 50)),
      'save with its visit entry: p95': ms(p(withChain, 95)),
      'save without the entry: p50': ms(p(withoutChain, 50)),
      'save without the entry: p95': ms(p(withoutChain, 95)),
      'chain cost per save: p50': ms(p(withChain, 50) - p(withoutChain, 50)),
      'chain cost per save: p95': ms(p(withChain, 95) - p(withoutChain, 95)),
      'keystroke with its entry: p50': ms(p(keyWithChain, 50)),
      'keystroke with its entry: p95': ms(p(keyWithChain, 95)),
      'keystroke without the entry: p50': ms(p(keyWithoutChain, 50)),
      'keystroke without the entry: p95': ms(p(keyWithoutChain, 95)),
    };
  } finally {
    await browser.close();
  }
}
