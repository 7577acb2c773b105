import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';

/** Debian's Chromium, as the e2e tests use it; no browser is downloaded. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Records the gzip size of every script the page downloads from now on, keyed by URL, as the route
 * budgets count JavaScript: what a first visit fetches, compressed as it travels.
 */
export function recordScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || url.endsWith('.js')) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(url, gzipSync(body).length);
    }
  });
  return scripts;
}

export const kilobytes = (scripts: Map<string, number>, only?: (url: string) => boolean) =>
  (
    [...scripts.entries()].filter(([url]) => !only || only(url)).reduce((sum, [, bytes]) => sum + bytes, 0) /
    1024
  ).toFixed(1);

/** Opens the login page for `next` in a fresh context (no service worker, nothing cached). */
export async function freshLoginPage(browser: Browser, base: string, next: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.auditor.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.auditor.password);
  return page;
}

/** Signs in straight onto `next` in a fresh context and records the scripts its first visit downloads. */
export async function firstVisit(browser: Browser, base: string, next: string) {
  const page = await freshLoginPage(browser, base, next);
  const scripts = recordScripts(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${base}${next}`);
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}
