import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { NOTICE_LINKS } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { mailsIn } from './inbox';
import { type PrivatePortal, startPrivatePortal } from './privatePortal';
import { AUDITOR, logIn } from './session';

/**
 * Notices nobody's action causes (decision 0041) reach the auditor from the server's own schedule:
 * a report on its last day is reminded, and the day's digest names the audits open near them. The
 * spec's server believes it is 10:00 in India (serverClock.mjs), when both are sent, whenever the
 * spec runs; the browser keeps the real clock of the same day.
 */

let portal: PrivatePortal;

test.beforeAll(async () => {
  portal = await startPrivatePortal({
    NODE_OPTIONS: `--import ${path.resolve('tests/e2e/serverClock.mjs')}`,
    SERVER_CLOCK_INDIA_HOUR: '10',
  });
});
test.afterAll(() => portal?.stop());

/** The demo auditor's report in progress, its audit date moved two days back: its last day. */
async function reportOnItsLastDay(): Promise<number> {
  await portal.stop();
  const sqlite = new Database(portal.sqlitePath);
  try {
    const indiaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const twoDaysBack = new Date(Date.parse(`${indiaToday}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const report = sqlite
      .prepare(
        `select s.id from audit_stores s join users u on u.id = s.auditor_id
         where u.email = ? and s.status = 'ACKNOWLEDGED' order by s.id limit 1`,
      )
      .get(AUDITOR.email) as { id: number } | undefined;
    if (!report) throw new Error('the demo auditor has no report in progress');
    sqlite
      .prepare('update audit_stores set audit_date = ?, fix_due_at = null where id = ?')
      .run(twoDaysBack, report.id);
    return report.id;
  } finally {
    sqlite.close();
  }
}

test('the schedule reminds a report on its last day and sends the day’s digest: in the centre and by mail', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const reportId = await reportOnItsLastDay();
  await portal.start();
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await logIn(phone, AUDITOR);

  // the schedule's first look comes 10 s after the server is ready; it writes the reminders, then
  // the digests (noticeSchedule.ts), so the centre is read again until both are there
  await expect(async () => {
    await phone.goto('/notices');
    const list = phone.getByRole('list', { name: 'Notices' });
    await expect(list).toContainText('Report due soon', { timeout: 1_000 });
    await expect(list).toContainText(/new audits? near you/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const notices = phone.getByRole('list', { name: 'Notices' }).getByRole('listitem');
  const reminder = notices.filter({ hasText: 'Report due soon' });
  await expect(reminder).toContainText('23:59 India time');
  const digest = notices.filter({ hasText: /new audits? near you/ });
  // within the distance the auditor gave (their additional information)
  await expect(digest).toContainText(/Open within \d+ km of you: /);
  await screenshot(phone, 'scheduled-notices-390', { fullPage: true });

  // a mail is written after its notice is in the centre: read the folder until both are there
  await expect
    .poll(async () =>
      (await mailsIn(portal.dataDir)).filter((m) => m.to === AUDITOR.email).map((m) => m.subject),
    )
    .toEqual(
      expect.arrayContaining(['Auditly: Report due soon', expect.stringMatching(/new audits? near you$/)]),
    );

  // each opens its screen
  await digest.getByRole('link').click();
  await expect(phone).toHaveURL(NOTICE_LINKS.opportunities);
  await phone.goto('/notices');
  await reminder.getByRole('link').click();
  await expect(phone).toHaveURL(NOTICE_LINKS.report(reportId));
  await context.close();
});

test('client review left undecided past its window: the schedule accepts it and tells the auditor and the brand', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Priya's Kaapi Kulture report waits in client review; its week ended two days ago, before the
  // server's clock (10:00 in India today) whatever the real hour
  await portal.stop();
  const sqlite = new Database(portal.sqlitePath);
  let reportId: number;
  try {
    const report = sqlite
      .prepare(
        `select s.id from audit_stores s join users u on u.id = s.auditor_id
         where u.email = 'priya.iyer@demo.test' and s.status = 'COMPLETED'`,
      )
      .get() as { id: number } | undefined;
    if (!report) throw new Error('Priya has no report in client review');
    reportId = report.id;
    sqlite
      .prepare('update audit_stores set client_review_due_at = ? where id = ?')
      .run(new Date(Date.now() - 2 * 86_400_000).toISOString(), reportId);
  } finally {
    sqlite.close();
  }
  await portal.start();

  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await logIn(phone, { email: 'priya.iyer@demo.test', password: AUDITOR.password });
  // the schedule's first look comes 10 s after the server is ready (noticeSchedule.ts)
  await expect(async () => {
    await phone.goto('/notices');
    await expect(phone.getByRole('list', { name: 'Notices' })).toContainText('Report accepted', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(
    phone.getByRole('list', { name: 'Notices' }).getByRole('listitem').filter({ hasText: 'Report accepted' }),
  ).toContainText(/Your report for Kaapi Kulture at .+ was accepted\. Your payment of ₹/);
  await phone.goto('/payment');
  await expect(phone.locator('article').filter({ hasText: 'Kaapi Kulture' }).first()).toBeVisible();
  await context.close();

  // the brand's reviewer reads why, and the report is no longer theirs to decide
  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 860 } });
  const client = await desk.newPage();
  await logIn(client, DEMO_ACCOUNTS.client, '/notices');
  const told = client
    .getByRole('list', { name: 'Notices' })
    .getByRole('listitem')
    .filter({ hasText: 'Report accepted without client review' });
  await expect(told).toContainText('so it was accepted and the auditor will be paid');
  await told.getByRole('link').click();
  await expect(client).toHaveURL(NOTICE_LINKS.reviewReport(reportId));
  await expect(client.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await screenshot(client, 'client-review-ended-1280');
  await desk.close();
  await expect
    .poll(async () =>
      (await mailsIn(portal.dataDir)).filter((m) => m.to === 'priya.iyer@demo.test').map((m) => m.subject),
    )
    .toContain('Auditly: Report accepted');
});
