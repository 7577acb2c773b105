import type { BrowserContext, Page } from '@playwright/test';

/** The ways a page goes away without warning the app: a reload, a closed tab, a killed renderer. */
export type Leave = 'reload' | 'close' | 'crash';

/** Leaves the page as `how` says and returns a page of the same profile to come back on. */
export async function leave(how: Leave, page: Page, context: BrowserContext): Promise<Page> {
  if (how === 'reload') {
    await page.reload();
    return page;
  }
  if (how === 'close') {
    await page.close();
    return context.newPage();
  }
  // The phone kills the app: every renderer process dies at once (SIGKILL), so no pagehide, no
  // visibilitychange and no pending task of the page runs.
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  // bounded, so a crash Chromium never reports fails here by name rather than as a test timeout
  const crashed = page.waitForEvent('crash', { timeout: 15_000 });
  for (const renderer of processInfo.filter((p) => p.type === 'renderer'))
    process.kill(renderer.id, 'SIGKILL');
  await crashed;
  await page.close();
  await cdp.detach();
  return context.newPage();
}
