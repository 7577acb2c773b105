import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../src/contract';
import { createUser, type Harness, login, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A reset link does not outlive the account's changes (docs/decisions/0030, "Recovery that ends
 * with the change"): an e-mail change, a newer link, a new password and a deactivation each retire
 * every unused link, and a retired link answers as a spent or expired one does. A manager's e-mail
 * change also signs the auditor out everywhere, since whoever held the old mailbox may hold them.
 */
describe.each(DIALECTS)('reset links end with the account changes on %s', (dialect) => {
  let h: Harness;
  let managerCookie: string;
  let address = 0;

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  const manager = (path: string, body?: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/manager/${path}`,
      headers: { cookie: managerCookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  /** The manager sends a link; the token, as the mail to `to` carries it. */
  async function sendLink(auditorId: number, to: string): Promise<string> {
    expect((await manager(`auditor/${auditorId}/password_reset`)).statusCode).toBe(200);
    const mail = h.mail.at(-1);
    expect(mail?.to).toBe(to);
    return mail?.text.match(/\/auth\/password_reset\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
  }
  /** Someone submits the link's form (each from an address of its own: the form is rate limited). */
  const submitLink = (token: string, password: string) => {
    address += 1;
    return h.app.inject({
      method: 'POST',
      url: `/auth/password_reset/${token}`,
      remoteAddress: `10.20.${Math.floor(address / 250)}.${address % 250}`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ new_password: password, confirm_password: password }).toString(),
    });
  };
  /** The link is refused in the words of a spent or expired one, on the page and on submit. */
  async function expectRefused(token: string) {
    const page = await h.app.inject({ url: `/auth/password_reset/${token}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(PASSWORD_RESET_MESSAGES.invalidLink);
    const submit = await submitLink(token, 'taken-over-secret');
    expect(submit.statusCode).toBe(404);
    expect(submit.body).toContain(PASSWORD_RESET_MESSAGES.invalidLink);
  }
  const apiStatus = async (cookie: string) =>
    (await h.app.inject({ url: '/api/auditor/dashboard/stats', headers: { cookie } })).statusCode;

  it('an e-mail change retires the link sent to the old address', async () => {
    const auditor = await createUser(h.db);
    const oldMailboxLink = await sendLink(auditor.id, auditor.email);

    const sent = h.mail.length;
    const moved = `moved-${auditor.id}@example.test`;
    expect((await manager(`auditor/${auditor.id}/email`, { email: moved })).statusCode).toBe(200);
    expect(h.mail.slice(sent).map((m) => m.to)).toEqual([auditor.email, moved]);

    await expectRefused(oldMailboxLink);
    // the password stands: the new address signs in with it, the taker's never
    expect((await login(h.app, moved, 'taken-over-secret')).statusCode).toBe(400);
    expect((await login(h.app, moved, auditor.password)).statusCode).toBe(303);
    expect((await login(h.app, auditor.email, auditor.password)).statusCode).toBe(400);

    // a link sent now goes to the new address and works
    const fresh = await sendLink(auditor.id, moved);
    expect((await submitLink(fresh, 'a-long-new-secret')).statusCode).toBe(200);
    expect((await login(h.app, moved, 'a-long-new-secret')).statusCode).toBe(303);
  });

  it("a manager's e-mail change signs the auditor out on every device, and not the manager", async () => {
    const auditor = await createUser(h.db);
    const phone = await sessionFor(h.app, auditor.email, auditor.password);
    const laptop = await sessionFor(h.app, auditor.email, auditor.password);
    expect(await apiStatus(phone)).toBe(200);
    const moved = `moved-${auditor.id}@example.test`;
    expect((await manager(`auditor/${auditor.id}/email`, { email: moved })).statusCode).toBe(200);
    expect(await apiStatus(phone)).toBe(403);
    expect(await apiStatus(laptop)).toBe(403);
    const managerView = await h.app.inject({
      url: `/api/manager/auditor/${auditor.id}`,
      headers: { cookie: managerCookie },
    });
    expect(managerView.statusCode).toBe(200);
    // signing in again, with the new address, works
    expect(await apiStatus(await sessionFor(h.app, moved, auditor.password))).toBe(200);
  });

  it('a newer link retires the older one', async () => {
    const auditor = await createUser(h.db);
    const first = await sendLink(auditor.id, auditor.email);
    const second = await sendLink(auditor.id, auditor.email);
    await expectRefused(first);
    expect((await submitLink(second, 'a-long-new-secret')).statusCode).toBe(200);
    expect((await login(h.app, auditor.email, 'a-long-new-secret')).statusCode).toBe(303);
  });

  it('a password change retires the links sent before it, and its own session goes on', async () => {
    const auditor = await createUser(h.db);
    const link = await sendLink(auditor.id, auditor.email);
    const cookie = await sessionFor(h.app, auditor.email, auditor.password);
    const other = await sessionFor(h.app, auditor.email, auditor.password);
    const changed = await h.app.inject({
      method: 'POST',
      url: '/auth/password_change',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        old_password: auditor.password,
        new_password: 'changed-by-the-owner',
        confirm_password: 'changed-by-the-owner',
      }).toString(),
    });
    expect(changed.statusCode).toBe(200);

    await expectRefused(link);
    expect((await login(h.app, auditor.email, 'changed-by-the-owner')).statusCode).toBe(303);
    expect(await apiStatus(cookie)).toBe(200);
    expect(await apiStatus(other)).toBe(403);
  });

  it("a manager's deactivation retires the links, and a reactivation does not bring them back", async () => {
    const auditor = await createUser(h.db);
    const link = await sendLink(auditor.id, auditor.email);
    expect((await manager(`auditor/${auditor.id}/deactivate`)).statusCode).toBe(200);
    await expectRefused(link);
    expect((await manager(`auditor/${auditor.id}/activate`)).statusCode).toBe(200);
    await expectRefused(link);
    expect((await login(h.app, auditor.email, auditor.password)).statusCode).toBe(303);
  });

  it("the auditor's own deactivation retires the links too", async () => {
    const auditor = await createUser(h.db);
    const link = await sendLink(auditor.id, auditor.email);
    const cookie = await sessionFor(h.app, auditor.email, auditor.password);
    const closed = await h.app.inject({
      method: 'POST',
      url: `/api/auditor/auditor_self/${auditor.id}/deactivate`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(closed.statusCode).toBe(200);
    expect((await manager(`auditor/${auditor.id}/activate`)).statusCode).toBe(200);
    await expectRefused(link);
    expect((await login(h.app, auditor.email, auditor.password)).statusCode).toBe(303);
  });
});
