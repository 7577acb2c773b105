import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, ORIGIN, startHarness } from './harness';
import { DIALECTS } from './testDb';

const MARKUP = '<img src=x onerror=alert(1)>';

describe.each(DIALECTS)('the sign-up page on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  const signUpJson = (body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it.each([
    ['a list', [MARKUP]],
    ['a list of objects shaped like markup', [{ html: MARKUP }]],
    ['an object shaped like markup', { html: MARKUP }],
    ['a number', 12],
  ])('never shows a JSON body’s %s back as markup', async (_kind, value) => {
    const response = await signUpJson({
      email: value,
      password: 'short',
      first_name: value,
      last_name: value,
      referral_code: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(MARKUP);
    expect(response.body).not.toContain('[object Object]');
  });

  it('shows a typed string back escaped, as text', async () => {
    const response = await signUpJson({
      email: 'x',
      password: 'short',
      first_name: MARKUP,
      last_name: 'Rao',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(MARKUP);
    expect(response.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });
});
