import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type Harness, login, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * `next` values that try to send a signed-in user to another site (open redirect). A browser reads
 * a Location beginning `//` or `/\` as another host, and URL parsing resolves dot segments and
 * backslashes first, so each of these must end the login on our own '/'.
 */
const HOSTILE_NEXT = [
  '/.//evil.test',
  '/..//evil.test',
  '/a/../..//evil.test',
  '/./\\evil.test',
  '/%2e//evil.test',
  '/%2e%2e//evil.test',
  '//evil.test',
  '///evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '/%2F%2Fevil.test',
  '/%2f/evil.test',
  '/%5C%5Cevil.test',
  '/%5C/evil.test',
  '/%2e%2e%2f%2fevil.test',
  '/%zz//evil.test',
  'https://evil.test',
  'https:evil.test',
  '//evil.test@portal.invalid',
  '/\t/evil.test',
  ' //evil.test',
];

/** Paths of this site keep working, with their query and fragment. */
const OWN_NEXT: Array<[string, string]> = [
  ['/payment?status=PAID', '/payment?status=PAID'],
  ['/report/12#q-3', '/report/12#q-3'],
  ['/a/./b/../c', '/a/c'],
  ['/search?q=//evil.test', '/search?q=//evil.test'],
];

describe.each(DIALECTS)('where a login leads (next) on %s', (dialect) => {
  let h: Harness;
  let user: { email: string; password: string };
  beforeAll(async () => {
    h = await startHarness(dialect);
    user = await createUser(h.db);
  });
  afterAll(() => h?.close());

  it.each(HOSTILE_NEXT)('a login POST with next=%j redirects to / and nowhere else', async (next) => {
    const res = await login(h.app, user.email, user.password, next);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it.each(HOSTILE_NEXT)('the login page for next=%j carries / in its form', async (next) => {
    const res = await h.app.inject({ url: `/auth/login?next=${encodeURIComponent(next)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="next" value="/"');
  });

  it.each(OWN_NEXT)('a login POST with next=%j returns to %j', async (next, location) => {
    const res = await login(h.app, user.email, user.password, next);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
  });
});
