import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_MESSAGES, PASSWORD_RESET_MESSAGES, type StaffAction } from '../../src/contract';
import { createUser, type Harness, login, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * Decision 0025, "E-mail change and password reset" (POST manager/auditor/{id}/email and
 * /password_reset): the e-mail change tells both addresses and refuses one in use; the reset link
 * works once, within its hours, signs out every device, and only its hash is stored.
 */
describe.each(DIALECTS)('account recovery by a manager on %s', (dialect) => {
  let h: Harness;
  let cookie: string;
  const call = (path: string, body?: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/manager/${path}`,
      headers: { cookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const form = (token: string, fields: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: `/auth/password_reset/${token}`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    cookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  it('changes the e-mail address, tells both addresses, and refuses one in use', async () => {
    const auditor = await createUser(h.db);
    const other = await createUser(h.db);
    const sentBefore = h.mail.length;
    const changed = await call(`auditor/${auditor.id}/email`, { email: '  Moved.Here@Example.TEST ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'moved.here@example.test' });
    expect(h.mail.slice(sentBefore).map((m) => m.to)).toEqual([auditor.email, 'moved.here@example.test']);
    // the new address signs in
    expect((await login(h.app, 'moved.here@example.test', auditor.password)).statusCode).toBe(303);

    expect((await call(`auditor/${auditor.id}/email`, { email: other.email })).json()).toEqual({
      email: [MANAGER_MESSAGES.emailTaken],
    });
    expect((await call(`auditor/${auditor.id}/email`, { email: 'moved.here@example.test' })).json()).toEqual({
      email: [MANAGER_MESSAGES.sameEmail],
    });
    expect((await call(`auditor/${auditor.id}/email`, { email: 'not an address' })).statusCode).toBe(400);
    expect((await call('auditor/999999/email', { email: 'x@example.test' })).statusCode).toBe(404);
    const history = await h.app.inject({
      url: `/api/manager/auditor/${auditor.id}/history`,
      headers: { cookie },
    });
    expect((history.json() as { actions: StaffAction[] }).actions).toMatchObject([
      { action: 'email', before: { email: auditor.email }, after: { email: 'moved.here@example.test' } },
    ]);
  });

  it('sends a one-time link that sets a new password once and signs out every device', async () => {
    const auditor = await createUser(h.db);
    const session = await sessionFor(h.app, auditor.email, auditor.password);
    const sent = await call(`auditor/${auditor.id}/password_reset`);
    expect(sent.json()).toEqual({ detail: MANAGER_MESSAGES.resetSent(auditor.email) });
    const mail = h.mail.at(-1);
    expect(mail?.to).toBe(auditor.email);
    const token = mail?.text.match(/\/auth\/password_reset\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(token).not.toBe('');
    // only the hash is kept
    const stored = await h.db.selectFrom('password_resets').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await h.app.inject({ url: `/auth/password_reset/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Set a new password');
    expect((await form(token, { new_password: 'short', confirm_password: 'short' })).statusCode).toBe(400);
    const mismatch = await form(token, {
      new_password: 'a-long-new-secret',
      confirm_password: 'another-one',
    });
    expect(mismatch.body).toContain('The two passwords do not match.');

    const done = await form(token, {
      new_password: 'a-long-new-secret',
      confirm_password: 'a-long-new-secret',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(PASSWORD_RESET_MESSAGES.done);
    expect((await login(h.app, auditor.email, 'a-long-new-secret')).statusCode).toBe(303);
    // the old session is over, and the link is spent
    const old = await h.app.inject({ url: '/api/auditor/dashboard/stats', headers: { cookie: session } });
    expect(old.statusCode).toBe(403);
    const again = await form(token, {
      new_password: 'yet-another-secret',
      confirm_password: 'yet-another-secret',
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(PASSWORD_RESET_MESSAGES.invalidLink);
    expect((await h.app.inject({ url: `/auth/password_reset/${token}` })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/auth/password_reset/not-a-token' })).statusCode).toBe(404);
  });

  it('lets a link expire, and sends none to a deactivated auditor', async () => {
    const auditor = await createUser(h.db);
    await call(`auditor/${auditor.id}/password_reset`);
    const token = h.mail.at(-1)?.text.match(/password_reset\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    await h.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', auditor.id)
      .execute();
    expect(
      (await form(token, { new_password: 'a-long-new-secret', confirm_password: 'a-long-new-secret' }))
        .statusCode,
    ).toBe(404);

    const inactive = await createUser(h.db, { isActive: false });
    const sent = h.mail.length;
    expect((await call(`auditor/${inactive.id}/password_reset`)).json()).toEqual({
      non_field_errors: [MANAGER_MESSAGES.alreadyInactive],
    });
    expect(h.mail.length).toBe(sent);
  });
});
