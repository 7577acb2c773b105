import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type Harness, login, ORIGIN, sessionFor, startHarness } from './harness';

const DATABASE = process.env.TEST_DATABASE_URL;
const TRIALS = 8;
const TOKEN = /\/auth\/password_reset\/([A-Za-z0-9_-]{43})/;

type Call = () => Promise<LightMyRequestResponse>;

/**
 * A reset link and the account's changes at once, on PostgreSQL, each request on a pooled
 * connection of its own (as in handOffRaces.test.ts; SQLite runs one handler at a time). A link's
 * use is one guarded write under the account's row lock (domain/credentials.ts): of two uses one
 * sets the password; a use that comes while an e-mail change runs neither deadlocks nor survives
 * the change; a link sent beside an e-mail change or a deactivation never works for the old state.
 */
describe.runIf(DATABASE)('reset links racing the account on PostgreSQL', () => {
  let h: Harness;
  let managerCookie: string;
  let address = 0;

  beforeAll(async () => {
    h = await startHarness('postgres');
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  const manager = (path: string, body?: object) => () =>
    h.app.inject({
      method: 'POST',
      url: `/api/manager/${path}`,
      headers: { cookie: managerCookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const submitLink = (token: string, password: string) => () => {
    address += 1;
    return h.app.inject({
      method: 'POST',
      url: `/auth/password_reset/${token}`,
      remoteAddress: `10.30.${Math.floor(address / 250)}.${address % 250}`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ new_password: password, confirm_password: password }).toString(),
    });
  };
  async function sendLink(auditorId: number): Promise<string> {
    expect((await manager(`auditor/${auditorId}/password_reset`)()).statusCode).toBe(200);
    return h.mail.at(-1)?.text.match(TOKEN)?.[1] ?? '';
  }
  const signsIn = async (email: string, password: string) =>
    (await login(h.app, email, password)).statusCode === 303;
  const linkWorks = async (token: string) =>
    (await h.app.inject({ url: `/auth/password_reset/${token}` })).statusCode === 200;

  /** Starts the calls together, each after the first a few milliseconds later per trial. */
  async function together(trial: number, calls: Call[]): Promise<number[]> {
    const started = calls.map(async (call, index) => {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, (trial + index) % 4));
      return call();
    });
    return (await Promise.all(started)).map((response) => response.statusCode);
  }

  it('two uses of one link at once: exactly one sets the password', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const auditor = await createUser(h.db);
      const token = await sendLink(auditor.id);
      const statuses = await together(trial, [
        submitLink(token, 'first-new-secret'),
        submitLink(token, 'second-new-secret'),
      ]);
      expect([...statuses].sort()).toEqual([200, 404]);
      const winner = statuses[0] === 200 ? 'first-new-secret' : 'second-new-secret';
      const loser = statuses[0] === 200 ? 'second-new-secret' : 'first-new-secret';
      expect(await signsIn(auditor.email, winner)).toBe(true);
      expect(await signsIn(auditor.email, loser)).toBe(false);
      expect(await signsIn(auditor.email, auditor.password)).toBe(false);
    }
  });

  /** Waits until `count` requests of this test's schema wait for a row lock. */
  async function waitingOnLocks(count: number) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(h.db);
    const users = `${rows[0]?.schema}.users`;
    for (let poll = 0; poll < 500; poll += 1) {
      const waiting = await sql<{ n: number }>`
        select count(distinct waiter.pid)::int as n from pg_locks waiter
        where not waiter.granted
          and waiter.pid in (
            select pid from pg_locks
            where relation = to_regclass(${users})
              and database = (select oid from pg_database where datname = current_database())
          )`.execute(h.db);
      if ((waiting.rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} requests ever waited`);
  }

  it('a use that comes while an e-mail change runs waits for it, then finds the link retired', async () => {
    // The worst interleaving, made certain: the change has the account's row and is held up (the
    // test holds the sessions it is about to end), the link's use arrives, then the change goes on.
    // Had the use taken the link before the account, each would wait for the other: a deadlock.
    const auditor = await createUser(h.db);
    await sessionFor(h.app, auditor.email, auditor.password);
    const token = await sendLink(auditor.id);
    const moved = `held-${auditor.id}@example.test`;
    const holder = await h.db.startTransaction().execute();
    let change: Promise<LightMyRequestResponse> | undefined;
    let use: Promise<LightMyRequestResponse> | undefined;
    try {
      await holder
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', auditor.id)
        .forUpdate()
        .execute();
      change = manager(`auditor/${auditor.id}/email`, { email: moved })();
      await waitingOnLocks(1);
      use = submitLink(token, 'set-by-old-mailbox')();
      await waitingOnLocks(2);
    } finally {
      await holder.commit().execute();
    }

    expect((await change)?.statusCode).toBe(200);
    expect((await use)?.statusCode).toBe(404);
    expect(await signsIn(moved, auditor.password)).toBe(true);
    expect(await signsIn(moved, 'set-by-old-mailbox')).toBe(false);
  });

  it('a link sent beside an e-mail change works only if it went to the new address', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const auditor = await createUser(h.db);
      const moved = `sent-${auditor.id}@example.test`;
      const sent = h.mail.length;
      const statuses = await together(trial, [
        manager(`auditor/${auditor.id}/password_reset`),
        manager(`auditor/${auditor.id}/email`, { email: moved }),
      ]);
      expect(statuses).toEqual([200, 200]);
      const link = h.mail.slice(sent).find((mail) => TOKEN.test(mail.text));
      const token = link?.text.match(TOKEN)?.[1] ?? '';
      expect([auditor.email, moved]).toContain(link?.to);
      expect(await linkWorks(token)).toBe(link?.to === moved);
    }
  });

  it('a link sent beside a deactivation does not work afterwards, even once reactivated', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const auditor = await createUser(h.db);
      const sent = h.mail.length;
      const [reset, deactivated] = await together(trial, [
        manager(`auditor/${auditor.id}/password_reset`),
        manager(`auditor/${auditor.id}/deactivate`),
      ]);
      expect(deactivated).toBe(200);
      // sent before the deactivation, or refused after it
      expect([200, 400]).toContain(reset);
      expect((await manager(`auditor/${auditor.id}/activate`)()).statusCode).toBe(200);
      const token = h.mail
        .slice(sent)
        .find((mail) => TOKEN.test(mail.text))
        ?.text.match(TOKEN)?.[1];
      expect(token === undefined).toBe(reset === 400);
      if (token) expect(await linkWorks(token)).toBe(false);
    }
  });
});
