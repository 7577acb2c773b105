import { NOTICE_MESSAGES } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { linkPath, mailsIn, type SentMail } from './inbox';
import { applyForAnAudit, approveAsManager, auditorOnPhone } from './noticeHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR } from './session';

/**
 * Notices (decision 0038): what a manager decides reaches the auditor it is about, in the app's
 * notice centre (offline too, once seen) and in the mail, without the auditor looking for it.
 */

test('an approval reaches the auditor: the bell counts it, the centre shows it offline too, the mail carries it', async ({
  page: phone,
  context,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(120_000);
  await auditorOnPhone(phone);
  // the shell carries the bell; the day's digest may already be counted on it (decision 0041)
  await expect(phone.getByRole('link', { name: /^Notices(, \d+ unread)?$/ })).toBeVisible();
  const { cycleId, storeName } = await applyForAnAudit(phone);

  await approveAsManager(browser, baseURL ?? portal.url, cycleId, storeName);

  // the auditor changes screen: the bell has looked again (the day's digest may be there too)
  await phone.goto('/payment');
  const bell = phone.getByRole('link', { name: /^Notices, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await screenshot(phone, 'notices-bell-390');
  await bell.click();
  const approval = phone
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Application approved' });
  await expect(approval).toContainText(storeName);
  await expect(approval).toContainText('Unread:');
  await screenshot(phone, 'notices-centre-390', { fullPage: true });

  // the mail says the same and links to the same screen
  let mail: SentMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsIn(portal.dataDir)).findLast(
        (m) => m.to === AUDITOR.email && m.subject.endsWith('Application approved'),
      );
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail?.text).toContain(storeName);
  expect(linkPath(mail as SentMail, '/audit_store')).toBe('/audit_store');

  // offline, the centre opens from the last copy
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByText(NOTICE_MESSAGES.offlineCopy)).toBeVisible();
  await expect(approval).toContainText('Application approved');
  await screenshot(phone, 'notices-offline-390', { fullPage: true });
  await context.setOffline(false);

  // opening it leads to the assigned audit and it is read, there and after a reload
  const marked = phone.waitForResponse((response) =>
    /\/api\/auditor\/notices\/\d+\/read$/.test(response.url()),
  );
  await approval.getByRole('link').click();
  expect((await marked).status()).toBe(204);
  await expect(phone).toHaveURL(/\/audit_store$/);
  await phone.goto('/notices');
  await expect(approval).toContainText('Application approved');
  await expect(approval).not.toContainText('Unread:');
});
