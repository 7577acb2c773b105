import pg from 'pg';

/**
 * The limits every pooled PostgreSQL connection works under
 * (docs/rules.md#durability-and-concurrency: an instance survives a dropped or stalled database).
 * Without them a stalled database held every request open for good, and the pool's first dropped
 * connection killed the process (an unhandled 'error' event).
 */
export const POSTGRES_POOL_LIMITS = {
  /** connections per instance; several instances share the server's max_connections */
  max: 10,
  /** a request that waits longer than this for a connection (pool full, server unreachable) fails */
  connectionTimeoutMs: 5_000,
  /** idle connections are closed after this, so an idle-connection reaper never finds ours */
  idleTimeoutMs: 30_000,
  /** the server cancels a statement after this (SET statement_timeout) */
  statementTimeoutMs: 6_000,
  /**
   * the instance gives up on an answer after this: a stalled server or network never answers.
   * With the connection wait, 13 s: under the app's own 15 s request timeout (api/http.ts), so a
   * stalled database is answered 503 before the phone gives up on the request.
   */
  queryTimeoutMs: 8_000,
  /** the server ends a session that sits in an open transaction this long (a stuck handler) */
  idleInTransactionTimeoutMs: 15_000,
} as const;

export interface PostgresPoolOptions {
  url: string;
  /** the schema to work in (tests give each file its own) */
  schema?: string | undefined;
  /** 0 turns the statement timeout off, for long-running tools such as the large-world seed */
  statementTimeoutMs?: number;
  /** told of a connection error that no query was waiting for (the connection is then dropped) */
  onConnectionError: (error: Error) => void;
}

/** The query timeout's error: the connection may still carry the unanswered query. */
const isQueryReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'Query read timeout';

/**
 * A pool whose connections may drop at any moment without harm: a terminated backend, a
 * failover, a network cut or a reaper. The request that was using it fails (and is answered 503,
 * databaseErrors.ts), the connection is discarded, and the next request gets a fresh one.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const limits = POSTGRES_POOL_LIMITS;
  const statementTimeoutMs = options.statementTimeoutMs ?? limits.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: limits.max,
    // An acknowledged write is on disk (docs/rules.md#durability-and-concurrency): whatever the
    // server's default, our sessions wait for the WAL flush at COMMIT. `off` or `local` could lose
    // answers the phone has deleted.
    options: [
      '-c synchronous_commit=on',
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
    ].join(' '),
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs === 0 ? undefined : limits.queryTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    keepAlive: true,
  });
  // An idle connection's error: pg-pool has already removed it; without a listener Node throws.
  pool.on('error', options.onConnectionError);
  pool.on('connect', (client) => {
    // A connection lent to a request errs between two of its queries (inside a transaction, while
    // the handler awaits something else): pg emits on the client, which has no listener while lent.
    // It is not queryable from then on, so pg-pool discards it when it is released.
    client.on('error', options.onConnectionError);
    discardAfterQueryTimeout(client);
  });
  return pool;
}

/**
 * pg's query timeout rejects the query but keeps the connection, with the unanswered query still
 * on it; released to the pool, the next request would queue behind it. Ending it makes pg-pool
 * discard it on release.
 */
function discardAfterQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isQueryReadTimeout(error)) client.end().catch(() => undefined);
      });
    }
    return result;
  };
  Object.assign(client, { query: guarded });
}
