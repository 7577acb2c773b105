import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/server/auth/loginThrottle';
import { loadConfig } from '../../src/server/config';
import { createUser, type Harness, ORIGIN, startHarness } from './harness';

/**
 * docs/api.md#what-any-caller-gets-refused: behind a TLS proxy the session cookie was never Secure,
 * and forwarded headers must be believed only from the proxies named in TRUST_PROXY.
 */
describe('cookies and client addresses behind a proxy', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  async function logIn(
    harness: Harness,
    user: { email: string; password: string },
    headers: Record<string, string>,
    password = user.password,
  ) {
    return harness.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ email: user.email, password, next: '/' }).toString(),
    });
  }

  it('marks the session and device cookies Secure when the public URL is https, whatever the hop to us', async () => {
    h = await startHarness('sqlite', { PUBLIC_URL: 'https://portal.example' });
    const user = await createUser(h.db);
    const response = await logIn(h, user, { origin: 'https://portal.example' });
    expect(response.statusCode).toBe(303);
    expect(response.cookies.map((c) => [c.name, c.secure])).toEqual([
      ['known_device', true],
      ['sid', true],
    ]);
  });

  it('ignores forwarded headers from anyone when TRUST_PROXY is unset', async () => {
    h = await startHarness('sqlite');
    const user = await createUser(h.db);
    const spoofed = { origin: ORIGIN, 'x-forwarded-proto': 'https' };
    const response = await logIn(h, user, spoofed);
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
    // a guesser cannot escape the throttle by claiming a new address each time
    const victim = await createUser(h.db);
    for (let i = 0; i < LOGIN_LIMITS.addressAndAccount.maxFailures; i += 1)
      await logIn(h, victim, { ...spoofed, 'x-forwarded-for': `203.0.113.${i}` }, 'a guess');
    const next = await logIn(h, victim, { ...spoofed, 'x-forwarded-for': '203.0.113.99' });
    expect(next.statusCode).toBe(429);
  });

  it("believes a configured proxy: https is Secure and each client's address is its own", async () => {
    h = await startHarness('sqlite', { TRUST_PROXY: '127.0.0.1' });
    const user = await createUser(h.db);
    const viaProxy = (address: string) => ({
      origin: ORIGIN,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': address,
    });
    // the app is reached at https through the proxy: the Origin the browser sends says so
    const response = await logIn(h, user, { ...viaProxy('198.51.100.1'), origin: 'https://localhost:80' });
    expect(response.statusCode).toBe(303);
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.addressAndAccount.maxFailures; i += 1)
      await logIn(h, user, { ...viaProxy('198.51.100.2'), origin: 'https://localhost:80' }, 'a guess');
    const guesser = await logIn(h, user, { ...viaProxy('198.51.100.2'), origin: 'https://localhost:80' });
    expect(guesser.statusCode).toBe(429);
    const owner = await logIn(h, user, { ...viaProxy('198.51.100.3'), origin: 'https://localhost:80' });
    expect(owner.statusCode).toBe(303);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
