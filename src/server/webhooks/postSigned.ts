import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_HEADERS } from '../../contract/brandWebhook';

/**
 * Posts one signed event to a brand's address (decision 0081): the body's HMAC-SHA256 under the
 * brand's secret over `<timestamp>.<body>`, as contract/brandWebhook.ts tells receivers.
 *
 * The address is the brand's to choose, so in production the server posts only to public
 * addresses: a name that resolves to a loopback, private, link-local or other reserved address
 * is refused at connect time (the check is in the socket's own lookup, so a name cannot resolve
 * to a public address when checked and a private one when connected), as is such an address
 * written as a literal. WEBHOOK_ALLOW_PRIVATE=1 lifts it (a brand's receiver in the same network).
 */

export interface SignedPost {
  url: string;
  secret: string;
  deliveryId: number;
  event: string;
  body: string;
  now: Date;
}

export interface PostOptions {
  /** whether private and loopback addresses may be posted to */
  allowPrivate: boolean;
  /** the longest a post is given, connect to answer */
  timeoutMs: number;
}

/** What the address answered: its status; a refusal or a network error throws. */
export interface PostAnswer {
  status: number;
}

export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** An address the public internet routes: what ipaddr.js calls unicast, IPv4-mapped unwrapped. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const NOT_PUBLIC = 'the address is not a public one';

/** dns.lookup, refusing an answer that is not public (every answer, when all are asked for). */
const publicLookup: RequestOptions['lookup'] = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) return callback(new Error(NOT_PUBLIC), '', 4);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

export function postSigned(post: SignedPost, options: PostOptions): Promise<PostAnswer> {
  const url = new URL(post.url);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal))
    return Promise.reject(new Error(NOT_PUBLIC));
  const timestamp = Math.floor(post.now.getTime() / 1000);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        timeout: options.timeoutMs,
        lookup: options.allowPrivate ? undefined : publicLookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(post.body),
          'user-agent': 'Auditly-Webhook/1',
          [WEBHOOK_HEADERS.event]: post.event,
          [WEBHOOK_HEADERS.delivery]: String(post.deliveryId),
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: `sha256=${webhookSignature(post.secret, timestamp, post.body)}`,
        },
      },
      (response) => {
        // the answer's body is the receiver's business: read and dropped, so the socket is freed
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(post.body);
  });
}
