import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/**
 * A path the API has, called with a method it does not answer: 405 with the methods it does in
 * `Allow` (RFC 9110), not 404, which said the path does not exist (http/methodNotAllowed.ts).
 */
describe.each(DIALECTS)('a method a path does not answer, on %s', (dialect) => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness(dialect);
    const user = await createUser(h.db);
    cookie = await sessionFor(h.app, user.email, user.password);
  });
  afterAll(() => h?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN } });

  it('answers 405 naming the methods the path takes', async () => {
    const posted = await send('POST', '/api/auditor/push');
    expect(posted.statusCode).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
    expect(posted.json()).toEqual({ non_field_errors: [MESSAGES.methodNotAllowed] });

    const put = await send('PUT', '/api/auditor/question/12/answer');
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST');
  });

  it('still answers 404 for a path the API does not have, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const missing = await send(method, '/api/auditor/no_such_thing');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.allow).toBeUndefined();
    }
  });
});
