import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import {
  type FailureStore,
  memoryFailureStore,
  redisFailureStore,
} from '../../src/server/auth/failureStores';
import { LOGIN_LIMITS } from '../../src/server/auth/loginThrottle';
import { loadConfig } from '../../src/server/config';
import { createUser, ORIGIN } from './harness';
import { createTestDb, type TestDatabase } from './testDb';

/**
 * docs/deploy.md: several instances behind one address keep no state of their own. The login
 * throttle and the form rate limits count in Redis when REDIS_URL is set (CI sets TEST_REDIS_URL
 * when the machine's Redis answers, as it sets TEST_DATABASE_URL for PostgreSQL).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
/** A prefix of this run's own, so runs never see each other's counts. */
const RUN = `test-${process.pid}-${Date.now()}:`;

const stores: Array<[string, () => { store: FailureStore; close: () => Promise<void> }]> = [
  ['memory', () => ({ store: memoryFailureStore(), close: async () => {} })],
  ...(REDIS_URL
    ? ([
        [
          'redis',
          () => {
            const redis = new Redis(REDIS_URL);
            return { store: redisFailureStore(redis, RUN), close: async () => void (await redis.quit()) };
          },
        ],
      ] as Array<[string, () => { store: FailureStore; close: () => Promise<void> }]>)
    : []),
];

describe.each(stores)('the %s failure store', (_name, open) => {
  const limit = { maxFailures: 3, windowMs: 1000 };
  let opened: ReturnType<typeof open>;
  beforeAll(() => {
    opened = open();
  });
  afterAll(() => opened.close());

  it('refuses at the limit within the window, per key, and forgets after it', async () => {
    const { store } = opened;
    const key = `a-${Math.random()}`;
    for (const t of [0, 10, 20]) await store.record('pair', key, limit, t);
    expect(await store.isLimited('pair', key, limit, 500)).toBe(true);
    expect(await store.isLimited('pair', `${key}-other`, limit, 500)).toBe(false);
    expect(await store.isLimited('other-counter', key, limit, 500)).toBe(false);
    expect(await store.isLimited('pair', key, limit, 1015)).toBe(false);
  });

  it('a reset clears the key at once', async () => {
    const { store } = opened;
    const key = `b-${Math.random()}`;
    for (const t of [0, 1, 2]) await store.record('pair', key, limit, t);
    await store.reset('pair', key);
    expect(await store.isLimited('pair', key, limit, 3)).toBe(false);
  });
});

describe('the Redis failure store with Redis out of reach', () => {
  it('lets the attempt through and reports the error once, leaving Redis alone for a while', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    const errors: unknown[] = [];
    const store = redisFailureStore(redis, RUN, (error) => errors.push(error));
    const limit = { maxFailures: 1, windowMs: 1000 };
    await store.record('pair', 'k', limit, 0);
    expect(await store.isLimited('pair', 'k', limit, 1)).toBe(false);
    await store.reset('pair', 'k');
    // the first failure is reported; the next calls within REDIS_REST_MS do not try Redis at all
    expect(errors).toHaveLength(1);
    redis.disconnect();
  });
});

describe.runIf(REDIS_URL)('two instances on one database and one Redis', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDb('sqlite');
    // The counts are shared, not the timeouts, under test here: a command timeout of 100 ms (the
    // default) fails open whenever the test process is starved of CPU for that long, as on a
    // loaded CI machine; redisFaults.test.ts holds the timeouts.
    const env = { SEED_DEMO_DATA: '0', REDIS_URL, REDIS_COMMAND_TIMEOUT_MS: '5000' };
    for (let i = 0; i < 2; i++) {
      const config = { ...loadConfig(env), clientDir: undefined };
      apps.push(await buildApp({ db: database.db, config, mailer: { send: async () => {} } }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  const address = () => `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const login = (app: FastifyInstance | undefined, from: string, email: string, password: string) => {
    if (!app) throw new Error('no app');
    return app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: from,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password, next: '/' }).toString(),
    });
  };

  it('wrong passwords tried on one instance stop the same guesser on the other; the owner gets in', async () => {
    const owner = await createUser(database.db);
    const guesser = address();
    for (let i = 0; i < LOGIN_LIMITS.addressAndAccount.maxFailures; i++)
      expect((await login(apps[i % 2], guesser, owner.email, 'wrong')).statusCode).toBe(400);
    const stopped = await login(apps[1], guesser, owner.email, owner.password);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.body).toContain(MESSAGES.loginRateLimited);
    expect((await login(apps[0], address(), owner.email, owner.password)).statusCode).toBe(303);
  });

  it("the login form's rate limit counts the requests to both instances together", async () => {
    const from = address();
    // Not an e-mail address: refused before any password hashing, but counted by the limit.
    for (let i = 0; i < 60; i++)
      expect((await login(apps[i % 2], from, 'not-an-address', 'x')).statusCode).toBe(400);
    expect((await login(apps[0], from, 'not-an-address', 'x')).statusCode).toBe(429);
    expect((await login(apps[1], from, 'not-an-address', 'x')).statusCode).toBe(429);
  });
});

describe('REDIS_COMMAND_TIMEOUT_MS', () => {
  it('is 100 ms unless set, and a start with anything but a whole number of ms above 0 stops', () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(100);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '250' }).redisCommandTimeoutMs).toBe(250);
    for (const wrong of ['0', '-5', '1.5', 'soon'])
      expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: wrong })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});
