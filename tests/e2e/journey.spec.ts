import type { Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { FIX_LIST_TEXTS, UNCHANGED_FIXES_TEXTS } from '../../src/client/features/report/reportTexts';
import { formatCalendarDate } from '../../src/client/lib/dates';
import {
  APPLY_MESSAGES,
  type AuditStore,
  businessToday,
  type CyclePage,
  type OpportunityCycle,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  type Section,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { chooseOther, getJson, openReport, underServiceWorker } from './reportHelpers';
import { acceptFromQueue } from './reviewHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * The whole world through the real server, each role in its own browser: the auditor
 * applies, the manager approves, the auditor agrees, fills and submits; QA sends one question
 * back; the auditor reads it offline, fixes it, reconnects and submits again; QA, PM and the client
 * accept; the manager pays it in a run; the auditor sees it paid, with its timeline.
 */

const PHONE = { width: 390, height: 844 };

async function signedIn(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  next: string,
) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, account, next);
  return { page, close: () => context.close() };
}

test('apply → approve → fill → submit → send back → fix offline → accept ×3 → pay → paid', async ({
  page: phone,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? portal.url;

  // the auditor picks an opportunity with a location to apply for, the client's cafés first
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
  const cycles = await getJson<OpportunityCycle[]>(phone, 'audit?kms=100');
  const pages = await Promise.all(cycles.map((c) => getJson<CyclePage>(phone, `audit/${c.audit_cycle.id}`)));
  const open = pages
    .map((cycle) => ({ cycle, location: cycle.locations.find((l) => l.application === null) }))
    .filter((pick) => pick.location !== undefined)
    .sort(
      (a, b) =>
        Number(b.cycle.client.auditor_display_name === 'Kaapi Kulture') -
        Number(a.cycle.client.auditor_display_name === 'Kaapi Kulture'),
    );
  const chosen = open[0];
  if (!chosen?.location) throw new Error('no location to apply for');
  const storeName = chosen.location.store.name;
  // the demo client reviews for Kaapi Kulture; if the pick is another client's, that client's reviewer it is,
  const db = new Database(portal.sqlitePath);
  db.pragma('busy_timeout = 5000');
  db.prepare(
    `UPDATE users SET client_id = (SELECT a.client_id FROM audit_cycles a WHERE a.id = ?) WHERE email = ?`,
  ).run(chosen.cycle.id, DEMO_ACCOUNTS.client.email);
  // and that brand reviews its reports for a week, as Kaapi Kulture does (decision 0065)
  db.prepare(
    `UPDATE clients SET client_review_days = 7 WHERE id = (SELECT a.client_id FROM audit_cycles a WHERE a.id = ?)`,
  ).run(chosen.cycle.id);
  db.close();

  await phone.goto(`/audit/cycle/${chosen.cycle.id}?kms=100`);
  const card = phone.locator('.location-card').filter({ hasText: storeName });
  await card.getByRole('button', { name: /^(Apply|Re-apply)$/ }).click();
  const calendar = phone.getByRole('dialog', { name: 'Pick your audit date' });
  await calendar.locator('button.rdp-day_button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(phone.getByText(APPLY_MESSAGES.applied)).toBeVisible();

  // the manager approves it
  const manager = await signedIn(browser, base, DEMO_ACCOUNTS.manager, '/manage/applications');
  await manager.page.goto(`/manage/applications/${chosen.cycle.id}`);
  const application = manager.page
    .getByRole('list', { name: 'Applications' })
    .getByRole('listitem')
    .filter({ hasText: AUDITOR.email })
    .filter({ hasText: storeName });
  await application.getByRole('button', { name: 'Approve' }).click();
  await manager.page.getByRole('dialog', { name: 'Approve?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(manager.page.getByText('Approved: the audit is assigned.')).toBeVisible();

  // the auditor finds it assigned, agrees, fills it and submits
  const stores = await getJson<AuditStore[]>(phone, 'audit_store');
  const store = stores.find((s) => s.status === 'ASSIGNED' && s.audit.store.name === storeName);
  if (!store) throw new Error('the approved audit is not assigned to the auditor');
  // the audit day comes (a report is submitted from its date on): the one shift of time here
  const today = businessToday();
  const shift = new Database(portal.sqlitePath);
  shift.pragma('busy_timeout = 5000');
  shift.prepare('UPDATE audit_stores SET audit_date = ? WHERE id = ?').run(today, store.id);
  shift.close();
  store.audit_date = today;
  await phone.goto(`/audit_store/${store.id}/section`);
  await phone.getByRole('button', { name: 'Agree' }).click();
  await expect(phone.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  await allButOneSectionComment(phone, portal.sqlitePath, store.id, 200);
  await openReport(phone, store.id);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  await phone.getByRole('dialog', { name: 'Rate this audit' }).getByRole('button', { name: 'Close' }).click();

  // QA sends one question back
  const sections = await getJson<Section[]>(phone, `audit_store/${store.id}/section`);
  const question = sections
    .flatMap((s) => s.questions)
    .find((q) => !q.hide_question && q.question_type === 'MUTEX');
  if (!question) throw new Error('no MUTEX question');
  const qa = await signedIn(browser, base, DEMO_ACCOUNTS.qa, '/manage/review');
  await qa.page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) })
    .click();
  const asked = qa.page.getByTestId(`review-question-${question.id}`);
  await asked.getByRole('button', { name: 'Ask for a fix' }).click();
  const message = 'Please answer this question: the guidelines ask for it.';
  await asked.getByRole('textbox').fill(message);
  await qa.page.getByRole('button', { name: /^Send back/ }).click();
  await qa.page
    .getByRole('dialog', { name: 'Send the report back?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(qa.page.getByText(REVIEW_MESSAGES.sentBack)).toBeVisible();

  // the auditor opens it once: it opens on what to fix, the reviewer's words linked to the question
  await openReport(phone, store.id);
  await expect(phone.getByTestId(`question-${question.id}`)).toContainText(message);
  const fixes = phone.getByTestId('fix-list');
  await expect(fixes).toContainText(message);
  await expect(fixes.getByRole('listitem')).toHaveText(new RegExp(`${FIX_LIST_TEXTS.unchanged}`));
  await expect(phone.getByTestId('section-count').filter({ hasText: '1 flagged' })).toHaveCount(1);
  await screenshot(phone, 'report-fix-list');
  await fixes.getByRole('link').click();
  await expect(phone.getByTestId(`question-${question.id}`)).toBeInViewport();
  // Submit asks before sending the flagged answer unchanged; No sends nothing
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  const ask = phone.getByRole('dialog', { name: UNCHANGED_FIXES_TEXTS.title });
  await expect(ask).toContainText(UNCHANGED_FIXES_TEXTS.message(1));
  await screenshot(phone, 'report-fix-unchanged-ask');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(ask).toBeHidden();
  expect((await getJson<AuditStore>(phone, `audit_store/${store.id}`)).status).toBe('ACKNOWLEDGED');

  // then with no signal reads the message and fixes the answer
  await phone.context().setOffline(true);
  await phone.reload();
  await openReport(phone, store.id);
  await expect(phone.getByTestId(`question-${question.id}`)).toContainText(message);
  const fixed = await chooseOther(phone, question);
  await expect(fixes.getByRole('listitem')).toContainText(FIX_LIST_TEXTS.changed);
  await expect(phone.getByTestId('section-count').filter({ hasText: 'flagged' })).toHaveCount(0);
  await phone.context().setOffline(false);
  await expect
    .poll(
      async () => {
        const answers = await getJson<Array<{ question: number; answer_text: string[] }>>(
          phone,
          `audit_store/${store.id}/answer`,
        );
        return answers.find((a) => a.question === question.id)?.answer_text;
      },
      { timeout: 30_000 },
    )
    .toEqual([fixed]);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });

  // QA, PM and the client accept
  await acceptFromQueue(qa.page, storeName);
  await qa.close();
  const pm = await signedIn(browser, base, DEMO_ACCOUNTS.pm, '/manage/review');
  await acceptFromQueue(pm.page, storeName);
  await pm.close();
  const client = await signedIn(browser, base, DEMO_ACCOUNTS.client, '/manage/review');
  await acceptFromQueue(client.page, storeName);
  await client.close();

  // the manager pays it in a run
  await manager.page.goto('/manage/payments');
  const pending = manager.page
    .getByRole('list', { name: 'Pending payments' })
    .getByRole('listitem')
    .filter({ hasText: storeName })
    .filter({ hasText: 'Ananya' });
  await pending.getByRole('checkbox').check();
  await manager.page.getByRole('button', { name: 'Start a run of 1' }).click();
  const run = manager.page.getByRole('list', { name: 'Payments of the run' }).getByRole('listitem');
  await run.getByRole('button', { name: 'Mark paid' }).click();
  await expect(run).toContainText('Paid on');
  await manager.close();

  // the auditor sees it paid, with every step on its timeline
  await phone.goto('/payment');
  const row = phone
    .locator('article')
    .filter({ hasText: chosen.cycle.client.auditor_display_name })
    .filter({ hasText: `Audit on ${formatCalendarDate(store.audit_date)}` })
    .filter({ hasText: 'Paid on' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Where is my money?' }).click();
  for (const step of [
    'Report submitted',
    'QA review passed',
    'PM review passed',
    'Accepted by the client',
    'Paid',
  ])
    await expect(row.getByRole('listitem').filter({ hasText: step }).first()).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await screenshot(phone, 'journey-paid');
});
