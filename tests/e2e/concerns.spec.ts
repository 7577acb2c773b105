import { CONCERN_MESSAGES, NOTICE_MESSAGES, PAYMENT_MESSAGES } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { mailsIn } from './inbox';
import { auditorOnPhone } from './noticeHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Concerns (decision 0042): what an auditor raises reaches the managers (a notice, a mail, the
 * inbox); a manager answers it there, and the auditor is told and reads the answer, offline too
 * once seen. A manager answering from a stale page is told another answer went first.
 */

const MESSAGE = 'The transfer for this audit has not reached my bank yet.';

test('a payment concern reaches the managers, is answered and resolved, and the auditor reads the answer', async ({
  page: phone,
  context,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  await auditorOnPhone(phone);
  await phone.goto('/payment');
  await phone
    .getByTestId(/^payment-\d+$/)
    .first()
    .getByRole('link', { name: 'Raise a concern' })
    .click();
  const dialog = phone.getByRole('dialog', { name: 'Concern About the Payment?' });
  await dialog.getByLabel('Your concern').fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.concernThanks)).toBeVisible();

  // the manager hears of it and finds it in the inbox
  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 860 } });
  const manager = await desk.newPage();
  await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/overview');
  // the overview counts it among what waits (decision 0043)
  const waiting = manager.getByRole('list', { name: 'Waiting' });
  await expect(waiting.getByRole('link', { name: /\d+ open concerns?$/ })).toBeVisible();
  await expect(waiting).toContainText(/payments? to run/);
  await expect(
    manager.getByRole('list', { name: 'Applications to decide' }).getByRole('link').first(),
  ).toBeVisible();
  await screenshot(manager, 'manager-overview-1280', { fullPage: true });
  await manager.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  await manager.getByRole('link', { name: /New concern: Payment concern/ }).click();
  await expect(manager).toHaveURL('/manage/concerns');
  const card = manager
    .getByRole('list', { name: 'Concerns' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGE });
  await expect(card).toContainText(AUDITOR.email);
  await expect(card).toContainText('About the payment of ₹');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText(CONCERN_MESSAGES.emptyAnswer)).toBeVisible();
  await screenshot(manager, 'concerns-inbox-1280', { fullPage: true });

  // the same inbox open in a second tab goes stale when the first answers
  const stale = await desk.newPage();
  await stale.goto('/manage/concerns');
  const staleCard = stale
    .getByRole('list', { name: 'Concerns' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGE });
  await expect(staleCard).toBeVisible();
  await card
    .getByLabel(/^Answer to /)
    .fill('It was paid on the 25th; banks take 24-48 hours. Tell us if not by Monday.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(manager.getByText(CONCERN_MESSAGES.answered)).toBeVisible();
  await expect(card).toHaveCount(0);
  await staleCard.getByLabel(/^Answer to /).fill('A second answer');
  await staleCard.getByRole('button', { name: 'Send answer' }).click();
  await expect(stale.getByText(CONCERN_MESSAGES.alreadyAnswered).first()).toBeVisible();

  await manager.getByRole('button', { name: 'Answered' }).click();
  const answered = manager
    .getByRole('list', { name: 'Concerns' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGE });
  await expect(answered).toContainText('Answer: It was paid on the 25th');
  await answered.getByRole('button', { name: 'Resolve' }).click();
  await expect(manager.getByText(CONCERN_MESSAGES.resolved)).toBeVisible();
  await manager.getByRole('button', { name: 'Resolved' }).click();
  await expect(manager.getByRole('list', { name: 'Concerns' })).toContainText(MESSAGE);
  await desk.close();

  // the auditor is told, and reads the answer with the concern's state
  await phone.goto('/notices');
  await phone.getByRole('link', { name: /Your concern was answered/ }).click();
  await expect(phone).toHaveURL('/concerns');
  const mine = phone
    .getByRole('list', { name: 'Your concerns' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGE });
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText('It was paid on the 25th');
  await screenshot(phone, 'concerns-own-390', { fullPage: true });

  // offline, the last copy
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByText(NOTICE_MESSAGES.offlineCopy)).toBeVisible();
  await expect(mine).toContainText('It was paid on the 25th');
  await context.setOffline(false);

  // and where it is about: the payment's own row says what was asked and answered
  await phone.goto('/payment');
  const onRow = phone
    .getByRole('region', { name: 'Your concerns about this payment' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGE });
  await expect(onRow).toContainText('Resolved');
  await expect(onRow).toContainText('It was paid on the 25th');
  await screenshot(phone, 'concerns-payment-row-390', { fullPage: true });

  // both mails went
  const mail = await mailsIn(portal.dataDir);
  expect(mail.filter((m) => m.to === AUDITOR.email).map((m) => m.subject)).toContain(
    'Auditly: Your concern was answered',
  );
  expect(mail.filter((m) => m.to === DEMO_ACCOUNTS.manager.email).map((m) => m.subject)).toContain(
    'Auditly: New concern: Payment concern',
  );
});

const TROUBLE = 'The store manager asked me to come back after 4 pm; may I finish the visit then?';

test('trouble raised on the report is answered; the answer shows on the report, offline too, and on Your Audits', async ({
  page: phone,
  context,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  await auditorOnPhone(phone);
  const { store } = await reportInProgress(phone);
  await openReport(phone, store.id);
  await phone.getByRole('link', { name: 'Having trouble?' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Query About this Audit?' });
  await dialog.getByLabel('Your concern').fill(TROUBLE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  // back on the report, the concern is listed as open
  const onReport = phone
    .getByRole('region', { name: 'Your concerns about this audit' })
    .getByRole('listitem')
    .filter({ hasText: TROUBLE });
  await expect(onReport).toContainText('Open');

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 860 } });
  const manager = await desk.newPage();
  await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/concerns');
  const card = manager
    .getByRole('list', { name: 'Concerns' })
    .getByRole('listitem')
    .filter({ hasText: TROUBLE });
  await card.getByLabel(/^Answer to /).fill('Yes: finish it after 4 pm today and submit as usual.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(manager.getByText(CONCERN_MESSAGES.answered)).toBeVisible();
  await desk.close();

  await openReport(phone, store.id);
  await expect(onReport).toContainText('Answered');
  await expect(onReport).toContainText('finish it after 4 pm today');
  await onReport.scrollIntoViewIfNeeded();
  await screenshot(phone, 'concerns-on-report-390');

  // the report opened offline still carries the answer last read
  await context.setOffline(true);
  await phone.reload();
  await openReport(phone, store.id);
  await expect(onReport).toContainText('finish it after 4 pm today');
  await context.setOffline(false);

  await phone.goto('/audit_store');
  const panel = phone.getByTestId(`audit-store-${store.id}`);
  await expect(panel.getByRole('region', { name: 'Your concerns about this audit' })).toContainText(
    'finish it after 4 pm today',
  );
  await screenshot(phone, 'concerns-on-audits-390', { fullPage: true });
});
