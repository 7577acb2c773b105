import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { FIX_LIST_TEXTS } from '../../src/client/features/report/reportTexts';
import { type AuditStore, REPORT_LIMITS, REPORT_MESSAGES, REVIEW_MESSAGES } from '../../src/contract';
import { formatCalendarDate } from '../../src/contract/calendarDates';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { mailsIn, type SentMail } from './inbox';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * One deadline for a send-back (decision 0064): the later of the 48 hours the send-back gives and
 * the audit date's own window (decision 0039), in India time, said the same by the notice, its
 * mail, the fix list on the report and the dashboard, on a phone whose clock is not India's.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-deadline';

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function sendBackOneQuestion(page: Page, storeName: string, questionId: number) {
  await logIn(page, DEMO_ACCOUNTS.qa, '/manage/review');
  await page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) })
    .click();
  const asked = page.getByTestId(`review-question-${questionId}`);
  await asked.getByRole('button', { name: 'Ask for a fix' }).click();
  await asked.getByRole('textbox').fill('Please answer this one: the store did have it.');
  await page.getByRole('button', { name: /^Send back/ }).click();
  await page
    .getByRole('dialog', { name: 'Send the report back?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText(REVIEW_MESSAGES.sentBack)).toBeVisible();
}

test('a send-back’s notice, mail, fix list and dashboard give one deadline, in India time, on a phone in New York', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(120_000);
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: 'America/New_York' });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  const { store, sections } = await reportInProgress(phone);
  const storeName = store.audit.store.name;
  // a complete report, submitted as the app submits it (the submit screen is report.spec.ts's)
  await allButOneSectionComment(phone, portal.sqlitePath, store.id, 200);
  const submitted = await phone.request.post(`/api/auditor/audit_store/${store.id}/submit`, {
    data: { report_submission_time: '0:20:00', visit_head: null },
    headers: { origin: portal.url },
  });
  expect(await submitted.json()).toEqual({ detail: REPORT_MESSAGES.submitted });

  const question = sections.flatMap((s) => s.questions).find((q) => !q.hide_question);
  if (!question) throw new Error('no visible question');
  await sendBackOneQuestion(page, storeName, question.id);

  // the demo report's audit is today: its own window outlasts the send-back's 48 hours, so the
  // deadline is the end of its last grace day in India, and not when the fixes alone are due
  const sentBack = await getJson<AuditStore>(phone, `audit_store/${store.id}`);
  const lastDay = daysAfter(sentBack.audit_date, REPORT_LIMITS.submitGraceDays);
  const graceEnds = Date.parse(`${daysAfter(lastDay, 1)}T00:00:00+05:30`) - 1;
  expect(Date.parse(sentBack.fix_due_at ?? '')).toBeLessThan(graceEnds);
  const deadline = `${formatCalendarDate(lastDay)}, 23:59 India time`;

  // the notice, and the mail that carries it (soft: one run names every place that disagrees)
  await phone.goto('/notices');
  const notice = phone
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Report sent back' });
  await expect.soft(notice).toContainText(`submit it again by ${deadline}.`);
  let mail: SentMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsIn(portal.dataDir)).find((sent) => sent.subject.endsWith('Report sent back'));
      return mail?.to;
    })
    .toBe(AUDITOR.email);
  expect.soft(mail?.text).toContain(`submit it again by ${deadline}.`);

  // the fix list on the report
  await mkdir(SHOTS, { recursive: true });
  await openReport(phone, store.id);
  const due = phone.locator('.report-fixes-due');
  await expect.soft(due).toHaveText(FIX_LIST_TEXTS.dueBy(deadline));
  await phone.locator('.report-fixes').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SHOTS}/fix-list-390.png` });

  // the dashboard's next action
  await phone.goto('/');
  const fix = phone
    .getByRole('region', { name: 'What to do now' })
    .getByRole('link', { name: /Fix your sent-back report/ });
  await expect.soft(fix).toContainText(`submit it again by ${deadline}.`);
  await phone.screenshot({ path: `${SHOTS}/dashboard-390.png` });
  await phoneContext.close();
});
