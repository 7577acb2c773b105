import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The reverse proxy of docs/deploy.md in miniature, for the benches that load pages as a phone
 * does: TLS and HTTP/2 to the browser, plain HTTP/1.1 to one instance over kept-alive connections.
 * A phone never talks to an instance directly, and over HTTP/1.1 a browser fetches six files
 * of an origin at a time, each a round trip, where HTTP/2 sends them all over one connection.
 *
 * The certificate is made for the run by `openssl` (Debian's); the browser trusts it by its key's
 * hash (`spki`, for Chromium's `--ignore-certificate-errors-spki-list`), so the page is a secure
 * context whose service worker registers, as on the real origin.
 */
export interface TlsFront {
  /** https://127.0.0.1:port */
  origin: string;
  /** base64 SHA-256 of the certificate's public key */
  spki: string;
  stop(): Promise<void>;
}

/** Headers of one hop only (RFC 9113 §8.2.2 forbids them in HTTP/2), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

function forwarded<T extends IncomingHttpHeaders>(headers: T): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

export async function startTlsFront(instancePort: number, port: number): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(keyFile);
  const cert = readFileSync(certFile);
  rmSync(dir, { recursive: true, force: true });
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

  const origin = `https://127.0.0.1:${port}`;
  const upstream = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const authority = request.headers[':authority'] ?? request.headers.host ?? `127.0.0.1:${port}`;
    const toInstance = http.request(
      {
        host: '127.0.0.1',
        port: instancePort,
        method: request.method,
        path: request.url,
        agent: upstream,
        headers: {
          ...forwarded(request.headers),
          host: authority,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(response);
      },
    );
    toInstance.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(toInstance);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    spki,
    stop: () =>
      new Promise<void>((resolve) => {
        upstream.destroy();
        server.close(() => resolve());
      }),
  };
}
