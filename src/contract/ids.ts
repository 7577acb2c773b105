import { z } from 'zod';

/**
 * The largest value of an `integer` column on PostgreSQL (2^31 − 1), the type of every id and
 * whole-number column of ours (server/db/migrations). A larger number sent by a caller would reach
 * the database and fail there, a 500; so every whole number a request carries is bounded to it.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

export const ID_MESSAGES = { notAnId: 'Not an id.' } as const;

/** A row id in a JSON body: a whole number a row can have; a larger one is a field error (400). */
export const idSchema = z.number().int().positive().max(DB_INTEGER_MAX, ID_MESSAGES.notAnId);

/** Marks the issue of a well-formed path id no row can have (idParam): answered 404, not 400. */
export const NO_SUCH_ROW = { noSuchRow: true } as const;

/** Whether a zod issue (or the `params` fastify keeps of one) is idParam's "no row has this id". */
export function isNoSuchRowIssue(issue: { params?: unknown }): boolean {
  return (issue.params as { noSuchRow?: unknown } | undefined)?.noSuchRow === true;
}

/**
 * A row id in a path or query: decimal digits only, as the server writes ids. `Number()` would
 * also read '0x2', ' 2', '2e0' or '02' as 2, so one object would answer to many spellings of its
 * id: those are refused as malformed (400). A well-formed id above DB_INTEGER_MAX names no row:
 * in a path it answers 404 like any other id that does not exist (http/errors.ts), in a query it
 * is a field error.
 */
export const idParam = z
  .string()
  .max(32, ID_MESSAGES.notAnId)
  .regex(/^[1-9][0-9]*$/, ID_MESSAGES.notAnId)
  .transform(Number)
  .pipe(
    z.number().refine((id) => id <= DB_INTEGER_MAX, { message: ID_MESSAGES.notAnId, params: NO_SUCH_ROW }),
  );
export const idParamsSchema = z.object({ id: idParam });
