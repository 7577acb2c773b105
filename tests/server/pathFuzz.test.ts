import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedStatuses, type FuzzCallers, signInFuzzCallers } from './fuzzCallers';
import { type Harness, ORIGIN, startHarness } from './harness';
import { ROUTE_TABLE } from './routeTable';
import { DIALECTS } from './testDb';

/**
 * docs/api.md#what-any-caller-gets-refused, for what a caller writes in the address: every API
 * route's path parameters and query strings filled with any text (NUL, half a character, a slash,
 * a number past any id), on both databases. Each answer is never a 5xx, and its status is one the
 * route's OpenAPI document lists, so a fuzzer reading the document meets nothing undocumented.
 */

const RUNS = 20;
/** Text as a client writes it in an address: percent-encoded, whatever it holds. */
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // half a character has no UTF-8: a client that sends one anyway sends these bytes
    return '%ED%A0%80';
  }
};
/** Any text, including NUL, lone surrogate halves and bytes that are not UTF-8 at all. */
const hostileSegment = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encoded),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C3%28', '99999999999999999999', '-1', '0', '1.5', '%25', '..'),
);

describe.each(DIALECTS)('hostile addresses on %s', (dialect) => {
  let h: Harness;
  let callers: FuzzCallers;
  let documented: (method: string, route: string) => string[];
  beforeAll(async () => {
    h = await startHarness(dialect);
    callers = await signInFuzzCallers(h);
    documented = await documentedStatuses(h);
  });
  afterAll(() => h?.close());

  const routes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) => {
    if (access.kind !== 'auditor' && access.kind !== 'staff') return [];
    const [method = '', route = ''] = key.split(' ');
    return route.startsWith('/api/') ? [{ key, method, route, access }] : [];
  });
  const withParams = routes.filter(({ route }) => route.includes(':'));

  /** The request of a route's sample, at `url`, answered within the statuses it documents. */
  async function answersAsDocumented(entry: (typeof routes)[number], url: string) {
    const { access, method, route } = entry;
    const { body } = access.sample(callers.ids);
    const response = await h.app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url,
      headers: {
        cookie: callers.cookieFor(access),
        origin: ORIGIN,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    });
    const seen = `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`;
    expect(response.statusCode, seen).toBeLessThan(500);
    expect(documented(method, route), seen).toContain(String(response.statusCode));
  }

  it('documents every route it fuzzes', () => {
    expect(withParams.length).toBeGreaterThan(50);
    for (const { method, route } of routes)
      expect(documented(method, route).length, `${method} ${route}`).toBeGreaterThan(0);
  });

  it.each(withParams)(
    '$key: any text in a path parameter is answered as documented, never 5xx',
    async (entry) => {
      const sampleUrl = entry.access.sample(callers.ids).url.split('?')[0] ?? '';
      const segments = entry.route.split('/');
      const sampled = sampleUrl.split('/');
      const params = segments.flatMap((segment, index) => (segment.startsWith(':') ? [index] : []));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...params), hostileSegment, async (index, text) => {
          const url = sampled.map((segment, at) => (at === index ? text : segment)).join('/');
          await answersAsDocumented(entry, url);
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: 15_000 },
      );
    },
  );

  const reads = routes.filter(({ method }) => method === 'GET');
  it.each(reads)('$key: any query string is answered as documented, never 5xx', async (entry) => {
    const sampleUrl = entry.access.sample(callers.ids).url.split('?')[0] ?? '';
    const names = fc.constantFrom('search', 'page', 'status', 'from', 'to', 'cycle', 'id', 'limit');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, hostileSegment, { minKeys: 1, maxKeys: 3 }), async (query) => {
        const search = Object.entries(query)
          .map(([name, value]) => `${name}=${value}`)
          .join('&');
        await answersAsDocumented(entry, `${sampleUrl}?${search}`);
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 15_000 },
    );
  });
});
