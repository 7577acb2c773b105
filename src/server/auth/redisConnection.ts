import { Redis } from 'ioredis';

/**
 * The Redis connection the login throttle and the form rate limits share (several instances:
 * docs/deploy.md). Redis holds nothing that matters when lost, so an instance must never wait on
 * it (docs/rules.md#durability-and-concurrency: "an instance survives a dead or stalled Redis"):
 *
 * - no offline queue: while the connection is down a command fails at once instead of queueing
 *   until a reconnect (a login took 1.7 s, then 6 to 18 s, with Redis at a dead port);
 * - a command timeout: a Redis that accepted the connection but stopped answering fails a command
 *   after `commandTimeoutMs` (REDIS_COMMAND_TIMEOUT_MS, 100 by default) instead of never (a
 *   stalled Redis held logins for good). An instance whose CPU is starved past it also fails open:
 *   the timer fires before the reply already waiting on the socket is read;
 * - no retries per command: the callers fail open (failureStores.ts, @fastify/rate-limit's
 *   skipOnError), and the connection reconnects in the background on its own.
 */
export function connectRedis(url: string, commandTimeoutMs: number, log: (message: string) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
  // Without a listener ioredis prints every reconnect failure; one line per outage is enough.
  let up = true;
  redis.on('error', (error: Error) => {
    if (up) log(`Redis unreachable, failing open: ${error.message}`);
    up = false;
  });
  redis.on('ready', () => {
    if (!up) log('Redis reachable again');
    up = true;
  });
  return redis;
}

/**
 * After a failed command, how long every user of the connection (the login throttle, the kept
 * answers' tokens) leaves Redis alone: a stalled Redis then costs a request one command timeout,
 * not one per user and counter.
 */
export const REDIS_REST_MS = 2_000;

const restUntil = new WeakMap<Redis, number>();

/** Whether a command on this connection failed within the last REDIS_REST_MS. */
export function redisResting(redis: Redis): boolean {
  return Date.now() < (restUntil.get(redis) ?? 0);
}

/** A command failed: the connection's users leave Redis alone for REDIS_REST_MS. */
export function restRedis(redis: Redis): void {
  restUntil.set(redis, Date.now() + REDIS_REST_MS);
}

/** Says goodbye when Redis answers; a dead or stalled one is simply dropped. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
