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
