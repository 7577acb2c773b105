import type { Page } from '@playwright/test';
import { NOTICE_MESSAGES } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { linkPath, mailsIn, type SentMail } from './inbox';
import { applyForAnAudit, auditorOnPhone, decideAsManager } from './noticeHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn } from './session';

/**
 * The notices of decision 0038 not driven elsewhere: a waitlisting, and a payment the bank refused
 * (with the bank's reason). Each reaches the auditor's centre, offline too once seen, and the mail,
 * and opens the screen it is about; one opened offline is marked read once the signal is back.
 */

const PHONE = { width: 390, height: 844 };

async function mailTo(dataDir: string, subjectEnd: string): Promise<SentMail> {
  let mail: SentMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsIn(dataDir)).findLast(
        (m) => m.to === AUDITOR.email && m.subject.endsWith(subjectEnd),
      );
      return mail !== undefined;
    })
    .toBe(true);
  return mail as SentMail;
}

/** The auditor's notice titled `title` naming `about`, from the bell. */
async function noticeFromBell(phone: Page, title: string, about: string) {
  await phone.getByRole('link', { name: /^Notices, \d+ unread$/ }).click();
  const notice = phone
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: about });
  await expect(notice).toContainText('Unread:');
  return notice;
}

test('a waitlisting reaches the auditor: the centre, offline too, and the mail, opening the applied list', async ({
  page: phone,
  context,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  await auditorOnPhone(phone);
  const { cycleId, storeName } = await applyForAnAudit(phone);
  await decideAsManager(browser, portal.url, cycleId, storeName, 'waitlist');

  await phone.goto('/payment');
  const notice = await noticeFromBell(phone, 'Application waitlisted', storeName);
  await expect(notice).toContainText('you may still be given the audit');
  const mail = await mailTo(portal.dataDir, 'Application waitlisted');
  expect(mail.text).toContain(storeName);
  expect(linkPath(mail, '/applied_audits')).toBe('/applied_audits');

  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByText(NOTICE_MESSAGES.offlineCopy)).toBeVisible();
  await expect(notice).toContainText('Application waitlisted');
  // opened with no signal: read on the screen at once, marked on the server once back online
  await notice.getByRole('link').click();
  await expect(phone).toHaveURL('/applied_audits');
  await context.setOffline(false);
  const marked = phone.waitForResponse((response) =>
    /\/api\/auditor\/notices\/\d+\/read$/.test(response.url()),
  );
  await phone.goto('/notices');
  expect((await marked).status()).toBe(204);
  await phone.reload();
  await expect(notice).toContainText('Application waitlisted');
  await expect(notice).not.toContainText('Unread:');
});

test('a payment the bank refused reaches the auditor with the bank’s reason, and opens the payments', async ({
  page: phone,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const reason = 'Account closed by the holder';
  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 860 } });
  const manager = await desk.newPage();
  await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/payments');
  await manager
    .getByRole('list', { name: 'Pending payments' })
    .getByRole('listitem')
    .filter({ hasText: 'Ananya' })
    .filter({ hasText: 'Indiranagar' })
    .getByRole('checkbox')
    .check();
  await manager.getByRole('button', { name: 'Start a run of 1' }).click();
  await expect(manager.getByRole('heading', { name: /^Run #\d+$/ })).toBeVisible();
  const row = manager.getByRole('list', { name: 'Payments of the run' }).getByRole('listitem');
  await row.getByLabel('Why the bank refused it').fill(reason);
  await row.getByRole('button', { name: 'Mark failed' }).click();
  await expect(row).toContainText('Failed');
  await desk.close();

  await phone.setViewportSize(PHONE);
  await logIn(phone, AUDITOR);
  const notice = await noticeFromBell(phone, 'Payment failed', reason);
  await expect(notice).toContainText('Indiranagar');
  await screenshot(phone, 'notice-payment-failed-390', { fullPage: true });
  const mail = await mailTo(portal.dataDir, 'Payment failed');
  expect(mail.text).toContain(reason);
  expect(linkPath(mail, '/payment')).toBe('/payment');

  await notice.getByRole('link').click();
  await expect(phone).toHaveURL('/payment');
  await expect(
    phone
      .getByTestId(/^payment-\d+$/)
      .filter({ hasText: reason })
      .getByText('Why it failed'),
  ).toBeVisible();
});
