/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A tagged template that escapes every interpolated string unless wrapped by `raw`. */
export class RawHtml {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new RawHtml(html);

type HtmlValue = string | number | RawHtml | RawHtml[] | null | undefined | false;

/**
 * One interpolated value as HTML. Only a RawHtml (made by `html` or `raw`) passes as markup; every
 * other value is escaped, whatever its type, and a list is each of its items so. The types say
 * what a page may pass, but a value can come from a request body as any JSON (a list, an object
 * with an `html` key), and trusting its shape would render it as markup.
 */
function htmlOf(value: unknown): string {
  if (value instanceof RawHtml) return value.html;
  if (Array.isArray(value)) return value.map(htmlOf).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += htmlOf(value);
    out += strings[i + 1] ?? '';
  });
  return new RawHtml(out);
}
