import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectRedis, disconnectRedis } from '../../src/server/auth/redisConnection';
import {
  auditorAnswerScopes,
  EVERY_AUDITOR,
  installResponseCache,
} from '../../src/server/http/responseCache';
import { startTcpProxy } from './tcpProxy';

/**
 * Decision 0048's cache on its own: a small server whose one answer counts how often it was
 * computed, with the caller named by a header (as the session would name them). Which writes make
 * it compute again, what it keeps when it cannot know of writes, how long at most, and the gzip.
 */
const REDIS = process.env.TEST_REDIS_URL;
const answerSchema = z.object({ computed: z.number(), padding: z.string() });

interface Options {
  /** a Redis that answers, or 'unreachable' for a dead port */
  redisUrl?: string;
  sharedDatabase?: boolean;
  now?: () => number;
}

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWithCache({ redisUrl, sharedDatabase = false, now = Date.now }: Options = {}) {
  const app = Fastify();
  servers.push(app);
  const unreachable = redisUrl === 'unreachable';
  const redis = redisUrl
    ? connectRedis(unreachable ? 'redis://127.0.0.1:1' : redisUrl, 100, () => undefined)
    : undefined;
  if (redis) app.addHook('onClose', () => disconnectRedis(redis));
  // until connected every command fails at once (no offline queue) and nothing is kept: connect first
  if (redis && !unreachable) await new Promise((resolve) => redis.once('ready', resolve));
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-user'];
    request.sessionUser =
      typeof who === 'string'
        ? { id: Number(who.split(':')[1]), email: 'x@example.test', role: who.split(':')[0] as 'auditor' }
        : null;
  });
  const cache = installResponseCache(app, { redis, sharedDatabase }, now);
  let computed = 0;
  app.get('/answer', (request, reply) => {
    const auditorId = Number(request.headers['x-user']?.toString().split(':')[1]);
    return cache.send(request, reply, {
      key: `answer ${auditorId}`,
      scopes: auditorAnswerScopes(auditorId),
      schema: answerSchema,
      compute: async () => {
        computed += 1;
        return { computed, padding: 'x'.repeat(2_000) };
      },
    });
  });
  let scored = 0;
  app.get('/score', async (request) => {
    const auditorId = Number(request.headers['x-user']?.toString().split(':')[1]);
    return cache.remember(`score ${auditorId}`, [EVERY_AUDITOR], async () => {
      scored += 1;
      return { scored };
    });
  });
  app.post('/write', async () => ({ ok: true }));
  await app.ready();
  const read = async (user: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: '/answer',
      headers: { 'x-user': user, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  return {
    scoredFor: async (user: string) =>
      (
        JSON.parse(
          (await app.inject({ method: 'GET', url: '/score', headers: { 'x-user': user } })).body,
        ) as {
          scored: number;
        }
      ).scored,
    computedFor: async (user: string) =>
      (JSON.parse((await read(user)).body) as { computed: number }).computed,
    read,
    write: async (user?: string) =>
      expect(
        (await app.inject({ method: 'POST', url: '/write', headers: user ? { 'x-user': user } : {} }))
          .statusCode,
      ).toBe(200),
  };
}

describe('the response cache on one instance (SQLite)', () => {
  it("keeps an answer until a write: an auditor's own, a staff member's, or one without a session", async () => {
    const s = await serverWithCache();
    expect(await s.computedFor('auditor:1')).toBe(1);
    expect(await s.computedFor('auditor:1')).toBe(1);
    expect(await s.computedFor('auditor:2')).toBe(2);
    // another auditor's write leaves auditor 1's answer; their own does not
    await s.write('auditor:2');
    expect(await s.computedFor('auditor:1')).toBe(1);
    await s.write('auditor:1');
    expect(await s.computedFor('auditor:1')).toBe(3);
    // everyone's answers go with these
    for (const writer of ['manager:9', 'qa:8', undefined]) {
      const before = [await s.computedFor('auditor:1'), await s.computedFor('auditor:2')];
      await s.write(writer);
      const after = [await s.computedFor('auditor:1'), await s.computedFor('auditor:2')];
      expect(after[0], String(writer)).toBeGreaterThan(before[0] as number);
      expect(after[1], String(writer)).toBeGreaterThan(before[1] as number);
      expect(await s.computedFor('auditor:1')).toBe(after[0]);
    }
  });

  it("keeps a value under every auditor's scope alone past the auditor's own writes, not past staff's", async () => {
    const s = await serverWithCache();
    expect(await s.scoredFor('auditor:1')).toBe(1);
    await s.write('auditor:1');
    expect(await s.scoredFor('auditor:1')).toBe(1);
    await s.write('manager:9');
    expect(await s.scoredFor('auditor:1')).toBe(2);
    expect(await s.scoredFor('auditor:1')).toBe(2);
  });

  it('keeps an answer a minute at most', async () => {
    let clock = 1_000_000;
    const s = await serverWithCache({ now: () => clock });
    expect(await s.computedFor('auditor:1')).toBe(1);
    clock += 59_000;
    expect(await s.computedFor('auditor:1')).toBe(1);
    clock += 2_000;
    expect(await s.computedFor('auditor:1')).toBe(2);
  });

  it('sends the kept JSON gzipped to a client that accepts it, the same bytes once unpacked', async () => {
    const s = await serverWithCache();
    const plain = await s.read('auditor:1');
    const packed = await s.read('auditor:1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(packed.headers['content-type']).toContain('application/json');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 10);
  });

  it('keeps nothing with PostgreSQL and no Redis: another instance could write unseen', async () => {
    const s = await serverWithCache({ sharedDatabase: true });
    expect([await s.computedFor('auditor:1'), await s.computedFor('auditor:1')]).toEqual([1, 2]);
  });
});

describe.runIf(REDIS)('the response cache with Redis', () => {
  it('keeps nothing while Redis is unreachable, and answers all the same', async () => {
    const s = await serverWithCache({ redisUrl: 'unreachable', sharedDatabase: true });
    expect([await s.computedFor('auditor:1'), await s.computedFor('auditor:1')]).toEqual([1, 2]);
    await s.write('manager:1');
    expect(await s.computedFor('auditor:1')).toBe(3);
  });

  it('a stalled Redis costs one request one command timeout, then nothing is kept until it answers', async () => {
    const target = new URL(REDIS as string);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const s = await serverWithCache({ redisUrl: `redis://127.0.0.1:${proxy.port}`, sharedDatabase: true });
      const kept = await s.computedFor('auditor:1');
      expect(await s.computedFor('auditor:1')).toBe(kept);
      proxy.stall();
      const timed = async (run: () => Promise<unknown>) => {
        const started = performance.now();
        await run();
        return performance.now() - started;
      };
      // the first waits out the command timeout (100 ms here); the rest leave Redis alone
      expect(await timed(() => s.computedFor('auditor:1'))).toBeLessThan(400);
      for (let n = 0; n < 3; n += 1) {
        expect(await timed(() => s.write('manager:1'))).toBeLessThan(50);
        const started = performance.now();
        expect(await s.computedFor('auditor:1')).toBe(kept + 2 + n);
        expect(performance.now() - started).toBeLessThan(50);
      }
    } finally {
      proxy.resume();
      await proxy.close();
    }
  });

  it("a write through one instance is seen by the other's next read", async () => {
    const [one, other] = [
      await serverWithCache({ redisUrl: REDIS, sharedDatabase: true }),
      await serverWithCache({ redisUrl: REDIS, sharedDatabase: true }),
    ];
    // a user id no other test file uses: the Redis is shared
    const user = `auditor:${900_000 + (process.pid % 100_000)}`;
    const first = await other.computedFor(user);
    expect(await other.computedFor(user)).toBe(first);
    await one.write(user);
    expect(await other.computedFor(user)).toBe(first + 1);
  });
});
