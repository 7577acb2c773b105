import { z } from 'zod';
import { storableText } from './storableTextRule';

/** A request's free text: a string made storable before any length or content rule reads it. */
export function textInput(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(storableText);
}
