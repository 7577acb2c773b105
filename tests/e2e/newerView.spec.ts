import { NEWER_VIEW_MESSAGES } from '../../src/contract';
import { verifyNewerViewToken } from '../../src/server/auth/newerViewToken';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0021: the newer-view banner, shown only when configured, opening it with a server-signed
 * token.
 */

const NEWER_VIEW = 'https://newer.auditly.example/start';
const SECRET = 'the-newer-view-secret-for-this-test-0123456789';
test.use({ portalEnv: { NEWER_VIEW_URL: NEWER_VIEW, NEWER_VIEW_SECRET: SECRET } });

test('the banner opens the newer view in a new window with the server’s token and the tour', async ({
  page,
  context,
}) => {
  // the newer view is another host: answered here, so the window has somewhere to land
  await context.route('https://newer.auditly.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Newer view</title>' }),
  );
  await logIn(page, AUDITOR);
  const banner = page.getByRole('complementary', { name: 'Newer view' });
  await expect(banner).toContainText(NEWER_VIEW_MESSAGES.banner);
  await screenshot(page, 'newer-view-banner');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    banner.getByRole('button', { name: NEWER_VIEW_MESSAGES.open }).click(),
  ]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/newer\.auditly\.example\/start\?/);
  const opened = new URL(popup.url());
  expect(opened.searchParams.get('tour')).toBe('true');
  const config = await (await page.request.get('/api/auditor/config')).json();
  expect(verifyNewerViewToken(opened.searchParams.get('token') ?? '', SECRET)).toEqual({
    userId: config.USER_ID,
  });
});

test('a token the server refuses shows its first reason, and no window stays open', async ({
  page,
  context,
}) => {
  await page.route('**/api/auditor/get_token', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ non_field_errors: ['The newer view is resting; try again soon.', 'second'] }),
    }),
  );
  await logIn(page, AUDITOR);
  const banner = page.getByRole('complementary', { name: 'Newer view' });
  await banner.getByRole('button', { name: NEWER_VIEW_MESSAGES.open }).click();
  await expect(banner.getByRole('alert')).toHaveText('The newer view is resting; try again soon.');
  await expect.poll(() => context.pages().length).toBe(1);
});
