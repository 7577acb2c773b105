import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableAsIs, nestedTooDeepAt, tooDeepErrors, UNSTORABLE_TEXT_MESSAGE } from '../../contract';
import { fieldsRefused, NotFoundError } from '../domain/errors';

/**
 * Input neither database can take as it is, refused before any schema or query reads it
 * (docs/api.md#what-any-caller-gets-refused): PostgreSQL refuses a NUL byte in text, and a lone
 * surrogate half has no UTF-8. A path holding one names nothing (404); a query parameter holding
 * one is a field error (400). A body nested deeper than JSON_DEPTH_MAX is a field error too,
 * found without recursion, so no recursive schema overflows the stack on it. Free text in a body
 * is made storable by its schema instead (contract/storableText.ts). A route whose body is a list
 * of calls answered one by one says so (`bodyCheckedPerEntry`, the report batch): it checks each
 * entry alone (domain/reportBatch.ts), so one entry never costs the others.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route checks its body's depth entry by entry, answering each entry on its own */
    bodyCheckedPerEntry?: true;
  }
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

function checkRequest(request: FastifyRequest): void {
  for (const value of Object.values((request.params ?? {}) as Record<string, unknown>))
    if (textsOf(value).some((text) => !isStorableAsIs(text))) throw new NotFoundError();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    if (textsOf(value).some((text) => !isStorableAsIs(text)))
      throw fieldsRefused({ [name]: [UNSTORABLE_TEXT_MESSAGE] });
  if (request.routeOptions.config.bodyCheckedPerEntry) return;
  const deepAt = nestedTooDeepAt(request.body);
  if (deepAt !== undefined) throw fieldsRefused(tooDeepErrors(deepAt));
}

export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
