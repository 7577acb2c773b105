import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { INSTALL_BUNDLE_URL, isBundledFile } from '../sw/installBundle';
import { launchChromium } from './routeScripts';
import { startPortal } from './serverProcess';

/**
 * An auditor's install: what the service worker precaches, in bytes on the wire (docs/budgets.md#the-install,
 * decisions 0046 and 0056). Read twice: from the built service worker's manifest (each file as the
 * server sends it, its Brotli copy where the build made one; the scripts and styles as the one
 * install bundle that carries them), and from a real install in Chromium, the
 * service worker registered on a page that loaded nothing else, so every precached file comes over
 * the network rather than from the page's HTTP cache.
 */
const BUDGET_KIB = 400;
const DIST = 'dist';

/** The precache list the build wrote into dist/sw.js. */
export function precachedUrls(swSource = readFileSync(path.join(DIST, 'sw.js'), 'utf8')): string[] {
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

function wireBytes(url: string): number {
  const file = path.join(DIST, url);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

function builtCode(): string[] {
  return readdirSync(path.join(DIST, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function realInstallBytes(): Promise<{ bytes: number; files: number }> {
  const portal = await startPortal(8193);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    let bytes = 0;
    let files = 0;
    context.on('requestfinished', async (request) => {
      if (!request.serviceWorker()) return;
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      files += 1;
    });
    const page = await context.newPage();
    // the server's own login page: no app code in the HTTP cache before the install
    await page.goto('http://127.0.0.1:8193/auth/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await page.waitForTimeout(500);
    return { bytes, files };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

export async function benchInstallSize(): Promise<Record<string, string>> {
  const urls = precachedUrls();
  const precached = new Set(urls);
  // a first install downloads the bundle in place of the files it carries (sw/installPrecache.ts)
  const downloaded = urls.some((url) => INSTALL_BUNDLE_URL.test(url))
    ? urls.filter((url) => !isBundledFile(url))
    : urls;
  const total = downloaded.reduce((sum, url) => sum + wireBytes(url), 0);
  const left = builtCode().filter((url) => !precached.has(url));
  const leftBytes = left.reduce((sum, url) => sum + wireBytes(url), 0);
  const largestLeft = left
    .sort((a, b) => wireBytes(b) - wireBytes(a))
    .slice(0, 3)
    .map((url) => `${path.basename(url).replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${kib(wireBytes(url))}`);
  const real = await realInstallBytes();
  return {
    'precached files (downloaded as)': `${urls.length} (${downloaded.length})`,
    'precache on the wire, from the manifest (KiB)': `${kib(total)} (budget ${BUDGET_KIB}) ${total / 1024 <= BUDGET_KIB ? 'within' : 'OVER'}`,
    'real install in Chromium (KiB on the wire, requests)': `${kib(real.bytes)} (${real.files})`,
    'left to first use (files, KiB)': `${left.length}, ${kib(leftBytes)}`,
    'largest left to first use': largestLeft.join(', '),
  };
}
