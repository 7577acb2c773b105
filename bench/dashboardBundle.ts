import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/accounts';
import { startPortal } from './serverProcess';

const BUDGET_BYTES = 150 * 1024;

/** JavaScript (gzip) that a first visit of the dashboard route downloads, as the budget counts it. */
export async function benchDashboardBundle(): Promise<Record<string, string>> {
  const portal = await startPortal(8193);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const base = 'http://127.0.0.1:8193';
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/auth/login?next=/`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.auditor.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.auditor.password);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (type === 'script' || url.endsWith('.js')) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.set(url, gzipSync(body).length);
      }
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/`);
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
    return {
      'dashboard JS files': String(scripts.size),
      'dashboard JS gzip (KB)': (total / 1024).toFixed(1),
      'budget (KB)': String(BUDGET_BYTES / 1024),
      'within budget': total <= BUDGET_BYTES ? 'yes' : 'NO',
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}
