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
  // Closing the dead page is only cleanup, and Chromium can leave it hanging for good
  // (microsoft/playwright#42068; it failed our CI once): bounded, so the test goes on to what it checks.
  await settledWithin(page.close(), 5_000);
  await settledWithin(cdp.detach(), 5_000);
  return context.newPage();
}

/** Waits for `work` at most `ms`, whatever it ends in: for cleanup that must not hold a test. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    late,
  ]);
  clearTimeout(timer);
}
