import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPEAT_ALERTS_HOME } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot, signUpFreshAuditor } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos } from './proofFiles';
import { AUDITOR, logIn, OTHER_AUDITOR, openMenu } from './session';

/**
 * The manager's auditor administration (decision 0024) in Chromium: the directory with its search
 * and filters, one auditor's details with masked bank details and a recorded reveal, deactivation
 * that signs the auditor out at once, and the record of it all. Auditors never reach it.
 */

test('a manager finds an auditor, sees their bank details masked until revealed, and deactivates them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // the auditor is signed in on their own phone
  const auditorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const auditorPage = await auditorContext.newPage();
  await logIn(auditorPage, OTHER_AUDITOR, '/payment');

  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/auditors');
  await expect(page.getByRole('heading', { name: 'Auditors', level: 1 })).toBeVisible();
  // the manager's own navigation, not the auditor's
  await openMenu(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Auditors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByLabel('Search by name, e-mail or mobile').fill('rohan');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=rohan/);
  const rows = page.getByRole('list', { name: 'Auditors' }).getByRole('link');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(OTHER_AUDITOR.email);
  await screenshot(page, 'manage-auditors', { fullPage: true });
  // a filter that rules him out empties the list
  await page.getByLabel('Gender').selectOption('F');
  await expect(page.getByRole('status').filter({ hasText: /auditors?$/ })).toHaveText('0 auditors');
  await page.getByLabel('Gender').selectOption('');
  // by where he lives: his state, then a city of it; another city of the state rules him out
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Maharashtra' });
  await expect(page).toHaveURL(/state=\d+/);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Pune' });
  await expect(rows).toHaveCount(1);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Mumbai' });
  await expect(page.getByRole('status').filter({ hasText: /auditors?$/ })).toHaveText('0 auditors');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/city=/);
  await rows.first().click();

  await expect(page.getByRole('heading', { name: /Rohan/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional info' })).toBeVisible();
  await expect(page.locator('.manage-card').filter({ hasText: 'Additional info' })).toContainText(
    'Occupation',
  );
  const bank = page.getByTestId('manage-bank');
  await expect(bank).toContainText('••••');
  await expect(page.getByText('No action recorded yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Show in full' }).click();
  await expect(bank).not.toContainText('••••');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Viewed the bank details in full');

  // the server's own errors show for a bad mobile number
  await page.getByLabel('Mobile number').fill('call me');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('alert')).toBeVisible();

  // it asks first, as the application decisions do; No changes nothing
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const ask = page.getByRole('dialog', { name: /^Deactivate / });
  await expect(ask).toContainText('signed out on every device');
  await screenshot(page, 'manage-deactivate-ask');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('manage-status')).toContainText('Active');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: /^Deactivate / })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByTestId('manage-status')).toContainText('Deactivated');
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
    'Deactivated',
  );
  await screenshot(page, 'manage-auditor', { fullPage: true });

  // signed out at once: the auditor's next call ends at the login page
  auditorPage.on('dialog', (dialog) => void dialog.accept());
  await auditorPage.reload();
  await expect(auditorPage).toHaveURL(/\/auth\/login/);
  await auditorContext.close();

  await page.getByRole('button', { name: 'Activate' }).click();
  await page
    .getByRole('dialog', { name: /^Activate / })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByTestId('manage-status')).toContainText('Active');
});

test('an auditor never reaches the back office, and other staff only their own part of it', async ({
  page,
}) => {
  await logIn(page, AUDITOR, '/');
  await page.goto('/manage/auditors');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const refused = await page.request.get('/api/manager/auditor');
  expect(refused.status()).toBe(403);
  await page.context().clearCookies();
  await logIn(page, DEMO_ACCOUNTS.moderator, REPEAT_ALERTS_HOME);
  await page.goto('/manage/auditors');
  await expect(page).toHaveURL(REPEAT_ALERTS_HOME);
  expect((await page.request.get('/api/manager/auditor')).status()).toBe(403);
});

