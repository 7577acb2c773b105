import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWER_VIEW_MESSAGES, NEWER_VIEW_TOKEN_TTL_SECONDS, newerViewAddress } from '../../src/contract';
import { issueNewerViewToken, verifyNewerViewToken } from '../../src/server/auth/newerViewToken';
import { loadConfig } from '../../src/server/config';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';

/**
 * The newer view (decision 0021): its token is made only by the server, with a secret the newer
 * view shares, for the signed-in user only, and expires; without a configured address there is
 * none.
 */

const SECRET = 'a-secret-the-newer-view-shares-with-us-0123456789';

describe('the newer view token', () => {
  it('names its user while it is fresh, and nobody once expired, forged or made with another secret', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const token = issueNewerViewToken(42, SECRET, now);
    expect(verifyNewerViewToken(token, SECRET, now + 1_000)).toEqual({ userId: 42 });
    expect(verifyNewerViewToken(token, SECRET, now + NEWER_VIEW_TOKEN_TTL_SECONDS * 1000 - 1)).toEqual({
      userId: 42,
    });
    expect(verifyNewerViewToken(token, SECRET, now + NEWER_VIEW_TOKEN_TTL_SECONDS * 1000)).toBeNull();
    expect(verifyNewerViewToken(token, `${SECRET}x`, now)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ uid: 1, exp: 9_999_999_999, aud: 'newer-view' })).toString(
      'base64url',
    );
    expect(verifyNewerViewToken(`${forged}.${signature}`, SECRET, now)).toBeNull();
    for (const broken of ['', payload, `${payload}.`, `${token}.x`, 'a.b']) {
      expect(verifyNewerViewToken(broken, SECRET, now), broken).toBeNull();
    }
  });

  it('travels URL-encoded with the tour flag', () => {
    const address = new URL(newerViewAddress('https://new.auditly.example/start?from=portal', 'a+b/c=.d'));
    expect(address.searchParams.get('token')).toBe('a+b/c=.d');
    expect(address.searchParams.get('tour')).toBe('true');
    expect(address.searchParams.get('from')).toBe('portal');
  });

  it('needs its secret in production when the address is set', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      NEWER_VIEW_URL: 'https://new.example',
    };
    expect(() => loadConfig(env)).toThrow(/NEWER_VIEW_SECRET/);
    expect(loadConfig({ ...env, NEWER_VIEW_SECRET: SECRET }).newerView).toEqual({
      url: 'https://new.example',
      secret: SECRET,
    });
    expect(() => loadConfig({ NEWER_VIEW_URL: 'not an address' })).toThrow(/NEWER_VIEW_URL/);
  });
});

describe('POST auditor/get_token', () => {
  let configured: Harness;
  let unconfigured: Harness;
  beforeAll(async () => {
    configured = await startHarness('sqlite', {
      NEWER_VIEW_URL: 'https://new.auditly.example',
      NEWER_VIEW_SECRET: SECRET,
    });
    unconfigured = await startHarness('sqlite');
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });

  const ask = async (h: Harness, body: unknown) => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auditor/get_token',
      headers: { cookie, origin: ORIGIN },
      payload: (typeof body === 'function' ? body(user.id) : body) as object,
    });
    return {
      user,
      response,
      config: await h.app.inject({ url: '/api/auditor/config', headers: { cookie } }),
    };
  };

  it('gives the signed-in auditor a token the newer view accepts for them, and names the address', async () => {
    const { user, response, config } = await ask(configured, (id: number) => ({ user_id: id }));
    expect(response.statusCode).toBe(200);
    expect(verifyNewerViewToken(response.json().token, SECRET)).toEqual({ userId: user.id });
    expect(config.json().NEWER_VIEW_URL).toBe('https://new.auditly.example');
  });

  it('refuses a token for another user, a bad body, and any token when no newer view is set', async () => {
    const other = await ask(configured, (id: number) => ({ user_id: id + 1000 }));
    expect([other.response.statusCode, other.response.json()]).toEqual([
      400,
      { non_field_errors: [NEWER_VIEW_MESSAGES.notYou] },
    ]);
    for (const body of [{}, { user_id: 'me' }, { user_id: -1 }]) {
      expect((await ask(configured, body)).response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const none = await ask(unconfigured, (id: number) => ({ user_id: id }));
    expect([none.response.statusCode, none.response.json()]).toEqual([
      400,
      { non_field_errors: [NEWER_VIEW_MESSAGES.notAvailable] },
    ]);
    expect(none.config.json().NEWER_VIEW_URL).toBeNull();
  });
});
