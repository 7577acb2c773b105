import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWER_VIEW_TOKEN_TTL_SECONDS } from '../../contract';

/**
 * The newer view's token (decision 0021): `<payload>.<signature>`, both base64url. The payload
 * names the user and when the token expires; the signature is an HMAC-SHA256 of the payload with
 * the secret the newer view shares. The original made it in the browser with a fixed key, so anyone
 * could make one for anybody; this one only the server can make, and it expires in two minutes.
 */
interface Payload {
  uid: number;
  exp: number;
  aud: 'newer-view';
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function issueNewerViewToken(userId: number, secret: string, now = Date.now()): string {
  const payload: Payload = {
    uid: userId,
    exp: Math.floor(now / 1000) + NEWER_VIEW_TOKEN_TTL_SECONDS,
    aud: 'newer-view',
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded, secret)}`;
}

/** What the newer view does with a token: the user it names, or null when forged or expired. */
export function verifyNewerViewToken(
  token: string,
  secret: string,
  now = Date.now(),
): { userId: number } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
    if (payload.aud !== 'newer-view' || typeof payload.uid !== 'number' || typeof payload.exp !== 'number')
      return null;
    return payload.exp * 1000 > now ? { userId: payload.uid } : null;
  } catch {
    return null;
  }
}
