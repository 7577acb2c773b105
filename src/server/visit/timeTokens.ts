import type { VisitSigner } from './visitSigner';

/**
 * Time tokens (decision 0045): the server's signed word of what time it was, which a device takes
 * offline. `<payload>.<signature>`, both base64url, the payload `{"kid":…,"t":ISO}` and the
 * signature Ed25519 over the payload's text, as a JWS's is. A token is read back only if this
 * server's key signed it; anything else is no token.
 */

interface TokenPayload {
  kid: string;
  t: string;
}

export function issueTimeToken(signer: VisitSigner, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ kid: signer.kid, t: now.toISOString() } satisfies TokenPayload),
  );
  const encoded = payload.toString('base64url');
  return `${encoded}.${signer.sign(Buffer.from(encoded)).toString('base64url')}`;
}

/** When the token says it was issued, if this server's key signed it. */
export function timeOfToken(signer: VisitSigner, token: string): Date | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  if (!signer.verify(Buffer.from(encoded), Buffer.from(signature, 'base64url'))) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    const at = typeof payload.t === 'string' ? new Date(payload.t) : null;
    return payload.kid === signer.kid && at && !Number.isNaN(at.getTime()) ? at : null;
  } catch {
    return null;
  }
}
