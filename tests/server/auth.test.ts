import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { cookieHeader, createUser, type Harness, login, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

const form = (fields: Record<string, string>) => ({
  headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('serves a login page with Email, Password and a Log in button, keeping next', async () => {
    const res = await h.app.inject({ url: '/auth/login?next=/payment' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('>Log in</button>');
    expect(res.body).toContain('name="next" value="/payment"');
  });

  it('logs in, returns to next and the session opens the API', async () => {
    const user = await createUser(h.db);
    const res = await login(h.app, user.email.toUpperCase(), user.password, '/payment?status=PAID');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/payment?status=PAID');
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    const api = await h.app.inject({ url: '/api/auditor/user', headers: { cookie: cookieHeader(res) } });
    expect(api.statusCode).toBe(200);
    expect(api.json().email).toBe(user.email);
  });

  it('never redirects to another site after login', async () => {
    const user = await createUser(h.db);
    const res = await login(h.app, user.email, user.password, '//evil.example/steal');
    expect(res.headers.location).toBe('/');
  });

  it('leaves only for a path of this site, however next is written', async () => {
    const user = await createUser(h.db);
    for (const next of [
      '/\t/evil.example/x',
      '/\\evil.example/x',
      '/\n/evil.example',
      'https://evil.example/',
    ]) {
      const res = await login(h.app, user.email, user.password, next);
      expect(res.statusCode, JSON.stringify(next)).toBe(303);
      expect(res.headers.location, JSON.stringify(next)).toBe('/');
    }
  });

  it('answers a login with next repeated, or carrying CR/LF, without a 500 or an orphaned session', async () => {
    const user = await createUser(h.db);
    const page = await h.app.inject({ url: '/auth/login?next=/a&next=/b' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="next" value="/"');
    const twice = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}&next=/a&next=/b`,
    });
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toBe('/');
    const sessionsBefore = await h.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    const crlf = await login(h.app, user.email, user.password, '/payment\r\nSet-Cookie: stolen=1');
    expect(crlf.statusCode).toBe(303);
    expect(crlf.headers.location).toBe('/');
    expect(crlf.headers['set-cookie']?.toString()).not.toContain('stolen');
    const sessionsAfter = await h.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1); // the one it answered with, no orphan
  });

  it('says the same thing for a wrong password and an unknown address', async () => {
    const user = await createUser(h.db);
    const wrong = await login(h.app, user.email, 'not the password');
    const unknown = await login(h.app, 'nobody-here@example.test', 'whatever1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toContain(MESSAGES.loginInvalid);
    expect(unknown.body).toContain(MESSAGES.loginInvalid);
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('rate-limits an address after 5 failures in a minute, even for the right password', async () => {
    const user = await createUser(h.db);
    for (let i = 0; i < 5; i += 1)
      expect((await login(h.app, user.email, 'bad password')).statusCode).toBe(400);
    const limited = await login(h.app, user.email, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(MESSAGES.loginRateLimited);
    // another address is not affected
    const other = await createUser(h.db);
    expect((await login(h.app, other.email, other.password)).statusCode).toBe(303);
  });

  it('refuses a deactivated account with a message to contact support', async () => {
    const user = await createUser(h.db, { isActive: false });
    const res = await login(h.app, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(MESSAGES.accountDeactivated);
  });

  it('rotates the session at login: the old token stops working', async () => {
    const user = await createUser(h.db);
    const first = await sessionFor(h.app, user.email, user.password);
    const again = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...form({ email: user.email, password: user.password }),
      headers: { ...form({}).headers, cookie: first },
    });
    const second = cookieHeader(again);
    expect(second).not.toBe(first);
    expect((await h.app.inject({ url: '/api/auditor/user', headers: { cookie: first } })).statusCode).toBe(
      403,
    );
    expect((await h.app.inject({ url: '/api/auditor/user', headers: { cookie: second } })).statusCode).toBe(
      200,
    );
  });

  it('changes the password, ending the other sessions', async () => {
    const user = await createUser(h.db);
    const mine = await sessionFor(h.app, user.email, user.password);
    const otherDevice = await sessionFor(h.app, user.email, user.password);
    const mismatch = await h.app.inject({
      method: 'POST',
      url: '/auth/password_change',
      headers: { ...form({}).headers, cookie: mine },
      payload: new URLSearchParams({
        old_password: user.password,
        new_password: 'brand new secret',
        confirm_password: 'other',
      }).toString(),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The two passwords do not match.');
    const wrongOld = await h.app.inject({
      method: 'POST',
      url: '/auth/password_change',
      headers: { ...form({}).headers, cookie: mine },
      payload: new URLSearchParams({
        old_password: 'nope',
        new_password: 'brand new secret',
        confirm_password: 'brand new secret',
      }).toString(),
    });
    expect(wrongOld.body).toContain('Your current password is not correct.');
    const ok = await h.app.inject({
      method: 'POST',
      url: '/auth/password_change',
      headers: { ...form({}).headers, cookie: mine },
      payload: new URLSearchParams({
        old_password: user.password,
        new_password: 'brand new secret',
        confirm_password: 'brand new secret',
      }).toString(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Password changed');
    expect((await h.app.inject({ url: '/api/auditor/user', headers: { cookie: mine } })).statusCode).toBe(
      200,
    );
    expect(
      (await h.app.inject({ url: '/api/auditor/user', headers: { cookie: otherDevice } })).statusCode,
    ).toBe(403);
    expect((await login(h.app, user.email, 'brand new secret')).statusCode).toBe(303);
  });

  it('sends the password page to login when signed out', async () => {
    const res = await h.app.inject({ url: '/auth/password_change' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login?next=/auth/password_change');
  });

  it('logs out with a form POST: the session is gone', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login');
    expect((await h.app.inject({ url: '/api/auditor/user', headers: { cookie } })).statusCode).toBe(403);
  });

  it('refuses unsafe requests from another origin or without any origin proof (CSRF)', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const bare = await h.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    // the session survived both attempts
    expect((await h.app.inject({ url: '/api/auditor/user', headers: { cookie } })).statusCode).toBe(200);
    const sameSite = await h.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin', cookie },
    });
    expect(sameSite.statusCode).toBe(303);
  });
});
