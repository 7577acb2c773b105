import { createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { firstBrokenEntry, type HashedVisitEntry } from '../../contract/visitChain';
import { untimedEntriesText, visitBundleSchema } from '../../contract/visitRecord';
import { itemKey, recordedItems, visitValues } from '../../contract/visitState';
import { sealText } from '../domain/visitRecord/visitSeal';

/**
 * Checks a visit's verification bundle (decision 0045) without the server: the chain, the seal's
 * head and count, each proof's hash against its last entry, and the seal's signature with the
 * operator's published key (`pinnedKey`) or, failing that, the key the bundle carries, said so.
 */
export interface VisitCheck {
  ok: boolean;
  /** what was checked, one line each; a failed check's line starts with "✗" */
  lines: string[];
}

const canonicalProof = (sha256: string | null) => canonicalize(visitValues.proof(sha256));

/** Whether a time token (`<payload>.<signature>`, visit/timeTokens.ts) verifies with the key. */
function signedBy(token: string, keyPem: string | null): boolean {
  const [encoded, signature, extra] = token.split('.');
  if (!keyPem || !encoded || !signature || extra !== undefined) return false;
  try {
    return verify(null, Buffer.from(encoded), createPublicKey(keyPem), Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

export function verifyVisitBundle(input: unknown, pinnedKey?: string): VisitCheck {
  const parsed = visitBundleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, lines: ['✗ not a visit bundle (auditly-visit-bundle/1)'] };
  const bundle = parsed.data;
  const lines: string[] = [];
  const fail = (line: string) => lines.push(`✗ ${line}`);
  const pass = (line: string) => lines.push(`✓ ${line}`);

  const entries: HashedVisitEntry[] = [...bundle.entries].sort((a, b) => a.seq - b.seq);
  const broken = firstBrokenEntry(entries);
  const head = entries.at(-1)?.hash ?? null;
  if (broken) fail(`the chain breaks at entry ${broken.seq}`);
  else pass(`the chain holds: ${entries.length} entries, head ${head ?? 'none'}`);

  // how much of the visit the server's time bounds (decision 0067): said, not failed
  const keyPem = pinnedKey ?? bundle.public_key;
  const untimed = entries.filter((entry) => !entry.time || !signedBy(entry.time.token, keyPem)).length;
  lines.push(`${untimed === 0 ? '✓' : '·'} ${untimedEntriesText(untimed, entries.length)}`);

  const recorded = recordedItems(entries);
  for (const proof of bundle.proofs) {
    const entry = recorded.get(itemKey('proof', proof.id));
    if (entry && canonicalize(entry.value) === canonicalProof(proof.sha256))
      pass(`proof ${proof.id} is the file entry ${entry.seq} recorded`);
    else fail(`proof ${proof.id} is not the file the record names`);
  }

  const seal = bundle.seal;
  if (!seal) fail('the visit has no seal: it was not submitted with a record');
  else if (seal.state !== 'sealed' || !seal.signature || !seal.kid || !seal.head)
    fail(`the visit is not sealed (${seal.state}): ${seal.reason ?? 'no signature'}`);
  else {
    if (seal.head !== head || seal.entries !== entries.length)
      fail(`the seal covers ${seal.entries} entries ending ${seal.head}, not these`);
    const signed = sealText({
      audit_store_id: bundle.audit_store_id,
      head: seal.head,
      entries: seal.entries,
      sealed_at: seal.sealed_at,
      kid: seal.kid,
    });
    let valid = false;
    try {
      valid =
        keyPem !== null &&
        verify(null, signed, createPublicKey(keyPem), Buffer.from(seal.signature, 'base64url'));
    } catch {
      valid = false;
    }
    const whose = pinnedKey
      ? 'the key given'
      : 'the key in the bundle (compare it with the one the operator publishes)';
    if (valid) pass(`the seal of ${seal.sealed_at} is signed by ${whose}`);
    else fail(`the seal's signature does not verify with ${whose}`);
  }
  return { ok: !lines.some((line) => line.startsWith('✗')), lines };
}
