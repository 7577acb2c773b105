import { readFile } from 'node:fs/promises';
import { SEND_BACK_HINT } from '../../src/client/features/review/reviewTexts';
import {
  BRAND_HOME,
  PM_FINAL_ACCEPT,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  sentBackTimes,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { linkPath, mailsIn } from './inbox';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { chooseOther, openReport, underServiceWorker } from './reportHelpers';
import { acceptFromQueue } from './reviewHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * Report review (decision 0025) in Chromium with two browsers: QA sends one question back; the
 * auditor reads the message on the phone offline, fixes the answer, reconnects and submits again;
 * QA and PM accept. A client reviewer accepts a report of their own client.
 */

const PHONE = { width: 390, height: 844 };

test('QA sends a question back; the auditor reads it offline, fixes it and resubmits; QA and PM accept', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(150_000);
  // the auditor's phone: the report in progress, made complete and submitted
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
  const { store, sections } = await reportInProgress(phone);
  const storeName = store.audit.store.name;
  await allButOneSectionComment(phone, portal.sqlitePath, store.id, 200);
  await openReport(phone, store.id);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  // the auditor skips rating the audit
  await phone.getByRole('dialog', { name: 'Rate this audit' }).getByRole('button', { name: 'Close' }).click();

  // QA reads the whole report and asks for one fix
  await logIn(page, DEMO_ACCOUNTS.qa, '/manage/review');
  await expect(page.getByRole('heading', { name: 'QA review', level: 1 })).toBeVisible();
  await page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) })
    .click();
  await expect(page.getByTestId('review-score')).toBeVisible();
  // the answers were given before the phone recorded (here through the API): the evidence says
  // how much it covers, and calls nothing broken that contradicts nothing
  const evidence = page.locator('.visit-evidence');
  await expect(evidence.getByTestId('visit-coverage')).toHaveText(
    /^0 of \d+ answers recorded on the phone during the visit; the other \d+ were given where the record does not reach/,
  );
  await expect(evidence).not.toContainText('Broken');
  await evidence.scrollIntoViewIfNeeded();
  await screenshot(page, 'visit-evidence-in-part-390');
  const question = sections
    .flatMap((s) => s.questions)
    .find((q) => !q.hide_question && q.question_type === 'MUTEX');
  if (!question) throw new Error('no MUTEX question');
  const asked = page.getByTestId(`review-question-${question.id}`);
  await expect(asked).toContainText('Not applicable');
  const sendBack = page.getByRole('button', { name: /^Send back/ });
  await expect(sendBack).toBeDisabled();
  // greyed out with its reason beside it, until a message is written
  await expect(page.getByText(SEND_BACK_HINT)).toBeVisible();
  await asked.getByRole('button', { name: 'Ask for a fix' }).click();
  const message = 'Please answer this one: the store did have it.';
  await asked.getByRole('textbox').fill(message);
  await expect(page.getByText(SEND_BACK_HINT)).toHaveCount(0);
  await asked.scrollIntoViewIfNeeded();
  await screenshot(page, 'review-report');
  await sendBack.click();
  await page
    .getByRole('dialog', { name: 'Send the report back?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText(REVIEW_MESSAGES.sentBack)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Reports to review' }).getByRole('link', { name: new RegExp(storeName) }),
  ).toHaveCount(0);

  // the auditor is told: the bell counts it, and the notice opens the report on its fix list with
  // the time the fixes are due; the mail says the same
  await phone.goto('/audit_store');
  await expect(phone.getByTestId(`audit-store-${store.id}`)).toContainText(
    /Sent back (once|twice|\d+ times)/,
  );
  await phone.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  const notice = phone
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Report sent back' });
  await expect(notice).toContainText(
    `fix one item of your report for ${store.audit.audit_cycle.client.auditor_display_name} at ${storeName}`,
  );
  await notice.getByRole('link').click();
  await expect(phone).toHaveURL(new RegExp(`/audit_store/${store.id}/section$`));
  await expect(
    phone.getByText(/^Submit the report again by \d+\w\w \w+ \d{4}, \d\d:\d\d India time\.$/),
  ).toBeVisible();
  await screenshot(phone, 'review-sent-back-notice');
  await expect
    .poll(async () =>
      (await mailsIn(portal.dataDir)).find((mail) => mail.subject.endsWith('Report sent back')),
    )
    .toMatchObject({ to: AUDITOR.email });
  const mail = (await mailsIn(portal.dataDir)).find((sent) => sent.subject.endsWith('Report sent back'));
  if (!mail) throw new Error('no send-back mail');
  expect(linkPath(mail, '/audit_store')).toBe(`/audit_store/${store.id}/section`);

  // the auditor reads the message with no signal
  await openReport(phone, store.id);
  await expect(phone.getByTestId(`question-${question.id}`)).toContainText(message);
  await phoneContext.setOffline(true);
  await phone.reload();
  await openReport(phone, store.id);
  await expect(phone.getByTestId(`question-${question.id}`)).toContainText(message);
  const chosen = await chooseOther(phone, question);
  await screenshot(phone, 'review-sent-back-offline');
  await phoneContext.setOffline(false);
  await expect
    .poll(
      async () => {
        const answers = (await (
          await phone.request.get(`/api/auditor/audit_store/${store.id}/answer`)
        ).json()) as Array<{
          question: number;
          answer_text: string[];
        }>;
        return answers.find((a) => a.question === question.id)?.answer_text;
      },
      { timeout: 30_000 },
    )
    .toEqual([chosen]);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  // in review again, the auditor's list says it was resubmitted, not "QA Review | Reverted"
  await phone.goto('/audit_store');
  await expect(phone.getByTestId(`audit-store-${store.id}`)).toContainText(
    `QA ReviewResubmitted (${sentBackTimes(store.report_revert_count + 1)})`,
  );
  await phone
    .getByTestId(`audit-store-${store.id}`)
    .screenshot({ path: 'test-results/screens/resubmitted-badge-390.png' });

  // QA accepts the fixed report, PM after
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Reports to review' }).getByRole('link', { name: new RegExp(storeName) }),
  ).toContainText(sentBackTimes(store.report_revert_count + 1));
  await acceptFromQueue(page, storeName);
  const pmContext = await browser.newContext({ baseURL, viewport: PHONE });
  const pm = await pmContext.newPage();
  await logIn(pm, DEMO_ACCOUNTS.pm, '/manage/review');
  await expect(pm.getByRole('heading', { name: 'PM review', level: 1 })).toBeVisible();
  // Voltkart has no client review (decision 0065): the PM is told before the tap that theirs is final
  await pm
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) })
    .click();
  await pm.getByRole('button', { name: PM_FINAL_ACCEPT.button }).click();
  const confirm = pm.getByRole('dialog', { name: 'Accept the report?' });
  await expect(confirm).toContainText(PM_FINAL_ACCEPT.confirm);
  await screenshot(pm, 'review-pm-final-accept');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(pm.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();
  await pmContext.close();

  // the auditor's report is accepted, and they are told of the payment, in the app and by mail
  await phone.goto('/audit_store');
  await expect(phone.getByTestId(`audit-store-${store.id}`)).toContainText('Accepted');
  await phone.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  const told = phone
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Report accepted' });
  await expect(told).toContainText(`Your report for Voltkart Electronics at ${storeName} was accepted.`);
  await screenshot(phone, 'auditor-report-accepted', { fullPage: true });
  await expect
    .poll(async () =>
      (await mailsIn(portal.dataDir))
        .filter((m) => m.to === AUDITOR.email)
        .some((m) => m.subject === 'Auditly: Report accepted' && m.text.includes(storeName)),
    )
    .toBe(true);
  await phoneContext.close();

  // and the manager runs its payment
  const managerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const manager = await managerContext.newPage();
  await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/payments');
  const pending = manager.getByRole('list', { name: 'Pending payments' }).getByRole('listitem');
  await pending.filter({ hasText: 'Ananya' }).filter({ hasText: 'Voltkart' }).getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Start a run of 1' }).click();
  await expect(manager.getByRole('heading', { name: /^Run #\d+$/ })).toBeVisible();
  await expect(manager.getByRole('list', { name: 'Payments of the run' })).toContainText(storeName);
  await managerContext.close();
});

test('the manager’s cycle page says whether the brand reviews its reports, and for how long', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/applications');
  const cycles = page.getByRole('list', { name: 'Audit cycles' });
  await cycles
    .getByRole('link', { name: /^Voltkart/ })
    .first()
    .click();
  await expect(page.getByTestId('cycle-client-review')).toHaveText(
    'No client review: the PM’s accept is final.',
  );
  await page.goto('/manage/applications');
  await cycles
    .getByRole('link', { name: /^Kaapi Kulture/ })
    .first()
    .click();
  await expect(page.getByTestId('cycle-client-review')).toHaveText(
    'Client review for 7 days (one reviewer); a report nobody decides by then is accepted.',
  );
  await screenshot(page, 'manage-cycle-client-review');
});

test('a client accepts their own report; the manager pays it in a run; the auditor sees it paid', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ACCOUNTS.client, '/manage/review');
  await expect(page.getByRole('heading', { name: 'Client review', level: 1 })).toBeVisible();
  const reports = page.getByRole('list', { name: 'Reports to review' }).getByRole('link');
  await expect(reports.first()).toBeVisible();
  for (const text of await reports.allInnerTexts()) expect(text).toContain('Kaapi Kulture');
  const count = await reports.count();
  const priya = reports.filter({ hasText: 'Priya' });
  await priya.click();
  await expect(page.getByRole('button', { name: /^Send back/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  // the score and its explanation, question by question, add up to one figure (decision 0075)
  const figure = await page.getByTestId('review-score').locator('.score-badge').textContent();
  expect(figure).toMatch(/^\d+\.\d%$/);
  await page.getByText('Explain this score').click();
  await expect(page.getByTestId('score-sum')).toContainText(`= ${figure}`);
  await expect(page.getByTestId('score-explanation').locator('table').first()).toBeVisible();
  await screenshot(page, 'review-explain-score', { fullPage: true });
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the report?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();
  await expect(reports).toHaveCount(count - 1);
  // the back office of other roles stays closed to a client
  await page.goto('/manage/auditors');
  await expect(page).toHaveURL(BRAND_HOME);
  expect((await page.request.get('/api/manager/auditor')).status()).toBe(403);

  // the manager runs Priya's payment, downloads the bank file and marks it paid
  const managerContext = await browser.newContext({ baseURL, viewport: PHONE, acceptDownloads: true });
  const manager = await managerContext.newPage();
  await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/payments');
  const pending = manager.getByRole('list', { name: 'Pending payments' }).getByRole('listitem');
  const hers = pending.filter({ hasText: 'Priya' }).filter({ hasText: 'Kaapi Kulture' });
  await hers.getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Start a run of 1' }).click();
  await expect(manager.getByRole('heading', { name: /^Run #\d+$/ })).toBeVisible();
  await screenshot(manager, 'manage-payment-run', { fullPage: true });
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('link', { name: 'Download the bank file (CSV)' }).click(),
  ]);
  const csv = (await readFile((await download.path()) as string, 'utf8')).trim().split('\n');
  expect(csv[0]).toBe('reference,account_holder_name,account_number,ifsc_code,paypal,amount');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/^AUDITLY-PAY-\d+,/);
  const run = manager.getByRole('list', { name: 'Payments of the run' }).getByRole('listitem');
  // a day still to come is refused by the server, beside its field
  await run.getByLabel('Paid on').fill('2099-01-01');
  await run.getByRole('button', { name: 'Mark paid' }).click();
  await expect(run.getByRole('alert')).toHaveText('The payment cannot be paid on a day still to come.');
  const today = await manager.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
  );
  await run.getByLabel('Paid on').fill(today);
  await run.getByRole('button', { name: 'Mark paid' }).click();
  await expect(run).toContainText('Paid');
  await expect(run.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  // the record of it all, where the payment is
  await run.getByRole('button', { name: 'Show history' }).click();
  const history = run.getByRole('list', { name: /^History of payment/ });
  for (const step of ['Marked paid', 'Exported for the bank', 'Added to a payment run'])
    await expect(history).toContainText(step);
  await managerContext.close();

  // Priya sees it paid, with its timeline ending on the day
  const auditorContext = await browser.newContext({ baseURL, viewport: PHONE });
  const auditor = await auditorContext.newPage();
  await logIn(auditor, { email: 'priya.iyer@demo.test', password: AUDITOR.password }, '/payment');
  const row = auditor
    .locator('article')
    .filter({ hasText: 'Kaapi Kulture' })
    .filter({ hasText: 'Paid on' })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Where is my money?' }).click();
  await expect(row).toContainText('Accepted by the client');
  await screenshot(auditor, 'auditor-paid', { fullPage: true });
  // and was told so: the notice leads back to the payments
  await auditor.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  const paid = auditor
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Payment sent' });
  await expect(paid).toContainText(/for your audit of Kaapi Kulture at .+ was paid on /);
  await paid.getByRole('link').click();
  await expect(auditor).toHaveURL(/\/payment$/);
  await auditorContext.close();
});
