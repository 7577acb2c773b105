import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SCREEN_PATH } from '../../src/contract/screenPaths';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SCREEN_PRELOADS_FILE, type ScreenPreload } from '../../src/server/http/screenPreloads';
import { createUser, sessionFor } from './harness';
import { createTestDb, type TestDatabase } from './testDb';

const PAGE = '<!doctype html><html><head><title>app shell</title></head><body></body></html>';

async function appServing(screens: ScreenPreload[], t: TestDatabase): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  writeFileSync(path.join(dist, SCREEN_PRELOADS_FILE), JSON.stringify(screens));
  return buildApp({ db: t.db, config: { ...loadConfig({ SEED_DEMO_DATA: '0' }), clientDir: dist } });
}

/** Decision 0061: the page at a screen's address names the screen's first-load files. */
describe("a screen's page names its first-load files", () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    app = await appServing(
      [
        {
          path: REPORT_SCREEN_PATH,
          scripts: ['assets/ReportRoute-abc.js', 'assets/db-def.js'],
          styles: ['assets/ReportRoute-abc.css'],
        },
      ],
      t,
    );
    const user = await createUser(t.db);
    cookie = await sessionFor(app, user.email, user.password);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('links the report screen’s scripts and styles in the page at its address and its modals’, gzip when asked', async () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/ReportRoute-abc.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/db-def.js">' +
      '<link rel="preload" as="style" crossorigin href="/assets/ReportRoute-abc.css"></head>';
    for (const url of ['/audit_store/12/section', '/audit_store/12/section/perform_audit?x=1']) {
      const plain = await app.inject({ url, headers: { cookie } });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain(links);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
      const gzip = await app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip, br' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers other screens with the page as built, and no session with the login page', async () => {
    for (const url of ['/', '/audit_store', '/audit_store/12/withdraw', '/audit_store/12']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PAGE);
    }
    const signedOut = await app.inject({ url: '/audit_store/12/section' });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/auth/login?next=/audit_store/12/section');
  });

  it('names nothing from a list that names anything but built files', async () => {
    const other = await appServing(
      [{ path: REPORT_SCREEN_PATH, scripts: ['assets/a.js"><script>alert(1)</script>'], styles: [] }],
      t,
    );
    const res = await other.inject({ url: '/audit_store/12/section', headers: { cookie } });
    expect(res.body).toBe(PAGE);
    await other.close();
  });
});
