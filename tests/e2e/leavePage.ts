import { type BrowserContext, type Page, test } from '@playwright/test';

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
  // visibilitychange and no pending task of the page runs. Each step is named and bounded: a crash
  // test once timed out in CI with nothing saying where (the steps then were not all bounded).
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const cdp = await test.step('open a browser CDP session', () =>
    boundedBy(browser.newBrowserCDPSession(), 10_000, 'opening a browser CDP session'));
  const { processInfo } = await test.step('list the renderer processes', () =>
    boundedBy(
      cdp.send('SystemInfo.getProcessInfo') as Promise<{ processInfo: Array<{ type: string; id: number }> }>,
      10_000,
      'listing the processes',
    ));
  await test.step('kill every renderer', async () => {
    const crashed = page.waitForEvent('crash', { timeout: 15_000 });
    for (const renderer of processInfo.filter((p) => p.type === 'renderer'))
      process.kill(renderer.id, 'SIGKILL');
    await crashed;
  });
  // Closing the dead page is only cleanup, and Chromium can leave it hanging for good
  // (microsoft/playwright#42068; it failed our CI once): bounded, so the test goes on to what it checks.
  await test.step('clean up the dead page', async () => {
    await settledWithin(page.close(), 5_000);
    await settledWithin(cdp.detach(), 5_000);
  });
  return test.step('open a page in the same profile', () =>
    boundedBy(context.newPage(), 15_000, 'opening a page after the crash'));
}

/** `work`, or an error naming `what` once `ms` pass: a hang fails by name, not as a test timeout. */
async function boundedBy<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
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
