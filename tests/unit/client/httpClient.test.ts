import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, isHttpError, isSessionExpiredError } from '../../../src/client/api/http';
import { installFakeApi } from './fakeApi';

/**
 * What the app's one HTTP client (client/api/http.ts, decision 0051) sends, and what a refusal
 * throws for the form that shows it. Its 403 and version handling: http.test.ts.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentRequest = (): Request => vi.mocked(fetch).mock.calls[0]?.[0] as Request;

describe('the HTTP client', () => {
  it('sends under /api/ with the query, the JSON body, the session cookie and a time limit', async () => {
    installFakeApi({ '/api/auditor/thing': { body: { ok: true } } });
    const response = await http('auditor/thing', {
      method: 'POST',
      searchParams: { page: 2, q: 'a b', all: true },
      json: { name: 'x' },
    });
    expect(await response.json()).toEqual({ ok: true });
    const request = sentRequest();
    const url = new URL(request.url);
    expect(`${url.pathname}${url.search}`).toBe('/api/auditor/thing?page=2&q=a+b&all=true');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"name":"x"}');
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws a refusal with the body the server answered, for the form to show', async () => {
    installFakeApi({ '/api/auditor/thing': { status: 400, body: { email: ['Enter a valid e-mail.'] } } });
    const failure = await http('auditor/thing', { method: 'POST', json: {} }).catch(
      (error: unknown) => error,
    );
    expect(isHttpError(failure)).toBe(true);
    if (!isHttpError(failure)) return;
    expect(failure.response.status).toBe(400);
    expect(failure.data).toEqual({ email: ['Enter a valid e-mail.'] });
    expect(isSessionExpiredError(failure)).toBe(false);
  });

  it('answers every status to a caller that decides what each means', async () => {
    installFakeApi({ '/api/auditor/thing': { status: 409, body: { non_field_errors: ['Changed.'] } } });
    const response = await http('auditor/thing', { method: 'POST', throwHttpErrors: false });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ non_field_errors: ['Changed.'] });
  });

  it('rejects with no answer as fetch does, not as a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await http('auditor/thing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(isHttpError(failure)).toBe(false);
  });
});
