/**
 * Errors that say the database could not do the work just now, not that the work was wrong: a
 * dropped or refused connection, a timeout, a server shutting down, a deadlock or a serialization
 * failure (PostgreSQL rolls the transaction back), SQLite's busy file. Nothing was applied, and
 * the same call sent again can succeed, so the API answers 503 (http/errors.ts) and the device's
 * outbox retries it with backoff (docs/rules.md#offline rule 3) instead of showing an error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (RETRYABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (NETWORK_CODES.has(code) || code.startsWith('SQLITE_BUSY')) return true;
  }
  return PG_CLIENT_MESSAGES.some((message) => error.message.startsWith(message));
}

/** SQLSTATEs (PostgreSQL appendix A) besides class 08, connection exception. */
const RETRYABLE_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '53300', // too_many_connections
  '55P03', // lock_not_available
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '25P03', // idle_in_transaction_session_timeout
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/** What pg itself says when a connection is lost or never made (pg 8, pg-pool 3). */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
