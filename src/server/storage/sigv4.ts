import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The parts of AWS Signature Version 4 that a presigned POST uses: the signing key derived from
 * the secret, the date and the region, and the HMAC of the base64 policy under that key. Both the
 * local store's presigner and its verifier use these, so they cannot drift apart; the S3 adapter
 * signs with the AWS SDK instead, and a test proves the verifier accepts the SDK's policies.
 */

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
const TERMINATOR = 'aws4_request';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** `20250131T093000Z`: the x-amz-date format. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function credentialValue(accessKeyId: string, shortDate: string, region: string): string {
  return `${accessKeyId}/${shortDate}/${region}/${SERVICE}/${TERMINATOR}`;
}

export interface ParsedCredential {
  accessKeyId: string;
  /** YYYYMMDD */
  shortDate: string;
  region: string;
}

/** Reads `<access key>/<YYYYMMDD>/<region>/s3/aws4_request`; null for anything else. */
export function parseCredential(value: string): ParsedCredential | null {
  const parts = value.split('/');
  if (parts.length !== 5) return null;
  const [accessKeyId, shortDate, region, service, terminator] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!accessKeyId || !/^\d{8}$/.test(shortDate) || !region) return null;
  if (service !== SERVICE || terminator !== TERMINATOR) return null;
  return { accessKeyId, shortDate, region };
}

function signingKey(secretAccessKey: string, shortDate: string, region: string): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, shortDate);
  return hmac(hmac(hmac(dateKey, region), SERVICE), TERMINATOR);
}

/** The x-amz-signature of a base64 policy: lowercase hex. */
export function signPolicy(
  base64Policy: string,
  secretAccessKey: string,
  shortDate: string,
  region: string,
): string {
  return hmac(signingKey(secretAccessKey, shortDate, region), base64Policy).toString('hex');
}

/** Compares in constant time, so response timing does not reveal how much of a guess was right. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}
