import type { VisitValue } from './visitChain';
import { type ReportItemKind, sameVisitValue } from './visitState';

/**
 * The receipt before leaving the store (decision 0045, "The receipt"): what the server holds of a
 * report, in the visit record's values, for the device to compare with what it holds itself.
 * Each proof says whether the store still has its file; its hash was checked when it arrived.
 * Declared without zod, so the report page reads it without the schemas; the server answers through
 * `visitReceiptSchema` (visitRecord.ts), which must read the same (endpoints/visitRecord.ts).
 */
export interface VisitReceipt {
  /** every answer, comment and the summary the server holds, by item key (visitState.ts) */
  items: Array<{ key: string; value: VisitValue }>;
  proofs: Array<{ id: string; sha256: string | null; stored: boolean }>;
  /** how many entries of the visit record reached the server */
  entries: number;
}

/** A proof as the device holds it: on the server already, or still waiting on the device. */
export interface DeviceProof {
  id: string;
  sha256: string | null;
  uploaded: boolean;
}

export type ReceiptGroup = 'answers' | 'comments' | 'proofs';
export const RECEIPT_GROUP_OF: Record<ReportItemKind, ReceiptGroup> = {
  answer: 'answers',
  answer_comment: 'comments',
  section_comment: 'comments',
  summary: 'comments',
  proof: 'proofs',
};

/**
 * missing: the server holds nothing of it; different: it holds another value; not_stored: the
 * store lost the file; waiting: still on the device, to be sent
 */
export type ReceiptProblemKind = 'missing' | 'different' | 'not_stored' | 'waiting';
export interface ReceiptProblem {
  kind: ReportItemKind;
  /** the question, section or proof id; null for the summary */
  ref: string | null;
  problem: ReceiptProblemKind;
}

export interface ReceiptComparison {
  /** what this phone holds, and how much of it the server holds too */
  counts: Record<ReceiptGroup, { received: number; of: number }>;
  /** what the report holds in all, from this phone and any other */
  held: Record<ReceiptGroup, number>;
  problems: ReceiptProblem[];
}

const refOf = (key: string) => key.slice(key.indexOf(':') + 1) || null;
const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as ReportItemKind;

/** What the device holds against what the server holds: counts per group, and each item short. */
export function compareReceipt(
  device: { items: ReadonlyMap<string, VisitValue>; proofs: readonly DeviceProof[] },
  server: VisitReceipt,
): ReceiptComparison {
  const counts: ReceiptComparison['counts'] = {
    answers: { received: 0, of: 0 },
    comments: { received: 0, of: 0 },
    proofs: { received: 0, of: 0 },
  };
  const problems: ReceiptProblem[] = [];
  const held = new Map(server.items.map((item) => [item.key, item.value]));
  for (const [key, value] of device.items) {
    const kind = kindOf(key);
    const group = counts[RECEIPT_GROUP_OF[kind]];
    group.of += 1;
    const there = held.get(key);
    if (there !== undefined && sameVisitValue(there, value)) group.received += 1;
    else problems.push({ kind, ref: refOf(key), problem: there === undefined ? 'missing' : 'different' });
  }
  const inAll: ReceiptComparison['held'] = { answers: 0, comments: 0, proofs: server.proofs.length };
  for (const item of server.items) inAll[RECEIPT_GROUP_OF[kindOf(item.key)]] += 1;
  const onServer = new Map(server.proofs.map((proof) => [proof.id, proof]));
  for (const proof of device.proofs) {
    counts.proofs.of += 1;
    const there = onServer.get(proof.id);
    const problem: ReceiptProblemKind | null = !proof.uploaded
      ? 'waiting'
      : !there
        ? 'missing'
        : proof.sha256 !== null && there.sha256 !== proof.sha256
          ? 'different'
          : there.stored
            ? null
            : 'not_stored';
    if (problem === null) counts.proofs.received += 1;
    else problems.push({ kind: 'proof', ref: proof.id, problem });
  }
  return { counts, held: inAll, problems };
}
