import { firstVisit, kilobytes, launchChromium } from './routeScripts';
import { startPortal } from './serverProcess';

/**
 * The JavaScript (gzip) a first visit of each auditor page beyond the report downloads, counted as the
 * dashboard's budget counts it. The chart library travels with /payment's chart, lazily.
 */
const PAGES: Array<{ path: string; ready: string }> = [
  { path: '/payment', ready: 'figure svg' },
  { path: '/certification', ready: '.certification-result, .certification-instructions' },
  { path: '/shopper_guide/videos', ready: '.guide-player video' },
  { path: '/content_ninja', ready: '.recruitment' },
];

export async function benchPortalPagesBundle(): Promise<Record<string, string>> {
  const portal = await startPortal(8191);
  const browser = await launchChromium();
  try {
    const base = 'http://127.0.0.1:8191';
    const figures: Record<string, string> = {};
    for (const { path, ready } of PAGES) {
      const visit = await firstVisit(browser, base, path);
      await visit.page.locator(ready).first().waitFor();
      await visit.page.waitForLoadState('networkidle');
      figures[`${path} JS gzip (KB, files)`] = `${kilobytes(visit.scripts)} (${visit.scripts.size})`;
      await visit.page.context().close();
    }
    return figures;
  } finally {
    await browser.close();
    await portal.stop();
  }
}
