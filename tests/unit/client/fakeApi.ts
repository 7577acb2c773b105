import { vi } from 'vitest';
import { APP_VERSION, VERSION_HEADER } from '../../../src/contract';

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route table: path (e.g. '/api/auditor/user') to a reply, or a function giving one. */
export type FakeRoutes = Record<string, FakeReply | (() => FakeReply)>;

/**
 * Replaces fetch with a fake API server. Node's Request cannot take the relative URLs a page
 * uses, so it is wrapped to resolve them against the jsdom location, as a browser does.
 * Returns the list of requested paths.
 */
export function installFakeApi(routes: FakeRoutes): { requests: string[] } {
  const requests: string[] = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      requests.push(url.pathname);
      const route = routes[url.pathname];
      const reply = typeof route === 'function' ? route() : (route ?? { status: 404, body: {} });
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', [VERSION_HEADER]: APP_VERSION, ...reply.headers },
      });
    }),
  );
  return { requests };
}
