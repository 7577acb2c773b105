import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisResting, restRedis } from '../auth/redisConnection';

/**
 * The generations a cached answer is checked against (decision 0048). Each scope ("all", or one
 * auditor's) has a token; a write in the scope replaces it with a token never used before, so an
 * answer kept under the old token is never served again. Tokens, not counters: a Redis that lost
 * its keys (it keeps nothing on disk) starts new tokens, and never hands out an old one again.
 */
export interface CacheGenerations {
  /** The current token of each scope, in order; null when they cannot be known (nothing is cached then). */
  current(scopes: readonly string[]): Promise<string[] | null>;
  /** A write in the scope: every answer kept under its current token is out of date. */
  bump(scope: string): Promise<void>;
}

/** One process holds every cached answer and sees every write (SQLite: one instance, decision 0048). */
export function memoryGenerations(): CacheGenerations {
  const tokens = new Map<string, string>();
  let next = 0;
  const fresh = () => {
    next += 1;
    return String(next);
  };
  return {
    async current(scopes) {
      return scopes.map((scope) => {
        let token = tokens.get(scope);
        if (token === undefined) {
          token = fresh();
          tokens.set(scope, token);
        }
        return token;
      });
    },
    async bump(scope) {
      tokens.set(scope, fresh());
    },
  };
}

const KEY_PREFIX = 'fap:gen:';

/**
 * The tokens in Redis, read on every cached answer: a write through one instance is seen by the
 * next read on any other, with no message to wait for. A Redis that fails makes `current` null
 * (the answer is computed, not cached) and `bump` throw (the caller forgets its own answers); then
 * Redis is left alone for REDIS_REST_MS by every user of the connection, the login throttle too,
 * so a stalled Redis costs one request one command timeout (docs/rules.md#durability-and-concurrency).
 */
export function redisGenerations(redis: Redis): CacheGenerations {
  const resting = () => redisResting(redis);
  const rest = () => restRedis(redis);
  return {
    async current(scopes) {
      if (resting()) return null;
      const keys = scopes.map((scope) => KEY_PREFIX + scope);
      try {
        const found = await redis.mget(...keys);
        if (found.every((token) => token !== null)) return found as string[];
        // a scope never written, or a Redis that lost its keys: a new token, kept by the first to set it
        await Promise.all(
          keys.map((key, at) => (found[at] === null ? redis.set(key, randomUUID(), 'NX') : null)),
        );
        const settled = await redis.mget(...keys);
        return settled.every((token) => token !== null) ? (settled as string[]) : null;
      } catch {
        rest();
        return null;
      }
    },
    async bump(scope) {
      // resting: nothing is kept here meanwhile (`current` is null), and other instances' answers age out
      if (resting()) return;
      try {
        await redis.set(KEY_PREFIX + scope, randomUUID());
      } catch (error) {
        rest();
        throw error;
      }
    },
  };
}
