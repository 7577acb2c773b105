import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { keptKey } from '../keys/keptKeys';

/**
 * The key the server signs visit evidence with (decision 0045): the time tokens a device carries
 * offline and, at Submit, the visit record's seal. Ed25519 through node:crypto. From
 * VISIT_SIGNING_KEY (a PKCS#8 PEM) when set; outside production made once and kept in
 * `DATA_DIR/visit-signing-key.json`, so tokens a device holds stay valid across restarts. In
 * production without it nothing is signed: entries carry no trusted time and no visit is sealed.
 */
export interface VisitSigner {
  /** names the key in what it signs: the first 16 hex of the SHA-256 of its public key (DER) */
  kid: string;
  publicKeyPem: string;
  sign(data: Buffer): Buffer;
  verify(data: Buffer, signature: Buffer): boolean;
}

interface KeptPem {
  privateKeyPem: string;
}

function signerOf(privateKey: KeyObject): VisitSigner {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    kid: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (data) => sign(null, data, privateKey),
    verify: (data, signature) => {
      try {
        return verify(null, data, publicKey, signature);
      } catch {
        return false;
      }
    },
  };
}

function keyOf(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('VISIT_SIGNING_KEY is not an Ed25519 private key');
  return key;
}

export async function resolveVisitSigner(
  configured: string | null,
  dataDir: string,
  production: boolean,
): Promise<VisitSigner | null> {
  if (configured) return signerOf(keyOf(configured));
  if (production) return null;
  const kept = await keptKey<KeptPem>(
    dataDir,
    'visit-signing-key.json',
    () => ({
      privateKeyPem: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    }),
    (value) => {
      const { privateKeyPem } = (value ?? {}) as Partial<KeptPem>;
      return typeof privateKeyPem === 'string' ? { privateKeyPem } : undefined;
    },
  );
  return signerOf(keyOf(kept.privateKeyPem));
}
