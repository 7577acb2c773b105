import { freshLoginPage, kilobytes, launchChromium, recordScripts } from './routeScripts';
import { startPortal } from './serverProcess';

// First load of the dashboard route, JavaScript gzip (docs/budgets.md#first-load-javascript-per-route)
const BUDGET_KB = 110;

/** JavaScript (gzip) that a first visit of the dashboard route downloads, as the budget counts it. */
export async function benchDashboardBundle(): Promise<Record<string, string>> {
  const portal = await startPortal(8193);
  const browser = await launchChromium();
  try {
    const base = 'http://127.0.0.1:8193';
    const page = await freshLoginPage(browser, base, '/');
    const scripts = recordScripts(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/`);
    await page.waitForLoadState('networkidle');
    const total = Number(kilobytes(scripts));
    return {
      'dashboard JS files': String(scripts.size),
      'dashboard JS gzip (KB)': total.toFixed(1),
      'budget (KB)': String(BUDGET_KB),
      'within budget': total <= BUDGET_KB ? 'yes' : 'NO',
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
