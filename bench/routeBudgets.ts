import type { Page } from 'playwright-core';
import { firstVisit, launchChromium } from './routeScripts';
import { startPortal } from './serverProcess';

/**
 * The JavaScript (gzip) a first visit of every main route downloads, against a budget per
 * route, with the largest chunks named, so a route that grows says where
 * (docs/budgets.md#first-load-javascript-per-route): a route may add its own screen's code to the
 * shell, lazily, within the figure below; the report carries the offline engine and its editor.
 * The payments page is counted once its chart shows, the chart's code included.
 */
interface RouteBudget {
  name: string;
  /** the address, or how to find it on the dashboard's data */
  path: string | ((page: Page) => Promise<string>);
  ready: string;
  budgetKb: number;
}

const reportPath = async (page: Page) => {
  const stores = (await (
    await page.request.get(new URL('/api/auditor/audit_store', page.url()).href)
  ).json()) as Array<{
    id: number;
    status: string;
  }>;
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('the demo world has no report in progress');
  return `/audit_store/${store.id}/section`;
};

const ROUTES: RouteBudget[] = [
  { name: 'dashboard', path: '/', ready: '[data-testid="tile-available_audits"]', budgetKb: 110 },
  { name: 'opportunities (/audit)', path: '/audit', ready: '.cycle-card-link', budgetKb: 160 },
  { name: 'assigned audits', path: '/audit_store', ready: 'main h1', budgetKb: 160 },
  { name: 'report', path: reportPath, ready: '.report-q input', budgetKb: 200 },
  { name: 'account details', path: '/details', ready: 'main h1', budgetKb: 160 },
  { name: 'payments', path: '/payment', ready: 'figure svg', budgetKb: 160 },
  { name: 'certification', path: '/certification', ready: 'main h1', budgetKb: 160 },
  { name: 'sync', path: '/sync', ready: 'main h1', budgetKb: 160 },
];

const LARGEST = 3;

export async function benchRouteBudgets(): Promise<Record<string, string>> {
  const portal = await startPortal(8192);
  const browser = await launchChromium();
  const base = 'http://127.0.0.1:8192';
  const figures: Record<string, string> = {};
  try {
    for (const route of ROUTES) {
      // the report's address comes from the server, read with a session of its own
      let path = typeof route.path === 'string' ? route.path : '/';
      if (typeof route.path !== 'string') {
        const probe = await firstVisit(browser, base, '/');
        path = await route.path(probe.page);
        await probe.page.context().close();
      }
      const { page, scripts } = await firstVisit(browser, base, path);
      await page.locator(route.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const sizes = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
      const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
      const verdict = totalKb <= route.budgetKb ? 'within' : 'OVER';
      figures[`${route.name}: JS gzip KB (budget, files)`] =
        `${totalKb.toFixed(1)} (${route.budgetKb}, ${sizes.length}) ${verdict}`;
      figures[`${route.name}: largest chunks`] = sizes
        .slice(0, LARGEST)
        .map(([url, bytes]) => `${chunkName(url)} ${(bytes / 1024).toFixed(1)}`)
        .join(', ');
      await page.context().close();
    }
    return figures;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** `index-DEOYDtSh.js` reads as `index`: the hash changes with every build, the name does not. */
function chunkName(url: string): string {
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
}
