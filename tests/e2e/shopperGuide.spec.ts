import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { GUIDE_TAB_LABELS, GUIDE_TEXTS, type GuideTabContent } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { test as portalTest } from './privatePortal';
import { underServiceWorker } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0023: the shopper guide's four tabs, online and offline. A stand-in third party (a local
 * server on another origin) is the configured embed origin, so the spec can count what the page
 * asks of it and read the CSP that admits it.
 */
interface ThirdParty {
  origin: string;
  requests: string[];
}

const test = portalTest.extend<object, { thirdParty: ThirdParty }>({
  thirdParty: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const requests: string[] = [];
      const server: Server = createServer((request, response) => {
        requests.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Page plugin</title><p>Our page on the social network</p>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await use({ origin: `http://127.0.0.1:${port}`, requests });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  portalEnv: async ({ thirdParty }, use) => use({ GUIDE_EMBED_ORIGINS: thirdParty.origin }),
});
const { expect } = test;

test('each tab loads only when opened; embeds come from the configured origin alone; offline shows cards', async ({
  page,
  context,
  portal,
  thirdParty,
}) => {
  test.setTimeout(90_000);
  // the Facebook page plugin now lives at the stand-in third party; LinkedIn and X stay unconfigured
  const db = new Database(portal.sqlitePath);
  db.prepare(
    "update shopper_guide_items set url = ? where tab = 'social_snippets' and title like '%Facebook'",
  ).run(`${thirdParty.origin}/plugins/page.php`);
  db.close();

  await logIn(page, AUDITOR);
  const response = await page.goto('/shopper_guide');
  await expect(page).toHaveURL(/\/shopper_guide\/videos$/);
  // the CSP admits exactly the configured origin for frames, beside the app itself
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain(`frame-src 'self' ${thirdParty.origin};`);
  // under the service worker from here: each tab's list read online is kept for offline
  await underServiceWorker(page);

  // videos: a loader first, then the three groups of players
  await expect(page.getByRole('status').filter({ hasText: GUIDE_TEXTS.loading })).toBeAttached();
  for (const group of ['How to work with us', 'Hear from the experts', 'Meet our shoppers'])
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  const videos = page.locator('.guide-player video');
  await expect(videos).toHaveCount(6);
  await screenshot(page, 'guide-videos', { fullPage: true });
  // playing one pauses the others
  await videos.nth(0).evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await videos.nth(3).evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => videos.nth(0).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  expect(await videos.nth(3).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);

  await page.getByRole('link', { name: GUIDE_TAB_LABELS.blog }).click();
  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  await expect(articles).toHaveCount(6);
  await expect(articles.first()).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: GUIDE_TAB_LABELS.podcast }).click();
  const episodes = page.locator('.guide-episodes audio');
  await expect(episodes).toHaveCount(10);
  // two columns, on a phone too
  const lefts = new Set(
    await episodes.evaluateAll((all) =>
      all.map((element) => Math.round(element.getBoundingClientRect().left)),
    ),
  );
  expect(lefts.size).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'guide-podcast', { fullPage: true });

  // nothing has asked the third party for anything until its tab opens
  expect(thirdParty.requests).toEqual([]);
  await page.getByRole('link', { name: GUIDE_TAB_LABELS.social_snippets }).click();
  const facebook = page.frameLocator('iframe[title="Auditly on Facebook"]');
  await expect(facebook.getByText('Our page on the social network')).toBeVisible();
  expect(thirdParty.requests).toEqual(['/plugins/page.php']);
  // an embed whose origin is not admitted is a link, never a frame the browser would refuse
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: /Auditly on LinkedIn.*Open on www\.linkedin\.com/ }),
  ).toBeVisible();
  await screenshot(page, 'guide-social', { fullPage: true });

  // offline: every embed is a card that says it needs a connection, on every tab
  const guide = (await (
    await page.request.get('/api/auditor/shopper_guide/videos')
  ).json()) as GuideTabContent;
  await page.getByRole('link', { name: GUIDE_TAB_LABELS.videos }).click();
  await expect(page.locator('.guide-player video')).toHaveCount(guide.items.length);
  await context.setOffline(true);
  await expect(page.getByText(GUIDE_TEXTS.needsConnection)).toHaveCount(guide.items.length);
  await expect(page.locator('.guide-player video')).toHaveCount(0);
  await page.getByRole('link', { name: GUIDE_TAB_LABELS.podcast }).click();
  await expect(page.getByText(GUIDE_TEXTS.needsConnection)).toHaveCount(10);
  await expect(page.locator('audio')).toHaveCount(0);
  // the blog's cards are links, not embeds: read from the last copy, they stay what they are
  await page.getByRole('link', { name: GUIDE_TAB_LABELS.blog }).click();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link')).toHaveCount(6);
  await page.getByRole('link', { name: GUIDE_TAB_LABELS.social_snippets }).click();
  await expect(page.getByText(GUIDE_TEXTS.needsConnection).first()).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await screenshot(page, 'guide-offline', { fullPage: true });
  await context.setOffline(false);
});
