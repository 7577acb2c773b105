import type { z } from 'zod';
import type { CallParamsSchema, WriteCall } from '../../contract';

/** The route options of a contract write call: its params and body schemas, and its answer. */
export function writeSchema<
  Route extends string,
  Body extends z.ZodType,
  Params extends CallParamsSchema,
  Answer extends z.ZodType,
>(call: WriteCall<Route, Body, Params>, answer: Answer) {
  return { schema: { params: call.params, body: call.body, response: { 200: answer } } };
}
