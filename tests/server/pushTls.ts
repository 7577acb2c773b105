import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';
import type { PushTls } from './pushService';

/**
 * A certificate for the loopback push service (pushService.ts): 127.0.0.1's, its own authority.
 * An in-process server trusts it through `buildApp({ pushAgent })`; a server process through
 * Node's NODE_EXTRA_CA_CERTS, pointed at the file `writePushTls` leaves.
 */
export async function makePushTls(): Promise<PushTls> {
  const made = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 7 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { key: made.private, cert: made.cert };
}

/** Writes push-key.pem and push-cert.pem into `dir` (readPushTls reads them back). */
export async function writePushTls(dir: string): Promise<PushTls> {
  const tls = await makePushTls();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'push-key.pem'), tls.key, { mode: 0o600 });
  writeFileSync(path.join(dir, 'push-cert.pem'), tls.cert);
  return tls;
}
