import type { Page } from '@playwright/test';
import { DISCOVERY_MESSAGES, type OpportunityCycle } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { applyForAnAudit, approveAsManager, auditorOnPhone } from './noticeHelpers';
import { expect, test } from './privatePortal';
import { getJson } from './reportHelpers';

/**
 * Decision 0048: the dashboard's counts and the opportunity list are kept on the server between
 * reads. What the auditor does, and what the manager decides, is in the very next dashboard all
 * the same: nothing kept outlives a write that changes it.
 */

const tile = (phone: Page, id: string) => phone.getByTestId(`tile-${id}-value`);
const figure = async (phone: Page, id: string) => Number(await tile(phone, id).textContent());

test("the dashboard counts follow the auditor's application and the manager's approval at once", async ({
  page: phone,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(120_000);
  await auditorOnPhone(phone);
  await phone.goto('/');
  await expect(tile(phone, 'applied')).toHaveText(/^\d+$/);
  // a second load: the counts now come from what the server kept
  await phone.reload();
  await expect(tile(phone, 'available_audits')).toHaveText(/^[1-9]\d*$/);
  const before = {
    available: await figure(phone, 'available_audits'),
    applied: await figure(phone, 'applied'),
    assigned: await figure(phone, 'assigned'),
  };

  const listed = await getJson<OpportunityCycle[]>(phone, 'audit?kms=100');
  const { cycleId, storeName } = await applyForAnAudit(phone);
  const offered = listed.find((card) => card.audit_cycle.id === cycleId)?.opportunities ?? 0;
  await phone.goto('/');
  await expect(tile(phone, 'applied')).toHaveText(String(before.applied + 1));
  await expect(tile(phone, 'available_audits')).toHaveText(String(before.available - 1));
  await expect(tile(phone, 'assigned')).toHaveText(String(before.assigned));
  // and the list the tile leads to has one opportunity fewer in that cycle
  await phone.getByTestId('tile-available_audits').click();
  if (before.available > 1) await expect(phone.locator('.cycle-card').first()).toBeVisible();
  const card = phone.getByTestId(`cycle-card-${cycleId}`);
  if (offered > 1) await expect(card).toContainText(DISCOVERY_MESSAGES.seeAll(offered - 1));
  else await expect(card).toHaveCount(0);

  await approveAsManager(browser, baseURL ?? portal.url, cycleId, storeName);
  await phone.goto('/');
  await expect(tile(phone, 'assigned')).toHaveText(String(before.assigned + 1));
  await phone.getByTestId('tile-assigned').scrollIntoViewIfNeeded();
  await screenshot(phone, 'kept-counts-after-approval-390');
});
