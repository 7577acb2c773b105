import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint';
import { ENDPOINT_TABLES } from '../../src/contract/endpoints/all';
import { documentedStatuses, type FuzzCallers, signInFuzzCallers } from './fuzzCallers';
import { type Harness, ORIGIN, startHarness } from './harness';
import { ROUTE_TABLE } from './routeTable';
import { DIALECTS } from './testDb';

/**
 * docs/api.md#what-any-caller-gets-refused: every request body of the API and every sign-in form,
 * as a hostile or broken client would send them (wrong types, missing and extra keys, NUL, lone
 * surrogates, deep nesting), gets a refusal with field errors or its documented status, never a
 * 5xx, on both databases. The oracle is the server's own: a body the endpoint's schema refuses
 * must be a 400 with field errors, and any answer must be one the operation's OpenAPI entry lists.
 */

/** The sign-in pages: redirect on success, the form again with errors, refusal, throttling. */
const FORM_STATUSES = [200, 303, 400, 403, 429];
const RUNS = 25;

/** Any text, including NUL, lone surrogate halves and other code units no keyboard types. */
const hostileText = fc.string({ unit: 'binary', maxLength: 40 });
const anyValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A body shaped like `sample` with some keys changed, dropped or added, or any JSON at all. */
function bodiesLike(sample: unknown): fc.Arbitrary<unknown> {
  const sampleObject =
    sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
  const mutated = fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...Object.keys(sampleObject), 'extra', '__proto__'), anyValue, {
        maxKeys: 3,
      }),
      drop: fc.subarray(Object.keys(sampleObject)),
    })
    .map(({ changes, drop }) => {
      const body: Record<string, unknown> = { ...sampleObject, ...changes };
      for (const key of drop) delete body[key];
      return body;
    });
  const arrays = Array.isArray(sample) ? [fc.array(anyValue, { maxLength: 4 })] : [];
  return fc.oneof(mutated, fc.jsonValue({ maxDepth: 5 }), ...arrays);
}

/** Each endpoint by its ROUTE_TABLE key, `POST /api/auditor/…`. */
const ENDPOINT_OF = new Map<string, Endpoint>(
  Object.values(ENDPOINT_TABLES).flatMap((table) =>
    Object.values(table as Record<string, Endpoint>).map((one) => [
      `${one.method} /api/${one.scope}${one.route}`,
      one,
    ]),
  ),
);

describe.each(DIALECTS)('hostile request bodies on %s', (dialect) => {
  let h: Harness;
  let callers: FuzzCallers;
  let documentedFor: (method: string, route: string) => string[];
  beforeAll(async () => {
    h = await startHarness(dialect);
    callers = await signInFuzzCallers(h);
    documentedFor = await documentedStatuses(h);
  });
  afterAll(() => h?.close());

  const bodyRoutes = Object.entries(ROUTE_TABLE).flatMap(([key, access]) =>
    (access.kind === 'auditor' || access.kind === 'staff') && !access.takesNoBody && !key.startsWith('GET ')
      ? [{ key, method: key.split(' ')[0] as 'POST' | 'DELETE', route: key.split(' ')[1] ?? '', access }]
      : [],
  );

  it('knows the schema of every body it fuzzes', () => {
    const schemaless = bodyRoutes.filter(({ key }) => !ENDPOINT_OF.get(key)?.body).map(({ key }) => key);
    expect(schemaless).toEqual([]);
    expect(bodyRoutes.length).toBeGreaterThan(40);
  });

  it.each(bodyRoutes)(
    '$key answers 400 with field errors or its documented status, never 5xx',
    async ({ key, method, route, access }) => {
      const { url, body: sample } = access.sample(callers.ids);
      const schema = ENDPOINT_OF.get(key)?.body;
      const documented = documentedFor(method, route);
      await fc.assert(
        fc.asyncProperty(bodiesLike(sample), async (body) => {
          const response = await h.app.inject({
            method,
            url,
            headers: {
              cookie: callers.cookieFor(access),
              origin: ORIGIN,
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body),
          });
          const seen = `${JSON.stringify(body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, seen).toBeLessThan(500);
          expect(documented, seen).toContain(String(response.statusCode));
          // as the server reads it: JSON, so a key like __proto__ is the body's own
          if (schema && !schema.safeParse(JSON.parse(JSON.stringify(body))).success)
            expect(response.statusCode, seen).toBe(400);
          if (response.statusCode === 400) {
            const errors = response.json() as Record<string, unknown>;
            expect(Object.values(errors).every((messages) => Array.isArray(messages))).toBe(true);
          }
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
      );
    },
  );

  const forms = {
    '/auth/login': ['email', 'password', 'next'],
    '/auth/signup': ['email', 'password', 'first_name', 'last_name', 'referral_code'],
    '/auth/password_change': ['old_password', 'new_password', 'confirm_password'],
  };
  it.each(Object.entries(forms))('POST %s answers its form or a redirect, never 5xx', async (url, fields) => {
    const formValue = fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 }));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields, 'extra'), formValue, { maxKeys: 6 }),
        async (form) => {
          const encoded = new URLSearchParams();
          for (const [name, value] of Object.entries(form))
            for (const one of Array.isArray(value) ? value : [value]) encoded.append(name, one);
          const response = await h.app.inject({
            method: 'POST',
            url,
            remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            headers: {
              cookie: callers.cookie,
              origin: ORIGIN,
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload: encoded.toString(),
          });
          expect(FORM_STATUSES, `${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
        },
      ),
      { numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
    );
  });
});
