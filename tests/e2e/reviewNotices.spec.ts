import type { Browser, Page } from '@playwright/test';
import {
  NOTICE_MESSAGES,
  pushOfferText,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewQueue,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { linkPath, mailsIn, type SentMail } from './inbox';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { openReport, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * Reviewers told of their work (decision 0044): the auditor's Submit reaches QA's bell and mail,
 * QA's accept the project manager's, the PM's accept the brand's client, each opening the report.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

async function staffPage(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: DESK });
  const page = await context.newPage();
  await logIn(page, account, '/manage/review');
  return page;
}

/** The reviewer opens the centre from the bell and the notice of `storeName` from there. */
async function openWaitingNotice(page: Page, stage: string, storeName: string, shot: string) {
  await page.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  const notice = page
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: `Report waiting for ${stage}` })
    .filter({ hasText: storeName });
  await expect(notice).toContainText('Unread:');
  await screenshot(page, shot, { fullPage: true });
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/manage\/review\/\d+$/);
  return notice;
}

async function acceptOpenReport(page: Page) {
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the report?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();
}

async function mailTo(dataDir: string, email: string, subjectEnd: string): Promise<SentMail> {
  let mail: SentMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsIn(dataDir)).findLast((m) => m.to === email && m.subject.endsWith(subjectEnd));
      return mail !== undefined;
    })
    .toBe(true);
  return mail as SentMail;
}

test('a submitted report reaches QA, QA’s accept the PM, the PM’s accept the brand’s client: bell, mail, the report', async ({
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? portal.url;
  const phoneContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
  const { store } = await reportInProgress(phone);
  const storeName = store.audit.store.name;
  await allButOneSectionComment(phone, portal.sqlitePath, store.id, 200);
  await openReport(phone, store.id);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  await phoneContext.close();

  // QA: the bell counts it, the notice opens the report, the mail links to the same page
  const qa = await staffPage(browser, base, DEMO_ACCOUNTS.qa);
  await openWaitingNotice(qa, 'QA review', storeName, 'review-notice-qa');
  // the offer of notifications promises what a reviewer gets, not what a manager does
  await qa.goBack();
  await expect(qa.getByText(pushOfferText('qa'))).toBeVisible();
  await qa.goForward();
  await expect(qa).toHaveURL(`/manage/review/${store.id}`);
  const qaMail = await mailTo(portal.dataDir, DEMO_ACCOUNTS.qa.email, 'Report waiting for QA review');
  expect(qaMail.text).toContain(storeName);
  expect(linkPath(qaMail, '/manage/review')).toBe(`/manage/review/${store.id}`);
  await acceptOpenReport(qa);

  // the PM is told of QA's accept, and of nothing before it
  const pm = await staffPage(browser, base, DEMO_ACCOUNTS.pm);
  await openWaitingNotice(pm, 'PM review', storeName, 'review-notice-pm');
  await expect(pm).toHaveURL(`/manage/review/${store.id}`);
  await acceptOpenReport(pm);
  await mailTo(portal.dataDir, DEMO_ACCOUNTS.pm.email, 'Report waiting for PM review');

  // that report is not the client's brand: the client hears of the PM's accept of their own
  const queue = (await (await pm.request.get('/api/review/report')).json()) as ReviewQueue;
  const theirs = queue.reports.find((r) => r.client_name.startsWith('Kaapi Kulture'));
  if (!theirs) throw new Error('no Kaapi Kulture report waits for the PM');
  await pm.goto(`/manage/review/${theirs.id}`);
  await acceptOpenReport(pm);

  const client = await staffPage(browser, base, DEMO_ACCOUNTS.client);
  await underServiceWorker(client);
  const notice = await openWaitingNotice(client, 'Client review', theirs.store_name, 'review-notice-client');
  await expect(client).toHaveURL(`/manage/review/${theirs.id}`);
  await expect(client.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Reject' })).toBeVisible();

  // what the client was told stays readable with no signal; another brand's report was never told
  await client.context().setOffline(true);
  await client.goto('/notices');
  await expect(client.getByText(NOTICE_MESSAGES.offlineCopy)).toBeVisible();
  await expect(notice).toContainText('Report waiting for Client review');
  await expect(client.getByRole('list', { name: 'Notices' })).not.toContainText(storeName);
  await client.context().setOffline(false);
});
