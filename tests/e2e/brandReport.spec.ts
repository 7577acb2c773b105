import Database from 'better-sqlite3';
import {
  BRAND_HOME,
  BRAND_PEOPLE_MESSAGES,
  notFoundText,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  type ReportProof,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { latestMailTo, linkPath } from './inbox';
import { expect, test } from './privatePortal';
import { photos, reportInProgress, sha256 } from './proofFiles';
import { chooseOther, getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { smallReport } from './visitHelpers';

/**
 * From a brand's figure to the photo behind it (decision 0080), in Chromium through the real
 * server: an auditor's report with a photo taken in the store is accepted by the brand; its client
 * account drills from the overview through the store to the report and opens the photo; the store's
 * manager, invited by mail, does the same on a phone and finds another store's report not theirs.
 */
test('a brand drills from its overview to the photo behind a figure; a store manager reads their store’s alone', async ({
  browser,
  portal,
}) => {
  test.setTimeout(150_000);
  const phoneContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  const { store } = await reportInProgress(phone);
  const { section, questions } = await smallReport(phone, portal.sqlitePath, store.id);
  await openReport(phone, store.id);
  // an option of each question: marks the brand's score is made of
  for (const question of questions) {
    if (question.question_type === 'MUTEX') await chooseOther(phone, question);
    else {
      const first = question.question_data.options[0]?.value ?? '';
      const box = phone
        .getByTestId(`question-${question.id}`)
        .getByRole('checkbox', { name: first, exact: true });
      await box.click();
      await expect(box).toBeChecked();
    }
  }
  const comment = 'Counter clean, staff greeted within a minute, the demo phone worked. '.repeat(3);
  await phone.getByTestId(`section-comment-${section.id}`).getByRole('textbox').fill(comment);
  const [file] = photos('counter', 1);
  if (!file) throw new Error('no file');
  await phone.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
  await expect
    .poll(
      async () =>
        (await getJson<ReportProof[]>(phone, `audit_store/${store.id}/section/${section.id}/attachment`)).map(
          (proof) => proof.sha256,
        ),
      { timeout: 20_000 },
    )
    .toEqual([sha256(file.buffer)]);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  await phoneContext.close();

  // QA and the PM passed it (their review is review.spec's); the demo client account is this brand's
  const sqlite = new Database(portal.sqlitePath);
  sqlite.prepare("UPDATE audit_stores SET status = 'COMPLETED' WHERE id = ?").run(store.id);
  const { clientId, brandName, storeId, otherReport } = sqlite
    .prepare(
      `SELECT c.client_id AS clientId, (SELECT name FROM clients WHERE id = c.client_id) AS brandName,
        ca.store_id AS storeId,
        (SELECT s.id FROM audit_stores s JOIN audits a ON a.id = s.audit_id JOIN audit_cycles oc ON oc.id = a.audit_cycle_id
          WHERE s.status = 'ACCEPTED' AND oc.client_id = c.client_id AND a.store_id != ca.store_id LIMIT 1) AS otherReport
       FROM audits ca JOIN audit_cycles c ON c.id = ca.audit_cycle_id WHERE ca.id = ?`,
    )
    .get(store.audit.id) as {
    clientId: number;
    brandName: string;
    storeId: number;
    otherReport: number | null;
  };
  sqlite.prepare('UPDATE users SET client_id = ? WHERE email = ?').run(clientId, DEMO_ACCOUNTS.client.email);
  // the brand reviews its reports now, for a week: else the schedule's next look accepts the
  // report before its client does (domain/review/clientReviewEnd.ts)
  sqlite.prepare('UPDATE clients SET client_review_days = 7 WHERE id = ?').run(clientId);
  sqlite
    .prepare('UPDATE audit_stores SET client_review_due_at = ? WHERE id = ?')
    .run(new Date(Date.now() + 7 * 86_400_000).toISOString(), store.id);
  sqlite.close();

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const client = await desk.newPage();
  await logIn(client, DEMO_ACCOUNTS.client, '/manage/review');
  await client
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(store.audit.store.name) })
    .click();
  await client.getByRole('button', { name: 'Accept' }).click();
  await client
    .getByRole('dialog', { name: 'Accept the report?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(client.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();

  // overview → the store's figure → the reports behind it → the report → the photo
  await client.goto(BRAND_HOME);
  await client.getByRole('link', { name: 'Every store, ranked' }).click();
  await client
    .getByRole('table', { name: /^Stores ranked in / })
    .getByRole('link', { name: store.audit.store.name })
    .click();
  await client.getByRole('list', { name: 'Accepted reports' }).getByRole('link').first().click();
  await expect(client.getByRole('heading', { level: 1 })).toContainText(store.audit.store.name);
  await expect(client.getByTestId('brand-report-score').locator('.score-badge')).toHaveText(/^\d+\.\d%$/);
  // the score explained, adding up to the figure, under the rules it was accepted under
  await client.getByText('Explain this score').click();
  await expect(client.getByTestId('score-sum')).toContainText(/= \d+\.\d%/);
  await expect(client.getByText(comment.trim())).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Visit evidence' })).toBeVisible();
  await expect(client.locator('main')).not.toContainText('Priya');
  const photo = client.getByRole('link', { name: `Open ${file.name}` });
  await expect(photo.locator('img')).toHaveJSProperty('complete', true);
  // the questions' markdown rendered once its renderer loaded
  await expect(client.locator('.report-markdown-plain')).toHaveCount(0);
  await screenshot(client, 'brand-report-1280', { fullPage: true });
  // the photo opens whole in a tab of its own: the very file the auditor took
  const [opened] = await Promise.all([client.waitForEvent('popup'), photo.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toContain('/storage/');
  expect(Buffer.from(await (await opened.request.get(opened.url())).body()).equals(file.buffer)).toBe(true);
  await opened.close();

  // the store's manager, invited by mail, reads this store's report and its photo on a phone
  const email = `store-manager-${Date.now()}@example.test`;
  const invited = await client.request.post('/api/brand/invites', {
    data: { email, seat: 'store', store_id: storeId },
    headers: { origin: portal.url },
  });
  expect(invited.status()).toBe(204);
  const managerContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  const manager = await managerContext.newPage();
  await manager.goto(linkPath(await latestMailTo(portal.dataDir, email), '/auth/brand_invite/'));
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(
    BRAND_PEOPLE_MESSAGES.inviteFinish(brandName, 'Store manager'),
  );
  await manager.getByLabel('First name').fill('Sanjay');
  await manager.getByLabel('Last name').fill('Iyer');
  await manager.getByLabel('Password').fill('a long password');
  await manager.getByRole('button', { name: 'Create account' }).click();
  await expect(manager).toHaveURL(BRAND_HOME);
  await manager.goto(`${BRAND_HOME}/reports`);
  await manager.getByRole('list', { name: 'Accepted reports' }).getByRole('link').first().click();
  await expect(manager.getByRole('heading', { level: 1 })).toContainText(store.audit.store.name);
  await expect(manager.getByRole('link', { name: `Open ${file.name}` }).locator('img')).toHaveJSProperty(
    'naturalWidth',
    240,
  );
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(manager.locator('.report-markdown-plain')).toHaveCount(0);
  await screenshot(manager, 'brand-report-store-manager-390', { fullPage: true });
  // another store's accepted report of the brand is not theirs
  expect(otherReport).not.toBeNull();
  await manager.goto(`${BRAND_HOME}/reports/${otherReport}`);
  await expect(manager.getByText(notFoundText('report', { scoped: true }))).toBeVisible();
  await managerContext.close();
  await desk.close();
});
