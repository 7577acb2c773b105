import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { createPostgresPool } from './postgresPool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… to use PostgreSQL; otherwise SQLite at sqlitePath */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  pgSchema?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL only: 0 lifts the statement timeout (long-running tools); see postgresPool.ts */
  statementTimeoutMs?: number;
  /** PostgreSQL only: a pooled connection dropped (the pool goes on with fresh ones) */
  onConnectionError?: (error: Error) => void;
}

// PostgreSQL returns COUNT/SUM as strings (bigint); make int8 plain numbers like SQLite does.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(config: DatabaseConfig): Db {
  if (config.databaseUrl) {
    const pool = createPostgresPool({
      url: config.databaseUrl,
      schema: config.pgSchema,
      ...(config.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: config.statementTimeoutMs }),
      onConnectionError:
        config.onConnectionError ??
        ((error) => console.warn(`PostgreSQL connection dropped: ${error.message}`)),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.sqlitePath !== ':memory:') mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged write is on disk (docs/rules.md#durability-and-concurrency; decision 0006): the
  // WAL is synced at every commit. better-sqlite3 is built with NORMAL for WAL, which syncs only at
  // checkpoints: a power cut could lose saves the device had already deleted. The group commit pays
  // for it (0028).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries. Queries
 * are parameterised, so their SQL text repeats and the prepared statement can be reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** Whether the database answers a trivial query within `timeoutMs` (the readiness probe). */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1 as one`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
