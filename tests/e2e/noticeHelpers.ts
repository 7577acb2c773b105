import { type Browser, expect, type Page } from '@playwright/test';
import {
  APPLICATION_DECISION_LABELS,
  APPLICATION_DECISION_MESSAGES,
  APPLY_MESSAGES,
  type ApplicationDecision,
  type CyclePage,
  NOTICE_MESSAGES,
  type OpportunityCycle,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { getJson, underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/** What the notice specs do to make a notice: the demo auditor applies, the demo manager decides. */

/** The demo auditor on a phone-sized page, signed in, the service worker in control (offline reads). */
export async function auditorOnPhone(phone: Page) {
  await phone.setViewportSize({ width: 390, height: 844 });
  await logIn(phone, AUDITOR);
  await underServiceWorker(phone);
}

/** Applies for the first open location and returns its cycle and store name. */
export async function applyForAnAudit(phone: Page) {
  const cycles = await getJson<OpportunityCycle[]>(phone, 'audit?kms=100');
  const pages = await Promise.all(cycles.map((c) => getJson<CyclePage>(phone, `audit/${c.audit_cycle.id}`)));
  const pick = pages
    .map((cycle) => ({ cycle, location: cycle.locations.find((l) => l.application === null) }))
    .find((candidate) => candidate.location !== undefined);
  if (!pick?.location) throw new Error('no location to apply for');
  const storeName = pick.location.store.name;
  await phone.goto(`/audit/cycle/${pick.cycle.id}?kms=100`);
  await phone
    .locator('.location-card')
    .filter({ hasText: storeName })
    .getByRole('button', { name: /^(Apply|Re-apply)$/ })
    .click();
  const calendar = phone.getByRole('dialog', { name: 'Pick your audit date' });
  await calendar.locator('button.rdp-day_button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(phone.getByText(APPLY_MESSAGES.applied)).toBeVisible();
  return { cycleId: pick.cycle.id, storeName };
}

export function approveAsManager(browser: Browser, baseURL: string, cycleId: number, storeName: string) {
  return decideAsManager(browser, baseURL, cycleId, storeName, 'approve');
}

/** The demo manager decides the demo auditor's application for `storeName`, on the cycle's page. */
export async function decideAsManager(
  browser: Browser,
  baseURL: string,
  cycleId: number,
  storeName: string,
  decision: ApplicationDecision,
) {
  const label = APPLICATION_DECISION_LABELS[decision];
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/applications');
  await page.goto(`/manage/applications/${cycleId}`);
  await page
    .getByRole('list', { name: 'Applications' })
    .getByRole('listitem')
    .filter({ hasText: AUDITOR.email })
    .filter({ hasText: storeName })
    .getByRole('button', { name: label })
    .click();
  await page
    .getByRole('dialog', { name: `${label}?` })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText(APPLICATION_DECISION_MESSAGES.done[decision])).toBeVisible();
  // the manager has a centre too, with nothing in it
  await page.getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByText(NOTICE_MESSAGES.none)).toBeVisible();
  await context.close();
}
