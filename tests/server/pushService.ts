import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PushPayload, PushSubscriptionJson } from '../../src/contract';

/**
 * A push service on loopback, as a browser's (FCM, Mozilla's) behaves to the server that sends to
 * it, written from the standards and not from the `web-push` library it tests:
 * - it takes a message only with a valid VAPID signature (RFC 8292): an ES256 JWT for this
 *   service's origin, not expired, with a contact, signed by the key the device subscribed with;
 * - it decrypts the body as the device would (aes128gcm, RFC 8188 with RFC 8291's keys) with the
 *   device's private key and authentication secret, and records the payload;
 * - it answers a device's messages with a status a test chose (410 for a device gone, 500...).
 * It serves TLS with a certificate the test made (pushTls.ts), since `web-push` speaks only https.
 */

export interface PushDevice {
  subscription: PushSubscriptionJson;
  /** the device's ECDH private key, to decrypt with */
  privateKey: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  topic: string | undefined;
  ttl: number;
  urgency: string | undefined;
}

export interface PushService {
  origin: string;
  /** an https agent that trusts this service, for `buildApp({ pushAgent })` */
  agent: Agent;
  /** a new device subscribed with the server's VAPID public key */
  newDevice(applicationServerKey: string): PushDevice;
  /** what the next messages to that device are answered with (201 unless set) */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** every refusal this service made, with why: a test expects none unless it caused them */
  refusals: string[];
  onPush(listener: (push: ReceivedPush) => void): void;
  close(): Promise<void>;
}

export interface PushTls {
  key: string;
  cert: string;
}

export function readPushTls(dir: string): PushTls {
  return {
    key: readFileSync(path.join(dir, 'push-key.pem'), 'utf8'),
    cert: readFileSync(path.join(dir, 'push-cert.pem'), 'utf8'),
  };
}

interface DeviceRecord extends PushDevice {
  applicationServerKey: string;
  status: number;
}

export async function startPushService(tls: PushTls, port = 0): Promise<PushService> {
  const devices = new Map<string, DeviceRecord>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  const listeners: Array<(push: ReceivedPush) => void> = [];
  let origin = '';

  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        response.writeHead(status).end(why);
      };
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      if (request.method !== 'POST' || !device) return refuse(404, `no device at ${endpoint}`);
      const vapid = checkVapid(request.headers.authorization, origin, device.applicationServerKey);
      if (vapid) return refuse(403, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm')
        return refuse(400, `content-encoding ${request.headers['content-encoding']}`);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl)) return refuse(400, 'no TTL');
      if (device.status !== 201) return response.writeHead(device.status).end('as the test asked');
      let payload: PushPayload;
      try {
        payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device).toString('utf8')) as PushPayload;
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      const topic = request.headers.topic as string | undefined;
      const urgency = request.headers.urgency as string | undefined;
      const push = { endpoint, payload, topic, ttl, urgency };
      received.push(push);
      for (const listener of listeners) listener(push);
      response.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    agent: new Agent({ ca: tls.cert, keepAlive: false }),
    newDevice(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const endpoint = `${origin}/device/${randomBytes(12).toString('base64url')}`;
      const subscription = {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
      const device = { subscription, privateKey: ecdh.getPrivateKey() };
      devices.set(endpoint, { ...device, applicationServerKey, status: 201 });
      return device;
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`no device at ${endpoint}`);
      device.status = status;
    },
    received,
    refusals,
    onPush: (listener) => listeners.push(listener),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; null when valid, else why not. */
function checkVapid(header: string | undefined, audience: string, subscribedKey: string): string | null {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match) return `no VAPID authorization: ${header}`;
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== subscribedKey) return 'signed with a key the device did not subscribe with';
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return 'not a JWT';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return `JWT alg ${header64.alg}`;
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verifySignature(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'VAPID signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return `JWT aud ${claims.aud}, not ${audience}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return `JWT exp ${claims.exp}`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `JWT sub ${claims.sub}`;
  return null;
}

/** RFC 8188's aes128gcm with RFC 8291's key derivation, for a message of one record. */
function decryptAes128gcm(body: Buffer, device: PushDevice): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const devicePublic = Buffer.from(device.subscription.keys.p256dh, 'base64url');
  const auth = Buffer.from(device.subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with its delimiter');
  return padded.subarray(0, end);
}
