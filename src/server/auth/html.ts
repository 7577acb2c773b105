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

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join('');
    else if (value instanceof RawHtml) out += value.html;
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new RawHtml(out);
}
