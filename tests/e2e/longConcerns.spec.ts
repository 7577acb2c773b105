import { REPORT_LIMITS } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { auditorOnPhone } from './noticeHelpers';
import { expect, test } from './privatePortal';
import { logIn } from './session';

/**
 * A concern may be 4,096 characters (REPORT_LIMITS.concernMax). Shown whole, it pushed what
 * follows it thousands of pixels down a phone, and a long unbroken word widened the page: it is
 * shown in a few lines with "Show all" (ui/ClampedText.tsx). This file runs on a server of its own,
 * so the demo auditor's concern does not change what the other specs read.
 */

const OPENING = 'The transfer for this audit has not reached my bank.';
const UNBROKEN = `https://bank.example/statement/${'0123456789'.repeat(40)}`;
const LONG_CONCERN = `${OPENING} ${UNBROKEN} ${'It still has not arrived after a week. '.repeat(200)}`.slice(
  0,
  REPORT_LIMITS.concernMax,
);

test('a concern of 4,096 characters is shown in a few lines, with Show all, on the phone and in the inbox', async ({
  page: phone,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  expect(LONG_CONCERN).toHaveLength(4096);
  await auditorOnPhone(phone);
  await phone.goto('/payment');
  await phone
    .getByTestId(/^payment-\d+$/)
    .first()
    .getByRole('link', { name: 'Raise a concern' })
    .click();
  const dialog = phone.getByRole('dialog', { name: 'Concern About the Payment?' });
  await dialog.getByLabel('Your concern').fill(LONG_CONCERN);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Thank you for your concern');

  // the auditor's own list at 390 wide: the message takes a few lines, and the page stays 390 wide
  // the concern is written on the phone first and reaches the server with the outbox's next drain
  const card = phone.getByRole('listitem').filter({ hasText: OPENING });
  const message = card.locator('blockquote');
  await expect(async () => {
    await phone.goto('/concerns');
    await expect(message).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // a long unbroken word wraps: the page does not widen past the phone
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth),
    'the page width',
  ).toBeLessThanOrEqual(390);
  const shown = await message.boundingBox();
  expect(shown?.height, 'the message clamped to a few lines').toBeLessThan(200);
  const showAll = card.getByRole('button', { name: 'Show all' });
  const toggleBox = await showAll.boundingBox();
  expect((toggleBox?.y ?? 9999) - (shown?.y ?? 0), 'what follows the message is near it').toBeLessThan(250);
  await phone.screenshot({ path: 'test-results/screens/concern-long-390.png' });
  await showAll.click();
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await message.boundingBox())?.height).toBeGreaterThan(600);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the managers' inbox, wide and on a phone: the answer box sits right under the message
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    const desk = await browser.newContext({ baseURL: portal.url, viewport });
    const manager = await desk.newPage();
    await logIn(manager, DEMO_ACCOUNTS.manager, '/manage/overview');
    await manager.goto('/manage/concerns');
    const inboxCard = manager
      .getByRole('list', { name: 'Concerns' })
      .getByRole('listitem')
      .filter({ hasText: OPENING });
    const quoted = await inboxCard.locator('blockquote').boundingBox();
    const answerBox = await inboxCard.getByLabel(/^Answer to /).boundingBox();
    expect((answerBox?.y ?? 9999) - (quoted?.y ?? 0), 'the answer box is near the message').toBeLessThan(300);
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await manager.screenshot({ path: `test-results/screens/concern-inbox-${viewport.width}.png` });
    await desk.close();
  }
});
