import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_TABS, type GuideTabContent } from '../../src/contract';
import { loadConfig } from '../../src/server/config';
import { embeddable } from '../../src/server/domain/shopperGuide';
import { insertShopperGuide } from '../../src/server/tools/seed/insertShopperGuide';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * The shopper guide (decision 0023): entries come from the database, an embed is sent as one only
 * when the CSP admits its origin, and the CSP admits exactly the configured origins.
 */

const ADMITTED = 'https://www.facebook.com';

describe('which addresses the guide may embed', () => {
  it('admits the app itself and the configured origins only', () => {
    expect(embeddable('/guide/videos/a.webm', [])).toBe(true);
    expect(embeddable('//evil.example/a', [])).toBe(false);
    expect(embeddable(`${ADMITTED}/plugins/page.php`, [ADMITTED])).toBe(true);
    expect(embeddable(`${ADMITTED}/plugins/page.php`, [])).toBe(false);
    expect(embeddable('https://www.facebook.com.evil.example/x', [ADMITTED])).toBe(false);
    expect(embeddable('http://www.facebook.com/x', [ADMITTED])).toBe(false);
    expect(embeddable('not an address', [ADMITTED])).toBe(false);
  });

  it('takes origins, nothing more, from GUIDE_EMBED_ORIGINS', () => {
    expect(
      loadConfig({ GUIDE_EMBED_ORIGINS: ` ${ADMITTED}, http://127.0.0.1:9000 ` }).guideEmbedOrigins,
    ).toEqual([ADMITTED, 'http://127.0.0.1:9000']);
    expect(loadConfig({}).guideEmbedOrigins).toEqual([]);
    for (const bad of [
      'https://www.facebook.com/',
      'https://x.example/path',
      'facebook.com',
      "'unsafe-inline'",
    ])
      expect(() => loadConfig({ GUIDE_EMBED_ORIGINS: bad }), bad).toThrow(/GUIDE_EMBED_ORIGINS/);
  });
});

describe.each(DIALECTS)('GET auditor/shopper_guide/{tab} on %s', (dialect) => {
  let configured: Harness;
  let plain: Harness;
  beforeAll(async () => {
    configured = await startHarness(dialect, { GUIDE_EMBED_ORIGINS: ADMITTED });
    plain = await startHarness(dialect);
    await insertShopperGuide(configured.db);
  });
  afterAll(async () => {
    await configured.close();
    await plain.close();
  });

  const signedIn = async (h: Harness) => {
    const user = await createUser(h.db);
    return sessionFor(h.app, user.email, user.password);
  };

  it('sends each tab its entries in order, a frame from an unadmitted origin as a link', async () => {
    const cookie = await signedIn(configured);
    const tabs: Record<string, GuideTabContent> = {};
    for (const tab of GUIDE_TABS) {
      const response = await configured.app.inject({
        url: `/api/auditor/shopper_guide/${tab}`,
        headers: { cookie },
      });
      expect(response.statusCode, tab).toBe(200);
      tabs[tab] = response.json();
    }
    expect(tabs.videos?.items.map((item) => item.kind)).toEqual(Array(6).fill('video'));
    expect(new Set(tabs.videos?.items.map((item) => item.group))).toEqual(
      new Set(['How to work with us', 'Hear from the experts', 'Meet our shoppers']),
    );
    expect(tabs.blog?.items).toHaveLength(6);
    expect(tabs.podcast?.items).toHaveLength(10);
    const social = Object.fromEntries(
      tabs.social_snippets?.items.map((item) => [item.title, item.kind]) ?? [],
    );
    expect(social).toEqual({
      'Auditly on Facebook': 'frame',
      'Auditly on LinkedIn': 'link',
      'Auditly on X (Twitter)': 'link',
      'Review us on Google': 'link',
    });
  });

  it('refuses an unknown tab and a caller without a session', async () => {
    const cookie = await signedIn(configured);
    const unknown = await configured.app.inject({
      url: '/api/auditor/shopper_guide/games',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await configured.app.inject({ url: '/api/auditor/shopper_guide/videos' });
    expect(anonymous.statusCode).toBe(403);
  });

  it('admits exactly the configured origins in the CSP, for frames, media and images', async () => {
    const csp = (h: Harness) =>
      h.app
        .inject({ url: '/auth/login' })
        .then((response) => String(response.headers['content-security-policy']));
    const admitted = await csp(configured);
    expect(admitted).toContain(`frame-src 'self' ${ADMITTED};`);
    expect(admitted).toMatch(new RegExp(`media-src [^;]*${ADMITTED}`));
    const none = await csp(plain);
    expect(none).toContain("frame-src 'self';");
    expect(none).not.toContain('facebook');
  });
});
