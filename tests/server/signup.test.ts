import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../src/contract';
import { cookieHeader, createUser, type Harness, login, ORIGIN, startHarness } from './harness';
import { finishSignupByMail, linkPath, mailTo, postSignup, signUpByMail } from './signupMail';
import { DIALECTS } from './testDb';

const MARKUP = '<img src=x onerror=alert(1)>';
let emails = 0;
const newEmail = () => {
  emails += 1;
  return `signup-${emails}-${Date.now()}@example.test`;
};

describe.each(DIALECTS)('sign-up by mail on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  const accountsOf = async (email: string) =>
    h.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).execute();

  it('answers a new address with "check your inbox" and creates nothing until the mailed link is used', async () => {
    const email = newEmail();
    const sent = await postSignup(h, { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(SIGNUP_MESSAGES.sentTitle);
    expect(sent.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await accountsOf(email)).toEqual([]);
    const [mail] = mailTo(h, email);
    expect(mail?.subject).toContain('Finish creating your');
    // the brand starts with a vowel: "an Auditly", not "a Auditly"
    expect(mail?.text).toContain('asked to create an Auditly auditor account');
    const link = linkPath(mail, '/auth/signup/') as string;
    // opening the link (as a mail scanner does too) spends nothing: its page has the button
    const page = await h.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(SIGNUP_MESSAGES.finish(email));
    expect(await accountsOf(email)).toEqual([]);
  });

  it('creates the account from the link, signs in on the dashboard and records the referral', async () => {
    const referrer = await createUser(h.db);
    const { referral_code: code } = await h.db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', referrer.id)
      .executeTakeFirstOrThrow();
    const email = newEmail();
    const done = await signUpByMail(h, {
      email: email.toUpperCase(),
      password: 'my own long password',
      first_name: 'Kavya',
      last_name: 'Menon',
      referral_code: code.toLowerCase(),
    });
    expect([done.statusCode, done.headers.location]).toEqual([303, '/']);
    const info = await h.app.inject({
      url: '/api/auditor/profile_info',
      headers: { cookie: cookieHeader(done) },
    });
    expect(info.json()).toMatchObject({ first_name: 'Kavya', last_name: 'Menon', is_complete: false });
    const referrals = await h.db
      .selectFrom('referrals')
      .selectAll()
      .where('referrer_id', '=', referrer.id)
      .execute();
    expect(referrals.map((r) => r.referral_type)).toEqual(['SIGNUP']);
    expect((await login(h.app, email, 'my own long password')).statusCode).toBe(303);
    // the link works once
    const again = await finishSignupByMail(h, email);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(SIGNUP_MESSAGES.invalidLink);
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('answers a registered address with the very page a new one gets, and mails it how to log in', async () => {
    const user = await createUser(h.db);
    const fresh = newEmail();
    const known = await postSignup(h, { email: user.email, password: 'another long password' });
    const unknown = await postSignup(h, { email: fresh, password: 'another long password' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body.replaceAll(user.email, '@')).toBe(unknown.body.replaceAll(fresh, '@'));
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect(known.cookies).toEqual([]);

    const [mail] = mailTo(h, user.email);
    expect(mail?.text).toContain('already has an account');
    expect(linkPath(mail, '/auth/login')).toBe('/auth/login');
    expect(linkPath(mail, '/auth/signup/')).toBeUndefined();
    const reset = await h.app.inject({ url: linkPath(mail, '/auth/password_reset/') as string });
    expect(reset.statusCode).toBe(200);
    // nothing changed: the password is the old one, and no second account appeared
    expect((await login(h.app, user.email, user.password)).statusCode).toBe(303);
    expect(await accountsOf(user.email)).toHaveLength(1);
  });

  it('mails a deactivated account that it exists and whom to write to, with no reset link', async () => {
    const user = await createUser(h.db, { isActive: false });
    expect((await postSignup(h, { email: user.email })).statusCode).toBe(200);
    const [mail] = mailTo(h, user.email);
    expect(mail?.text).toContain('deactivated');
    expect(mail?.text).toContain(h.config.brand.supportEmail);
    expect(linkPath(mail, '/auth/password_reset/')).toBeUndefined();
  });

  it("spends an address's other links once one of them created its account", async () => {
    const email = newEmail();
    await postSignup(h, { email });
    await postSignup(h, { email, password: 'a second long password' });
    const [first, second] = mailTo(h, email).map((mail) => linkPath(mail, '/auth/signup/') as string);
    const post = (path: string) => h.app.inject({ method: 'POST', url: path, headers: { origin: ORIGIN } });
    expect((await post(second as string)).statusCode).toBe(303);
    expect((await post(first as string)).statusCode).toBe(404);
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('tells a link whose address got an account another way meanwhile to log in instead (409)', async () => {
    const email = newEmail();
    await postSignup(h, { email });
    await createUser(h.db, { email });
    const late = await finishSignupByMail(h, email);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(SIGNUP_MESSAGES.taken);
    expect(late.cookies).toEqual([]);
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('refuses an expired link and one that is none of ours (404)', async () => {
    const email = newEmail();
    await postSignup(h, { email });
    await h.db
      .updateTable('signup_requests')
      .set({ expires_at: new Date(0).toISOString() })
      .execute();
    const link = linkPath(mailTo(h, email).at(-1), '/auth/signup/') as string;
    for (const path of [link, '/auth/signup/short', `/auth/signup/${'A'.repeat(43)}`]) {
      expect((await h.app.inject({ url: path })).statusCode, path).toBe(404);
      const post = await h.app.inject({ method: 'POST', url: path, headers: { origin: ORIGIN } });
      expect(post.statusCode, path).toBe(404);
    }
    expect(await accountsOf(email)).toEqual([]);
  });

  it('rejects a bad form with messages per field, keeps what was typed and mails nothing', async () => {
    const mails = h.mail.length;
    const res = await postSignup(h, { email: 'not-an-email', password: 'short', first_name: 'A'.repeat(21) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid e-mail address.');
    expect(res.body).toContain('Use at least 8 characters.');
    expect(res.body).toContain('At most 20 characters.');
    expect(res.body).toContain('value="not-an-email"');
    expect(h.mail.length).toBe(mails);
  });

  const signUpJson = (body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it.each([
    ['a list', [MARKUP]],
    ['a list of objects shaped like markup', [{ html: MARKUP }]],
    ['an object shaped like markup', { html: MARKUP }],
    ['a number', 12],
  ])('never shows a JSON body’s %s back as markup', async (_kind, value) => {
    const response = await signUpJson({
      email: value,
      password: 'short',
      first_name: value,
      last_name: value,
      referral_code: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(MARKUP);
    expect(response.body).not.toContain('[object Object]');
  });

  it('shows a typed string back escaped, as text', async () => {
    const response = await signUpJson({
      email: 'x',
      password: 'short',
      first_name: MARKUP,
      last_name: 'Rao',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(MARKUP);
    expect(response.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });

  it(`mails links to the configured address, never to the request's Host on ${dialect}`, async () => {
    const email = newEmail();
    await h.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: {
        host: 'evil.example',
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        email,
        password: 'a long password',
        first_name: 'A',
        last_name: 'B',
      }).toString(),
    });
    const [mail] = mailTo(h, email);
    expect(mail?.text).toContain('/auth/signup/');
    expect(mail?.text).not.toContain('evil.example');
  });
});
