import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGNUP_MESSAGES } from '../../src/contract';
import { errorAnswer } from '../../src/server/http/errors';
import { createUser, type Harness, ORIGIN, startHarness } from './harness';
import { linkPath, mailTo, postSignup } from './signupMail';
import { DIALECTS } from './testDb';

const DATABASE = process.env.TEST_DATABASE_URL;
const TRIALS = 8;
const SIGNUPS = 4;

/**
 * One e-mail address signed up from four tabs (or four bots) at once on PostgreSQL, each request on
 * a pooled connection of its own, and the four mailed links then used at once: every use passes
 * the "address taken?" check before any has committed, and the unique index on users.email lets
 * one in. The others must be told the address has an account (or that their link went with it),
 * never a 500, and the address must end with exactly one account.
 */
describe.runIf(DATABASE)('sign-ups with one e-mail at once on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
  });
  afterAll(() => h?.close());

  /** Starts the calls together, each after the first a few milliseconds later per trial. */
  const together = <T>(trial: number, calls: Array<() => Promise<T>>) =>
    Promise.all(
      calls.map(async (call, index) => {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, (trial + index) % 4));
        return call();
      }),
    );

  it.each(Array.from({ length: TRIALS }, (_, trial) => trial))(
    'answers every sign-up and every link without a 5xx and ends with one account (trial %i)',
    async (trial) => {
      const email = `race-${trial}-${Date.now()}@example.test`;
      const signUps = Array.from(
        { length: SIGNUPS },
        // one address each, so the form limit (60 a minute per address) does not answer for the race
        (_, index) => () => postSignup(h, { email, password: `a long password ${index}` }, `10.0.${index}.1`),
      );
      const sent = await together(trial, signUps);
      expect(sent.map((response) => response.statusCode)).toEqual(Array(SIGNUPS).fill(200));
      const links = mailTo(h, email).map((mail) => linkPath(mail, '/auth/signup/') as string);
      expect(links).toHaveLength(SIGNUPS);

      const finish = links.map(
        (link) => () => h.app.inject({ method: 'POST', url: link, headers: { origin: ORIGIN } }),
      );
      const finished = await together(trial, finish);
      const statuses = finished.map((response) => response.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 303)).toHaveLength(1);
      // told on the page "the address has an account" (409), or "this link is spent" once its row went
      for (const late of finished.filter((response) => response.statusCode !== 303)) {
        expect([late.statusCode, late.headers['content-type']]).toEqual(
          late.statusCode === 409 ? [409, 'text/html; charset=utf-8'] : [404, 'text/html; charset=utf-8'],
        );
        expect(late.body).toContain(
          late.statusCode === 409 ? SIGNUP_MESSAGES.taken : SIGNUP_MESSAGES.invalidLink,
        );
      }
      const accounts = await h.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(accounts).toHaveLength(1);
      const profiles = await h.db
        .selectFrom('profiles')
        .select('user_id')
        .where('user_id', '=', accounts[0]?.id as number)
        .execute();
      expect(profiles).toHaveLength(1);
    },
  );
});

/**
 * A unique index that refuses a write no rule has turned into its own answer (as the sign-up's
 * "already exists" above): the write lost to another, so the caller gets 409 and may send again,
 * never a 500. Shown with each driver's real error.
 */
describe.each(DIALECTS)("a unique index's refusal on %s", (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('answers 409 with a message for the caller to send again', async () => {
    const user = await createUser(h.db);
    const twice = await h.db
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: 'x',
        role: 'auditor',
        referral_code: 'TWICE',
        created_at: '',
      })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(errorAnswer(twice)).toMatchObject({
      status: 409,
      body: { non_field_errors: [MESSAGES.conflict] },
    });
  });
});
