import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATE_ORIGINS } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createUser, sessionFor } from './harness';
import { createTestDb, type TestDatabase } from './testDb';

/** The one origin: app pages, hashed assets and server paths, with a stand-in built client. */
describe('serving the built app', () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.css'), 'p{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'reportWriterWorker-abc123.js'), 'onmessage=()=>{}');
    writeFileSync(path.join(dist, 'sw.js'), 'self.x=1');
    t = await createTestDb('sqlite');
    app = await buildApp({ db: t.db, config: { ...loadConfig({ SEED_DEMO_DATA: '0' }), clientDir: dist } });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('sends a visitor without a session to the login page with next', async () => {
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/auth/login?next=/');
    const deep = await app.inject({ url: '/payment?status=PAID' });
    expect(deep.headers.location).toBe('/auth/login?next=/payment%3Fstatus%3DPAID');
  });

  it('answers any app path with the app shell when signed in', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionFor(app, user.email, user.password);
    for (const url of ['/', '/audit_store/12/section', '/details/profile/edit']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  // Decision 0046: an install fetches every built file, and each answer's headers travel with it.
  it('sends built scripts and styles only the headers a file obeys, and a worker its whole policy', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/main-abc123.css']) {
      const file = await app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(file.headers[documentOnly]).toBeUndefined();
    }
    // a worker runs under the policy sent with its script
    const worker = await app.inject({ url: '/assets/reportWriterWorker-abc123.js' });
    expect(worker.headers['content-security-policy']).toContain("connect-src 'self'");
    for (const url of ['/sw.js', '/auth/login', '/api/unknown'])
      expect((await app.inject({ url })).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never answers server paths with the app', async () => {
    for (const url of ['/api/unknown', '/auth/unknown']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().non_field_errors).toEqual(['Not found.']);
    }
    // a bucket's address takes the store's POST only (routes/storage.ts): not the app either
    const read = await app.inject({ url: '/storage/unknown' });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('POST');
  });
});

describe('content security policy', () => {
  it('allows only our own scripts unless a third-party id is configured', async () => {
    const t = await createTestDb('sqlite');
    const plain = await buildApp({ db: t.db, config: { ...loadConfig({}), clientDir: undefined } });
    const withAnalytics = await buildApp({
      db: t.db,
      config: { ...loadConfig({ ANALYTICS_ID: 'G-TEST' }), clientDir: undefined },
    });
    const csp = (app: FastifyInstance) =>
      app.inject({ url: '/auth/login' }).then((r) => String(r.headers['content-security-policy']));
    expect(await csp(plain)).toContain("script-src 'self';");
    expect(await csp(withAnalytics)).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(await csp(plain)).not.toContain('upgrade-insecure-requests');
    await plain.close();
    await withAnalytics.close();
    await t.close();
  });

  it('admits the translation widget and the error-reporting host only when they are configured', async () => {
    const t = await createTestDb('sqlite');
    const plain = await buildApp({ db: t.db, config: { ...loadConfig({}), clientDir: undefined } });
    const withBoth = await buildApp({
      db: t.db,
      config: {
        ...loadConfig({ TRANSLATE_WIDGET: '1', SENTRY_DSN: 'https://key@o1.ingest.errors.example/42' }),
        clientDir: undefined,
      },
    });
    const directive = async (app: FastifyInstance, name: string) => {
      const csp = String((await app.inject({ url: '/auth/login' })).headers['content-security-policy']);
      return csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    };
    expect(await directive(plain, 'script-src')).toBe("script-src 'self'");
    expect(await directive(plain, 'connect-src')).toBe("connect-src 'self'");
    for (const origin of TRANSLATE_ORIGINS.script)
      expect(await directive(withBoth, 'script-src')).toContain(origin);
    expect(await directive(withBoth, 'connect-src')).toContain('https://o1.ingest.errors.example');
    expect(await directive(withBoth, 'frame-src')).toBe(
      `frame-src 'self' ${TRANSLATE_ORIGINS.frame.join(' ')}`,
    );
    await plain.close();
    await withBoth.close();
    await t.close();
  });
});
