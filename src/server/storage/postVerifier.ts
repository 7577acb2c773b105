import { checkPolicy, decodePolicy, type SizeRange } from './postPolicy';
import {
  parseCredential,
  SIGV4_ALGORITHM,
  type SigningCredentials,
  signatureMatches,
  signPolicy,
} from './sigv4';

/**
 * Authorises one presigned POST the way S3 does with Signature Version 4, from the form fields
 * that precede the file: the algorithm, a credential of ours for this region and the signing
 * day, the signature of the policy, then the policy itself (see postPolicy.ts). The size range is
 * returned so the caller can enforce it while the file streams in.
 */

export interface AuthorisedUpload {
  key: string;
  size: SizeRange;
  /** what S3 would answer: 200, 201 or (default) 204, from success_action_status */
  successStatus: 200 | 201 | 204;
  /** base64 SHA-256 the file must have, when the (signed) form names one */
  sha256Base64?: string;
}

export type PostVerdict =
  | { ok: true; upload: AuthorisedUpload }
  | { ok: false; code: string; message: string };

/** The fields every presigned POST carries before its file (the OpenAPI document lists them too). */
export const PRESIGNED_POST_FIELDS = [
  'key',
  'policy',
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-signature',
];

const denied = (message: string): PostVerdict => ({ ok: false, code: 'AccessDenied', message });

function successStatusOf(value: string | undefined): AuthorisedUpload['successStatus'] {
  if (value === '200') return 200;
  if (value === '201') return 201;
  return 204;
}

/** `form`: the fields before the file, names in lower case. */
export function verifyPostForm(
  form: ReadonlyMap<string, string>,
  target: { bucket: string; credentials: SigningCredentials; now: Date },
): PostVerdict {
  const missing = PRESIGNED_POST_FIELDS.find((field) => !form.get(field));
  if (missing) return denied(`Bucket POST must contain a field named '${missing}'.`);
  const field = (name: string) => form.get(name) ?? '';

  if (field('x-amz-algorithm') !== SIGV4_ALGORITHM) return denied('Unsupported x-amz-algorithm.');
  const credential = parseCredential(field('x-amz-credential'));
  const { credentials } = target;
  if (!credential || credential.accessKeyId !== credentials.accessKeyId) {
    return { ok: false, code: 'InvalidAccessKeyId', message: 'The access key does not exist.' };
  }
  if (credential.region !== credentials.region) return denied('The credential names another region.');
  if (!/^\d{8}T\d{6}Z$/.test(field('x-amz-date')) || !field('x-amz-date').startsWith(credential.shortDate)) {
    return denied('x-amz-date does not match the credential date.');
  }

  const expected = signPolicy(
    field('policy'),
    credentials.secretAccessKey,
    credential.shortDate,
    credential.region,
  );
  if (!signatureMatches(expected, field('x-amz-signature'))) {
    return {
      ok: false,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }

  const policy = decodePolicy(field('policy'));
  if (!policy) return denied('Invalid Policy: Invalid JSON.');
  const verdict = checkPolicy(policy, form, target.bucket, target.now);
  if (!verdict.ok) return denied(verdict.message);
  return {
    ok: true,
    upload: {
      key: field('key'),
      size: verdict.size,
      successStatus: successStatusOf(form.get('success_action_status')),
      sha256Base64: form.get('x-amz-checksum-sha256'),
    },
  };
}
