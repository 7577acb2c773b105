import { z } from 'zod';
import { isStorableAsIs, storableText, UNSTORABLE_TEXT_MESSAGE } from './storableTextRule';

/** A request's free text: a string made storable before any length or content rule reads it. */
export function textInput(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(storableText);
}

/** Text kept exactly as sent (an id, a token, a hashed value): refused when it cannot be stored so. */
export function exactTextInput(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableAsIs, UNSTORABLE_TEXT_MESSAGE);
}
