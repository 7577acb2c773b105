import { expect, type Page, test } from '@playwright/test';
import { acknowledgedReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Screens whose data arrives after their first paint must not move what is already on screen as
 * it does (Lighthouse's layout shift, docs/budgets.md#lighthouse): a tap aimed at a link lands on
 * another one. Summed as Lighthouse does, shifts right after an input aside.
 */
async function shiftOf(page: Page, path: string, settled: () => Promise<void>): Promise<number> {
  await page.goto(path);
  await settled();
  // a frame after the last change, so its shift has been reported
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test('the opportunities, the dashboard and a report stay put while their data arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, AUDITOR);
  const opportunities = await shiftOf(page, '/audit', async () => {
    await expect(page.locator('.cycle-card').first()).toBeVisible();
    await expect(page.getByText('How are audits assigned?')).toBeVisible();
  });
  expect(opportunities).toBeLessThan(0.01);

  const dashboard = await shiftOf(page, '/', () =>
    expect(page.getByTestId('tile-applied')).toContainText(/\d/),
  );
  expect(dashboard).toBeLessThan(0.01);

  const { store, questions } = await acknowledgedReport(page);
  const report = await shiftOf(page, `/audit_store/${store.id}/section`, async () => {
    await expect(page.getByTestId(`question-${questions[0]?.id}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  });
  expect(report).toBeLessThan(0.01);
});
