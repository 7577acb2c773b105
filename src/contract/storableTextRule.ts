import { type FieldErrors, NON_FIELD_ERRORS } from './errors';

/** A surrogate half without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as both databases can store it: NUL removed (PostgreSQL refuses U+0000 in text, SQLite
 * would keep it and hand it back to every reader) and each lone surrogate half replaced by U+FFFD,
 * as `String.prototype.toWellFormed` does. Neither can be typed on a keyboard; they come from a
 * broken client or a hostile caller, so the rest of the text is kept rather than refused: a
 * report comment that reached the server is never turned away for an invisible character.
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Text kept exactly as sent (an id, a token, a value hashed into the visit record) cannot be made
 * storable: a changed character would be another id, or break the hash. It is refused instead.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'This holds a character that cannot be stored (U+0000, or half of a character): send it again without it.';

/** Whether a text can be stored and hashed as it is: no NUL, no lone surrogate half. */
export function isStorableAsIs(value: string): boolean {
  return !value.includes('\u0000') && value.replace(LONE_SURROGATE, '') === value;
}

/**
 * `text` cut to at most `max` UTF-16 units with an ellipsis, between whole characters as a reader
 * sees them (grapheme clusters): a cut by units could leave half an emoji, which no database
 * stores as it is (U+FFFD in its place) and no phone shows. For a notice's excerpt, a push's body.
 */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

/** How deep a JSON value a request may nest (the visit record's values nest two or three). */
export const JSON_DEPTH_MAX = 32;
export const TOO_DEEP_MESSAGE = `Nested more than ${JSON_DEPTH_MAX} levels deep.`;

/** The refusal of a value nested too deep under `at` (`nestedTooDeepAt`), '' for the whole value. */
export const tooDeepErrors = (at: string): FieldErrors => ({ [at || NON_FIELD_ERRORS]: [TOO_DEEP_MESSAGE] });

/**
 * Where `value` nests deeper than `maxDepth` arrays and objects: the top-level key under which it
 * does ('' for the value itself), or undefined when it does not. Walked with a list, not by
 * recursion: this runs before any recursive schema reads the value, so that a value a thousand
 * levels deep is refused instead of overflowing the stack.
 */
export function nestedTooDeepAt(value: unknown, maxDepth = JSON_DEPTH_MAX): string | undefined {
  const waiting: Array<{ value: unknown; depth: number; top: string }> = [{ value, depth: 0, top: '' }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return next.top;
    for (const [key, child] of Object.entries(next.value))
      waiting.push({ value: child, depth: next.depth + 1, top: next.depth === 0 ? key : next.top });
  }
  return undefined;
}