test('a manager approves an application: the audit is assigned, the rest waitlisted, a stale page is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/auditors');
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Store Standards Review/ }).click();
  const cards = (on: typeof page) => on.getByRole('list', { name: 'Applications' }).getByRole('listitem');
  const aundh = (on: typeof page, email: string) =>
    cards(on).filter({ hasText: email }).filter({ hasText: 'Aundh' });
  await expect(aundh(page, AUDITOR.email)).toBeVisible();
  await expect(aundh(page, OTHER_AUDITOR.email)).toContainText('Pending for Approval');
  // another tab, opened now, will be out of date by the time it is used
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await expect(aundh(stale, OTHER_AUDITOR.email)).toBeVisible();
  await screenshot(page, 'manage-applications', { fullPage: true });

  await aundh(page, AUDITOR.email).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve?' });
  await expect(dialog).toContainText('Approve the application of');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Approved: the audit is assigned.')).toBeVisible();
  await expect(aundh(page, AUDITOR.email)).toHaveCount(0);
  // the audit's other application is waitlisted and can no longer be approved
  const rohan = aundh(page, OTHER_AUDITOR.email);
  await expect(rohan).toContainText('Waitlisted');
  await expect(rohan).toContainText('already assigned to another auditor');
  await expect(rohan.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await rohan.getByRole('button', { name: 'Show history' }).click();
  await expect(rohan.getByRole('list', { name: /History of/ })).toContainText(
    'another application was approved',
  );

  // the stale tab still offers Approve; the server refuses and the page says why
  await aundh(stale, OTHER_AUDITOR.email).getByRole('button', { name: 'Approve' }).click();
  await stale.getByRole('dialog', { name: 'Approve?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(stale.getByRole('alert')).toHaveText('This audit is already assigned to another auditor.');
  await expect(aundh(stale, OTHER_AUDITOR.email)).toContainText('Waitlisted');

  // offline, a decision is not sent and the manager is told
  await page.context().setOffline(true);
  await rohan.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Reject?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert')).toHaveText('There was an error, please try again.');
  await page.context().setOffline(false);
  await page.reload();
  await expect(aundh(page, OTHER_AUDITOR.email)).toContainText('Waitlisted');
  await screenshot(page, 'manage-applications-decided', { fullPage: true });

  // the auditor finds the audit among their assigned audits
  const auditorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const auditorPage = await auditorContext.newPage();
  await logIn(auditorPage, AUDITOR, '/audit_store');
  await expect(auditorPage.getByText('Dhaaga, Aundh').first()).toBeVisible();
  await auditorContext.close();
});

test("a manager opens an auditor's ID proof; the auditor sees on /details who looked at their data", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await logIn(phone, OTHER_AUDITOR, '/details');
  const [card] = photos('pan-card', 1);
  if (!card) throw new Error('no file');
  await phone.getByLabel('Upload ID proofs').setInputFiles([card]);
  await expect(phone.getByRole('link', { name: card.name })).toBeVisible({ timeout: 20_000 });

  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/auditors?search=rohan');
  await page.getByRole('list', { name: 'Auditors' }).getByRole('link').first().click();
  const proofs = page.getByRole('list', { name: 'ID proofs' });
  const proof = proofs.getByRole('listitem').filter({ hasText: card.name });
  await expect(proof.getByRole('img')).toHaveCount(0);
  await proof.getByRole('button', { name: 'Open' }).click();
  await expect(proof.getByRole('img', { name: card.name })).toBeVisible();
  await expect
    .poll(() => proof.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // the picture came through the view's grant; the file's plain address opens nothing for a manager
  const granted = (await proof.getByRole('img').getAttribute('src')) ?? '';
  expect(granted).toContain('?grant=');
  expect((await page.request.get(granted.replace(/\?.*$/, ''))).status()).toBe(404);
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
    'Opened an ID proof',
  );

  await phone.reload();
  await phone.getByRole('button', { name: 'Who looked at your data' }).click();
  const views = phone.getByRole('list', { name: 'Views of your data' });
  await expect(views.getByRole('listitem').first()).toContainText('Opened one of your ID proofs');
  await expect(views).toContainText(DEMO_ACCOUNTS.manager.email);
  await views.scrollIntoViewIfNeeded();
  await screenshot(phone, 'details-data-views');
  await phoneContext.close();
});

test("a manager changes an auditor's e-mail and sends a password reset link the auditor follows", async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(90_000);
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  const account = await signUpFreshAuditor(phone, {
    firstName: 'Kavya',
    lastName: 'Menon',
    dataDir: portal.dataDir,
  });

  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/auditors?search=kavya');
  await page.getByRole('list', { name: 'Auditors' }).getByRole('link').first().click();
  const email = page.getByLabel('E-mail address');
  // an address another account has is refused beside the field
  await email.fill(DEMO_ACCOUNTS.auditor.email);
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('alert')).toHaveText('Another account already uses this e-mail address.');
  const moved = `kavya.${Date.now()}@example.test`;
  await email.fill(moved);
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('E-mail address changed; both addresses were told.')).toBeVisible();

  await page.getByRole('button', { name: 'Send a password reset link' }).click();
  await expect(page.getByText(`A one-time link to set a new password was sent to ${moved}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Sent a password reset link');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Changed the e-mail address');
  await screenshot(page, 'manage-sign-in', { fullPage: true });

  // without SMTP_URL the mail is written under DATA_DIR/mail: the auditor's inbox here
  const folder = path.join(portal.dataDir, 'mail');
  const mails = await Promise.all(
    (await readdir(folder))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'))),
  );
  const notices = mails.filter((mail) => mail.subject.includes('e-mail address was changed'));
  expect(notices.map((mail) => mail.to[0].address).sort()).toEqual([account.email, moved].sort());
  const reset = mails.findLast((mail) => mail.subject.includes('Set a new'));
  const link = String(reset.text).match(/https?:\/\/\S+\/auth\/password_reset\/\S+/)?.[0] ?? '';
  expect(link).not.toBe('');

  // the link sets a new password once; the old session is over
  await phone.goto(new URL(link).pathname);
  await phone.getByLabel('New password', { exact: true }).fill('a brand new password');
  await phone.getByLabel('Confirm new password').fill('a brand new password');
  await phone.getByRole('button', { name: 'Set password' }).click();
  await expect(phone.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await screenshot(phone, 'password-reset-done');
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await logIn(phone, { email: moved, password: 'a brand new password' });
  await phoneContext.close();
});
