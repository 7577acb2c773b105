import type { Endpoint } from '../endpoint';
import { PAYMENT_ENDPOINTS } from './payments';

/**
 * Every area's table: what the server must register, and all it may register under /api/
 * (tests/server/endpointTable.test.ts). Not exported from the contract's index, so a screen that
 * calls one area does not bundle the others'.
 */
export const ENDPOINT_TABLES = {
  payments: PAYMENT_ENDPOINTS,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_TABLES).flatMap(
  (table: Record<string, Endpoint>) => Object.values(table),
);
