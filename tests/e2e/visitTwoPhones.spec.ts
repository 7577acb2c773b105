import type { Browser, Page } from '@playwright/test';
import {
  type Answer,
  coverageText,
  REPORT_MESSAGES,
  type ReportSection,
  VISIT_SEAL_LABELS,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { smallReport } from './visitHelpers';

/**
 * A visit on two phones, one after the other (decision 0069): the second phone continues the chain
 * from the server's last entry, and so does the first phone opened again online after the second:
 * QA reads an honest visit as sealed, every answer recorded on a phone.
 */
async function phone(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, AUDITOR);
  return { context, page };
}

test('a visit filled on two phones in turn, back and forth, is sealed, every answer recorded on a phone', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const first = await phone(browser, portal.url);
  const { store } = await reportInProgress(first.page);
  const { section, questions } = await smallReport(first.page, portal.sqlitePath, store.id);
  const [one, two] = questions;
  if (!one || !two) throw new Error('two questions expected');
  const answered = async (page: Page, ids: number[]) => {
    const rows = await getJson<Answer[]>(page, `audit_store/${store.id}/answer`);
    return ids.every((id) => rows.find((row) => row.question === id)?.not_applicable === true);
  };
  const tickNotApplicable = async (page: Page, id: number) => {
    const na = page.getByTestId(`question-${id}`).getByRole('checkbox', { name: 'Not Applicable' });
    await na.click();
    await expect(na).toBeChecked();
  };

  // the first phone answers the first question, then its battery runs low
  await openReport(first.page, store.id);
  await tickNotApplicable(first.page, one.id);
  await expect.poll(() => answered(first.page, [one.id]), { timeout: 20_000 }).toBe(true);

  // a borrowed phone answers the second
  const second = await phone(browser, portal.url);
  await openReport(second.page, store.id);
  await tickNotApplicable(second.page, two.id);
  await expect.poll(() => answered(second.page, [one.id, two.id]), { timeout: 20_000 }).toBe(true);
  await second.context.close();

  // back on the first phone, charged: the comment, and Submit
  const comment = 'Shelves full, staff greeted within a minute, the billing queue moved quickly. '.repeat(3);
  await openReport(first.page, store.id);
  await expect(
    first.page.getByTestId(`question-${two.id}`).getByRole('checkbox', { name: 'Not Applicable' }),
  ).toBeChecked();
  await first.page.getByTestId(`section-comment-${section.id}`).getByRole('textbox').fill(comment);
  const comments = () => getJson<ReportSection[]>(first.page, `audit_store/${store.id}/report_section`);
  await expect
    .poll(async () => (await comments()).find((row) => row.section === section.id)?.auditor_comment, {
      timeout: 20_000,
    })
    .toBe(comment);
  await first.page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(first.page.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  await first.context.close();

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const qa = await desk.newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, `/manage/review/${store.id}`);
  const panel = qa.locator('.visit-evidence');
  await expect(panel).toContainText(VISIT_SEAL_LABELS.sealed);
  await expect(panel).not.toContainText(VISIT_SEAL_LABELS.broken);
  await expect(qa.getByTestId('visit-coverage')).toHaveText(coverageText({ recorded: 2, held: 2 }));
  await panel.scrollIntoViewIfNeeded();
  await screenshot(qa, 'visit-two-phones-sealed-1280');
  await desk.close();
});
