import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { errorAnswer } from '../../src/server/http/errors';
import { createUser, type Harness, ORIGIN, startHarness } from './harness';
import { DIALECTS } from './testDb';

const DATABASE = process.env.TEST_DATABASE_URL;
const TRIALS = 8;
const SIGNUPS = 4;

/**
 * One e-mail address signed up from four tabs (or four bots) at once on PostgreSQL, each request on
 * a pooled connection of its own: every sign-up passes the "address taken?" check before any has
 * committed, and the unique index on users.email lets one in. The others must get the answer a
 * sign-up after it gets, never a 500, and the address must end with exactly one account.
 */
describe.runIf(DATABASE)('sign-ups with one e-mail at once on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
  });
  afterAll(() => h?.close());

  const signUp = (email: string, index: number) =>
    h.app.inject({
      method: 'POST',
      url: '/auth/signup',
      // one address each, so the form limit (60 a minute per address) does not answer for the race
      remoteAddress: `10.0.${index}.1`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email,
        password: `a long password ${index}`,
        first_name: 'Asha',
        last_name: `Rao${index}`,
      }).toString(),
    });

  it.each(Array.from({ length: TRIALS }, (_, trial) => trial))(
    'answers every sign-up without a 5xx and ends with one account (trial %i)',
    async (trial) => {
      const email = `race-${trial}-${Date.now()}@example.test`;
      const responses = await Promise.all(
        Array.from({ length: SIGNUPS }, async (_, index) => {
          if (index > 0) await new Promise((resolve) => setTimeout(resolve, (trial + index) % 4));
          return signUp(email, index);
        }),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 303)).toHaveLength(1);
      for (const refused of responses.filter((response) => response.statusCode !== 303)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain('already exists');
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
