import Database from 'better-sqlite3';
import {
  type MonthlyEarnings,
  PAYMENT_MESSAGES,
  type PaymentList,
  type PaymentSummary,
  type PaymentTimeline,
  TIMELINE_LABELS,
} from '../../src/contract';
import { screenshot, signUpFreshAuditor } from './accountHelpers';
import { expect, test } from './privatePortal';
import { underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0020: "Your Payments", its summary, filter, Load More, timeline, and reading it offline.
 */

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

test('the summary and list are the server’s, the filter narrows them, and a row shows its timeline', async ({
  page,
}) => {
  await logIn(page, AUDITOR);
  const summary = (await (await page.request.get('/api/auditor/payment/summary')).json()) as PaymentSummary;
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Your Payments' })).toBeVisible();
  await expect(page.getByText(PAYMENT_MESSAGES.terms)).toBeVisible();
  await expect(page.getByTestId('payment-summary-total_audits')).toContainText(String(summary.total_audits));
  await expect(page.getByTestId('payment-summary-total_pending')).toContainText(
    rupees(summary.total_pending),
  );
  // the chart draws the server's twelve months; a screen reader reads them as a table
  const chart = page.getByRole('figure', { name: 'Earnings, last 12 months' });
  await expect(chart.locator('svg')).toBeVisible();
  // drawn inside the phone's width: nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const monthly = (await (await page.request.get('/api/auditor/payment/monthly')).json()) as MonthlyEarnings;
  const table = page.getByRole('table', { name: 'Earnings by month of submission, in rupees' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  // a bar part for each amount above nothing, paid beside owed, each naming its amount on hover
  const parts = monthly.months.flatMap((month) =>
    [month.paid_fee, month.paid_reimbursement, month.pending_fee, month.pending_reimbursement].filter(
      (amount) => amount > 0,
    ),
  );
  await expect(chart.locator('svg rect')).toHaveCount(parts.length);
  expect(parts.length).toBeGreaterThan(0);
  const latest = monthly.months.at(-1);
  if (!latest) throw new Error('no months');
  await expect(table.locator('tbody tr').last().locator('td').first()).toHaveText(rupees(latest.paid_fee));
  const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  const all = (await (await page.request.get('/api/auditor/payment')).json()) as PaymentList;
  await expect(rows).toHaveCount(all.payments.length);
  await screenshot(page, 'payments', { fullPage: true });

  await page.getByLabel('Status').selectOption('PAID');
  await expect(page).toHaveURL(/status=PAID$/);
  const paid = (await (await page.request.get('/api/auditor/payment?status=PAID')).json()) as PaymentList;
  await expect(rows).toHaveCount(paid.payments.length);
  for (const badge of await rows.locator('.badge').allTextContents()) expect(badge).toBe('Paid');

  // the first paid row: its timeline ends paid on the day the server says
  const first = paid.payments[0];
  if (!first?.paid_on) throw new Error('the demo auditor has no paid payment');
  const row = page.getByTestId(`payment-${first.id}`);
  await row.getByRole('button', { name: 'Where is my money?' }).click();
  const timeline = row.getByRole('list', { name: 'Payment timeline' });
  const served = (await (
    await page.request.get(`/api/auditor/payment/${first.id}/timeline`)
  ).json()) as PaymentTimeline;
  await expect(timeline.getByRole('listitem')).toHaveCount(served.steps.length);
  await expect(timeline.getByRole('listitem').last()).toContainText(TIMELINE_LABELS.PAID);
  await expect(row.getByRole('button', { name: 'Hide timeline' })).toHaveAttribute('aria-expanded', 'true');
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(page, 'payment-timeline');

  await page.getByLabel('Status').selectOption('PENDING');
  const pending = page.getByTestId(/^payment-\d+$/).first();
  await expect(pending.getByText('Expected by')).toBeVisible();
});

test('Load More, an empty filter, and the last list offline', async ({ page, context, portal }) => {
  // twelve more paid lines than the seed's, and no failed one: Load More, and an empty filter
  const db = new Database(portal.sqlitePath);
  const demo = db.prepare('select id from users where email = ?').get(AUDITOR.email) as { id: number };
  db.prepare(
    "update payments set status = 'PAID', paid_on = date('now', '-1 day') where status = 'FAILED'",
  ).run();
  const insert = db.prepare(
    "insert into payments (auditor_id, status, amount_paise, reimbursement_paise, payment_due_date, paid_on, created_at) values (?, 'PAID', 40000, 0, date('now', '-10 days'), date('now', '-12 days'), ?)",
  );
  for (let n = 0; n < 12; n += 1)
    insert.run(demo.id, new Date(Date.now() - (200 + n) * 86_400_000).toISOString());
  db.close();

  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  await page.goto('/payment');
  const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  const served = (await (await page.request.get('/api/auditor/payment')).json()) as PaymentList;
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(Math.min(20, served.total_count));
  await page.getByLabel('Status').selectOption('FAILED');
  await expect(page.getByText(PAYMENT_MESSAGES.noneForFilter)).toBeVisible();

  await page.getByLabel('Status').selectOption('ALL');
  await expect(rows).toHaveCount(10);
  await context.setOffline(true);
  await page.reload();
  await expect(rows).toHaveCount(10);
  await expect(page.getByTitle('Showing the last saved data')).toBeVisible();
  await expect(page.getByTestId('payment-summary-total_audits')).toContainText(/\d/);
});

test('an auditor with no payments is told so', async ({ page, portal }) => {
  await signUpFreshAuditor(page, { dataDir: portal.dataDir });
  await page.goto('/payment');
  await expect(page.getByText(PAYMENT_MESSAGES.none)).toBeVisible();
  await expect(page.getByTestId('payment-summary-total_audits')).toContainText('0');
});

/** The payment concerns the server holds for one payment, read from its database file. */
function paymentConcerns(sqlitePath: string, paymentId: number): unknown[] {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    return db
      .prepare("select message from concerns where kind = 'PAYMENT' and payment_id = ?")
      .all(paymentId);
  } finally {
    db.close();
  }
}

test('a concern typed offline is kept on the device through a reload and lands once, when the signal returns', async ({
  page,
  context,
  portal,
}) => {
  await logIn(page, AUDITOR);
  await underServiceWorker(page);
  await page.goto('/payment');
  const row = page.getByTestId(/^payment-\d+$/).first();
  const paymentId = Number((await row.getAttribute('data-testid'))?.replace('payment-', ''));
  await row.getByRole('link', { name: 'Raise a concern' }).click();
  await expect(page).toHaveURL(`/payment/${paymentId}/payment_concern`);
  const dialog = page.getByRole('dialog', { name: 'Concern About the Payment?' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.emptyConcern)).toBeVisible();

  const concerns = () => paymentConcerns(portal.sqlitePath, paymentId);
  await context.setOffline(true);
  await dialog.getByLabel('Your concern').fill('Still waiting for the transfer of this audit.');
  // a quick double tap sends one concern, not two
  await dialog.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(dialog.getByText(PAYMENT_MESSAGES.concernThanks)).toBeVisible();
  await expect(dialog.getByText(PAYMENT_MESSAGES.concernQueued)).toBeVisible();
  await screenshot(page, 'payment-concern-offline');
  // the spec's three seconds, then back to the list
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(page).toHaveURL('/payment');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Payments' })).toBeVisible();
  expect(concerns()).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(concerns, { timeout: 15_000 })
    .toEqual([{ message: 'Still waiting for the transfer of this audit.' }]);
  // a moment later, still one: nothing was sent twice
  await page.waitForTimeout(1_000);
  expect(concerns()).toHaveLength(1);
});

test('a concern sent online from a device that kept nothing yet lands at once, without a reload', async ({
  page,
  portal,
}) => {
  // A fresh sign-in: no device database at start-up, so the page started no sync engine
  // (syncRuntime/startSync.ts); the concern must still go as soon as it is queued.
  await logIn(page, AUDITOR);
  await page.goto('/payment');
  // the last row: the offline test of this file raises its concern on the first
  const row = page.getByTestId(/^payment-\d+$/).last();
  const paymentId = Number((await row.getAttribute('data-testid'))?.replace('payment-', ''));
  await row.getByRole('link', { name: 'Raise a concern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Concern About the Payment?' });
  await dialog.getByLabel('Your concern').fill('The amount is short by the reimbursement.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.concernThanks)).toBeVisible();
  const concerns = () => paymentConcerns(portal.sqlitePath, paymentId);
  await expect
    .poll(concerns, { timeout: 10_000 })
    .toEqual([{ message: 'The amount is short by the reimbursement.' }]);
});
