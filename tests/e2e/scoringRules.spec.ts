import { REVIEW_MESSAGES, SCORING_MESSAGES } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { logIn } from './session';

/**
 * A brand's scoring rules (decisions 0075, 0076) in Chromium at desktop size: the client sets a
 * version from a report under review, the report's score and its explanation follow it, the
 * accept stores the score, a stale second tab is told to reload, the older accepted reports keep
 * their scores until the client rescores them, and QA reads the rules without a form.
 */

const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP });

test('a client sets the cycle’s scoring rules, accepts under them and rescores the older reports', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ACCOUNTS.client, '/manage/review');
  await page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link')
    .filter({ hasText: 'Priya' })
    .click();
  const badge = page.getByTestId('review-score').locator('.score-badge');
  await expect(badge).toHaveText(/^\d+\.\d%$/);
  const before = await badge.textContent();
  await page.getByText('Explain this score').click();
  await expect(page.getByTestId('score-explanation')).toContainText('Scored under the default rules');

  // the cycle's rules: none saved, the defaults in force
  await page.getByRole('link', { name: 'Scoring rules of this cycle' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scoring rules: Kaapi Kulture');
  await expect(page.getByTestId('scoring-version')).toContainText('No rules saved yet');
  const reportUrl = page.url();
  // a second tab of the same client reads version 0 too
  const second = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await logIn(second, DEMO_ACCOUNTS.client, new URL(reportUrl).pathname);
  // it has read version 0 before the first tab saves (on a busy machine its read could come after)
  await expect(second.getByTestId('scoring-version')).toContainText('No rules saved yet');

  // the client weighs the first section 3 and makes the greeting a critical question
  await page.getByRole('group').first().getByLabel('Weight').fill('3');
  await page.getByLabel(/Were you greeted within 10 seconds/).selectOption('critical');
  await page.getByLabel('Pass mark (%)').fill('80');
  // a plan opened on this wave's failed visits gives the store ten days
  await page.getByLabel('Days a store has for an action plan').fill('10');
  await screenshot(page, 'scoring-rules-form', { fullPage: true });
  await page.getByRole('button', { name: 'Save as version 1' }).click();
  await expect(page.getByText(SCORING_MESSAGES.saved(1))).toBeVisible();
  await expect(page.getByTestId('scoring-version')).toContainText('Version 1 is in force');
  await expect(page.getByRole('list', { name: 'Versions of the rules' })).toContainText(`Version 1, saved`);
  await expect(page.getByRole('list', { name: 'Versions of the rules' })).toContainText(
    DEMO_ACCOUNTS.client.email,
  );

  // the stale tab saves over version 0: told to reload, and what it typed stays
  await second.getByLabel('Pass mark (%)').fill('60');
  await second.getByRole('button', { name: 'Save as version 1' }).click();
  await expect(second.getByRole('alert')).toHaveText(SCORING_MESSAGES.stale);
  await expect(second.getByLabel('Pass mark (%)')).toHaveValue('60');
  await second.reload();
  await expect(second.getByLabel('Pass mark (%)')).toHaveValue('80');
  await expect(second.getByLabel('Days a store has for an action plan')).toHaveValue('10');

  // the report under review is scored under version 1 now: the missed greeting zeroes its section
  await page.goBack();
  await expect(badge).toHaveText(/^\d+\.\d%$/);
  const after = await badge.textContent();
  expect(after).not.toBe(before);
  await page.getByText('Explain this score').click();
  const explanation = page.getByTestId('score-explanation');
  await expect(explanation).toContainText("the brand's rules, version 1. Pass mark 80%.");
  await expect(explanation).toContainText('Critical, not met');
  await expect(page.getByTestId('score-sum')).toContainText(`= ${after}`);
  await expect(page.getByTestId('review-score')).toContainText('Fail (pass mark 80%)');
  await screenshot(page, 'scoring-explained-under-version-1', { fullPage: true });
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the report?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();

  // the cycle's other accepted reports keep the scores of their accept until the client rescores
  await page.goto(new URL(reportUrl).pathname);
  const status = page.getByTestId('scoring-rescore-status');
  await expect(status).toContainText(/not scored under version 1/);
  const rescore = page.getByRole('button', { name: /^Rescore \d+ reports? under version 1$/ });
  const due = Number((await rescore.textContent())?.match(/\d+/)?.[0]);
  await rescore.click();
  await page
    .getByRole('dialog', { name: 'Rescore the accepted reports?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText(SCORING_MESSAGES.rescored(due, 1))).toBeVisible();
  await expect(status).toContainText('all scored under version 1');
  await expect(rescore).toHaveCount(0);
  await screenshot(page, 'scoring-rescored', { fullPage: true });

  // QA reads the rules in force, with nothing to change them
  const qa = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, new URL(reportUrl).pathname);
  await expect(qa.getByRole('heading', { name: 'The rules in force' })).toBeVisible();
  await expect(qa.getByText('Pass mark', { exact: true })).toBeVisible();
  await expect(qa.getByRole('button', { name: /^Save|^Rescore/ })).toHaveCount(0);
});
