import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { type CacheGenerations, memoryGenerations, redisGenerations } from './cacheGenerations';

/**
 * Answers kept between requests (decision 0048): the auditor's dashboard counts and opportunity
 * lists, which read the most and change the least. An answer is kept as its JSON (and gzip) with
 * the tokens of its scopes, read before it was computed; any write request bumps its scope's
 * token before its response leaves, so the next read anywhere computes again.
 *
 * What it rests on: these answers change only through requests, or through a job that says so
 * (`written`: the close of client review accepts reports, jobs/noticeSchedule.ts); an auditor's
 * write changes only their own answers (the queries read the auditor's own applications, reports,
 * profile and payments, and what staff write), and `today` is part of every key. A brand's views
 * (routes/brand.ts) read only what staff write: accepted reports' scores, stores, regions.
 */

/** A staff member's (or anyone's without a session) write may change any auditor's answers. */
export const EVERY_AUDITOR = 'all';
export const auditorScope = (auditorId: number) => `auditor:${auditorId}`;
/** The scopes of an answer about one auditor: their own writes and staff's both change it. */
export const auditorAnswerScopes = (auditorId: number) => [EVERY_AUDITOR, auditorScope(auditorId)];

/** Kept answers, in bytes of JSON and gzip together; the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * The longest an answer is kept, whatever the tokens say: the bound on a stale answer when a bump
 * could not reach Redis while this instance could still read it (decision 0048).
 */
const MAX_AGE_MS = 60_000;
/** Smaller answers go uncompressed: gzip would save less than its own headers. */
const GZIP_FROM_BYTES = 1024;

/** One kept answer: the scopes' tokens it was computed under, when, and its size. */
interface Kept<V> {
  tag: string;
  at: number;
  value: V;
  bytes: number;
}

/** A reply as sent: its JSON, and the gzip copy when it is large enough to gain by one. */
interface KeptReply {
  json: string;
  gzip: Buffer | null;
}

export interface ResponseCache {
  /**
   * Sends the answer kept under `key` if its scopes have not been written since, else computes it,
   * encodes it with the endpoint's answer schema (as the route's serializer would) and keeps it.
   */
  send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: { key: string; scopes: readonly string[]; schema: S; compute: () => Promise<z.output<S>> },
  ): Promise<FastifyReply>;
  /** A value kept the same way, for a part several answers share; `key` names one kind of value. */
  remember<T>(key: string, scopes: readonly string[], compute: () => Promise<T>): Promise<T>;
  /**
   * A write made outside a request (a job's) in `scope`: what is kept under it is out of date, as
   * after a write request.
   */
  written(scope: string): Promise<void>;
}

/** Kept values under a byte bound, the least recently used dropped first. */
function keptStore<V>(maxBytes: number, now: () => number) {
  const kept = new Map<string, Kept<V>>();
  let bytes = 0;
  const forget = (key: string) => {
    const old = kept.get(key);
    if (old) bytes -= old.bytes;
    kept.delete(key);
  };
  return {
    clear() {
      kept.clear();
      bytes = 0;
    },
    /** the value kept under `key` for `tag` and young enough, now the most recently used */
    get(key: string, tag: string): V | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      forget(key);
      if (entry.tag !== tag || now() - entry.at > MAX_AGE_MS) return undefined;
      kept.set(key, entry);
      bytes += entry.bytes;
      return entry.value;
    },
    keep(key: string, tag: string, value: V, size: number) {
      forget(key);
      kept.set(key, { tag, at: now(), value, bytes: size });
      bytes += size;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
  };
}

/** What a remembered value is counted as: they are small records (a score, a verdict). */
const VALUE_BYTES = 512;

function cacheOver(
  generations: CacheGenerations | null,
  now: () => number,
  warn: (error: unknown) => void,
): ResponseCache & { clear(): void } {
  const replies = keptStore<KeptReply>(MAX_BYTES, now);
  // a value's type is its key's: each caller names its own kind (`score 12`), never another's
  const values = keptStore<unknown>(MAX_BYTES / 8, now);
  const clear = () => {
    replies.clear();
    values.clear();
  };
  /** The tag of the scopes' current tokens; null (and nothing kept trusted) when they cannot be known. */
  const tagOf = async (scopes: readonly string[]) => {
    const tokens = generations ? await generations.current(scopes) : null;
    if (tokens === null) clear();
    return tokens?.join(' ') ?? null;
  };
  return {
    clear,
    async send(request, reply, { key, scopes, schema, compute }) {
      const tag = await tagOf(scopes);
      let entry = tag === null ? undefined : replies.get(key, tag);
      if (!entry) {
        const json = JSON.stringify(schema.encode(await compute()));
        entry = { json, gzip: tag !== null && json.length >= GZIP_FROM_BYTES ? gzipSync(json) : null };
        if (tag !== null) replies.keep(key, tag, entry, json.length + (entry.gzip?.length ?? 0));
      }
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (entry.gzip && acceptsGzip(request))
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.json);
    },
    async remember<T>(key: string, scopes: readonly string[], compute: () => Promise<T>): Promise<T> {
      const tag = await tagOf(scopes);
      const known = tag === null ? undefined : values.get(key, tag);
      if (known !== undefined) return known as T;
      const value = await compute();
      if (tag !== null) values.keep(key, tag, value, VALUE_BYTES);
      return value;
    },
    async written(scope) {
      await generations?.bump(scope).catch((error: unknown) => {
        // the write stands; this instance's answers go at once, other instances' age out (MAX_AGE_MS)
        clear();
        warn(error);
      });
    },
  };
}

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The instance's cache, and the hook that bumps a scope on every write request before its response
 * leaves: an auditor's own scope, or every auditor's for staff and for requests without a session.
 * With PostgreSQL and no Redis other instances may write unseen, so nothing is kept (decision 0048).
 */
export function installResponseCache(
  app: FastifyInstance,
  { redis, sharedDatabase }: { redis: Redis | undefined; sharedDatabase: boolean },
  now: () => number = Date.now,
): ResponseCache {
  const generations = redis ? redisGenerations(redis) : sharedDatabase ? null : memoryGenerations();
  const cache = cacheOver(generations, now, (error) =>
    app.log.warn({ err: error }, 'response cache: a write could not be told to Redis'),
  );
  if (!generations) return cache;
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const user = request.sessionUser;
    await cache.written(user?.role === 'auditor' ? auditorScope(user.id) : EVERY_AUDITOR);
  });
  return cache;
}
