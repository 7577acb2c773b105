/**
 * Where a login returns to: the `next` a login page carries, checked so that it never leaves the
 * site. Apart from the login forms' schemas (auth.ts), because the shell sends every expired
 * session here and loads no zod (decision 0051).
 */

/** Any origin of ours: `next` is resolved against it only to see whether it leaves it. */
const OWN_ORIGIN = 'https://portal.invalid';

/**
 * Whether a browser following `path` from our origin leaves it: another origin, or a parsed path
 * beginning `//` or `/\` (scheme-relative). Parsing resolves dot segments and reads `\` as `/`, so
 * `/.//evil.test`, `/%2e%2e//evil.test` and `/./\evil.test` all parse to the path `//evil.test`.
 */
function leavesSite(path: string): boolean {
  try {
    const url = new URL(path, OWN_ORIGIN);
    return url.origin !== OWN_ORIGIN || /^[/\\]{2}/.test(url.pathname);
  } catch {
    return true;
  }
}

/** The path with its escapes undone; one that does not decode reads as leaving (`//`). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}

/**
 * `next` after login: a path on this site, as URL parsing reads it, never another host
 * (open-redirect defence). Anything else is '/': a value that is not one string (a repeated
 * query key or form field is an array), one with a control character (URL parsing drops tabs and
 * line breaks, so `/\t/evil.example` would read as `//evil.example`; and CR/LF cannot go into a
 * Location header), or one that leaves the site as it is written, once parsed, or once its escapes
 * are undone (`/%2F%2Fevil.test`, for a proxy or client that decodes before it resolves). The path
 * returned is the parsed one, so what the browser follows is exactly what was checked.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  if (leavesSite(next)) return '/';
  const url = new URL(next, OWN_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesSite(path) || leavesSite(decodedPath(url.pathname))) return '/';
  return path;
}

/** `path` carrying where to come back to (slashes kept readable: /auth/login?next=/payment). */
export function withNext(path: string, next: string): string {
  return `${path}?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}

/** The login page that returns to `path`. */
export function loginPath(path: string): string {
  return withNext('/auth/login', path);
}

/** The server's own paths: not screens of the app, so never a place a form returns to. */
const SERVER_PATHS = /^\/(api|auth|storage)(\/|\?|#|$)/;

/**
 * Where a form opened from a gate returns after its save (the bank details asked for by Apply, the
 * profile asked for by /audit): `next` when it is a screen of this app, as `safeNextPath` reads
 * it, else null (absent, leaving the site, or a server path), and the form's own way applies.
 */
export function appReturnPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/')) return null;
  const path = safeNextPath(next);
  if (path === '/' && next !== '/') return null;
  return SERVER_PATHS.test(path) ? null : path;
}
