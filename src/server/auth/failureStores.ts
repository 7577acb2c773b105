import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS_REST_MS, redisResting, restRedis } from './redisConnection';

export interface ThrottleLimit {
  maxFailures: number;
  windowMs: number;
}

/** Keys kept per counter; the oldest is forgotten first when a flood of new keys arrives. */
const MAX_KEYS = 50_000;

/** Failure times per key in a sliding window, with at most `maxKeys` keys. */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: ThrottleLimit,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  isLimited(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.limit.maxFailures;
  }

  record(key: string, now: number): void {
    // Only the last maxFailures times matter; older ones cannot change the verdict.
    const times = [...this.recent(key, now), now].slice(-this.limit.maxFailures);
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }
}

/**
 * Where the login throttle keeps its failure times (decision 0010): per counter name and key, a
 * sliding window of at most `maxFailures` times. In memory for one instance; in Redis, which every
 * instance shares, when REDIS_URL is set (docs/deploy.md: several servers behind one address).
 */
export interface FailureStore {
  isLimited(counter: string, key: string, limit: ThrottleLimit, now: number): Promise<boolean>;
  record(counter: string, key: string, limit: ThrottleLimit, now: number): Promise<void>;
  reset(counter: string, key: string): Promise<void>;
}

/** One bounded counter per name, in this process. */
export function memoryFailureStore(maxKeys?: number): FailureStore {
  const counters = new Map<string, FailureCounter>();
  const counter = (name: string, limit: ThrottleLimit) => {
    let found = counters.get(name);
    if (!found) {
      found = new FailureCounter(limit, maxKeys);
      counters.set(name, found);
    }
    return found;
  };
  return {
    isLimited: async (name, key, limit, now) => counter(name, limit).isLimited(key, now),
    record: async (name, key, limit, now) => counter(name, limit).record(key, now),
    reset: async (name, key) => counters.get(name)?.reset(key),
  };
}

/**
 * A sorted set per key, scored by failure time: old times are trimmed on each look, only the
 * newest `maxFailures` are kept, and the key expires with its window, so Redis holds no more than
 * the memory store would. Keys are hashed: Redis holds no e-mail or network address.
 */
export function redisFailureStore(
  redis: Redis,
  prefix = 'fap:login:',
  onError: (error: unknown) => void = () => {},
): FailureStore {
  return failingOpen(redisStore(redis, prefix), redis, onError);
}

export { REDIS_REST_MS };

/**
 * Redis out of reach must not keep every auditor from logging in: the throttle then lets the
 * attempt through (the password is still checked) and says why in the log. The form rate limits
 * do the same (`skipOnError`). After a failure Redis is left alone for REDIS_REST_MS by every user
 * of the connection (redisConnection.ts), so a stalled Redis costs one login one command timeout,
 * not one per counter.
 */
function failingOpen(store: FailureStore, redis: Redis, onError: (error: unknown) => void): FailureStore {
  const guard = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    if (redisResting(redis)) return fallback;
    try {
      return await run();
    } catch (error) {
      if (!redisResting(redis)) onError(error);
      restRedis(redis);
      return fallback;
    }
  };
  return {
    isLimited: (...args) => guard(() => store.isLimited(...args), false),
    record: (...args) => guard(() => store.record(...args), undefined),
    reset: (...args) => guard(() => store.reset(...args), undefined),
  };
}

function redisStore(redis: Redis, prefix: string): FailureStore {
  const keyOf = (counter: string, key: string) =>
    `${prefix}${counter}:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    async isLimited(counter, key, limit, now) {
      const k = keyOf(counter, key);
      const result = await redis
        .multi()
        .zremrangebyscore(k, '-inf', now - limit.windowMs)
        .zcard(k)
        .exec();
      const count = Number(result?.[1]?.[1] ?? 0);
      return count >= limit.maxFailures;
    },
    async record(counter, key, limit, now) {
      const k = keyOf(counter, key);
      await redis
        .multi()
        .zadd(k, now, `${now}:${randomUUID()}`)
        .zremrangebyscore(k, '-inf', now - limit.windowMs)
        .zremrangebyrank(k, 0, -(limit.maxFailures + 1))
        .pexpire(k, limit.windowMs)
        .exec();
    },
    async reset(counter, key) {
      await redis.del(keyOf(counter, key));
    },
  };
}
