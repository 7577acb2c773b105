import { firstVisit, kilobytes, launchChromium } from './routeScripts';
import { startPortal } from './serverProcess';

/**
 * The JavaScript (gzip) a first visit of /audit and of a cycle page downloads, and what
 * opening the apply modal adds (the calendar library travels with the modal, not with the pages).
 */
export async function benchDiscoveryBundle(): Promise<Record<string, string>> {
  const portal = await startPortal(8190);
  const browser = await launchChromium();
  try {
    const base = 'http://127.0.0.1:8190';
    const list = await firstVisit(browser, base, '/audit');
    await list.page.getByRole('list', { name: 'Audits near you' }).waitFor();
    const cycleLink = await list.page.locator('a.cycle-card-link').first().getAttribute('href');
    if (!cycleLink) throw new Error('the demo auditor has no opportunity');
    await list.page.context().close();

    const cycle = await firstVisit(browser, base, cycleLink);
    await cycle.page.getByRole('list', { name: /^Locations/ }).waitFor();
    const before = new Set(cycle.scripts.keys());
    await cycle.page.getByRole('button', { name: 'Apply', exact: true }).first().click();
    await cycle.page.locator('.rdp-day_button').first().waitFor();
    await cycle.page.waitForLoadState('networkidle');
    const added = (url: string) => !before.has(url);
    return {
      '/audit JS files': String(list.scripts.size),
      '/audit JS gzip (KB)': kilobytes(list.scripts),
      'cycle page JS gzip (KB)': kilobytes(cycle.scripts, (url) => before.has(url)),
      'apply modal adds (KB, files)': `${kilobytes(cycle.scripts, added)} (${[...cycle.scripts.keys()].filter(added).length})`,
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
