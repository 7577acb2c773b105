import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';
import { firstBrokenEntry, type HashedVisitEntry, type VisitValue } from '../../../contract/visitChain';
import { type SealedVisit, VISIT_SEAL_MESSAGES, type VisitSealState } from '../../../contract/visitSeal';
import {
  isEmptyValue,
  itemKey,
  itemLabel,
  recordedItems,
  sameVisitValue,
  visitValues,
} from '../../../contract/visitState';
import type { Db } from '../../db/database';
import type { VisitEntriesTable } from '../../db/schema';
import { saveVisitSeal, storedReportItems, visitEntriesOf } from '../../repositories/visitEntries';
import type { VisitSigner } from '../../visit/visitSigner';

/**
 * Submit's judgement of a visit's record (decision 0045, "The seal"): the chain recomputed from
 * the entries the server holds, its head against the one the device sent, and each item's last
 * entry against what the report holds. Sealed, with the server's signature, when all agree; else
 * broken at the first entry (or item) that does not. Evidence, not a gate: Submit goes on either
 * way, in the same transaction, so the judgement is of exactly what was submitted.
 */

interface Judgement {
  state: VisitSealState;
  broken_seq: number | null;
  reason: string | null;
  /**
   * The items the report holds that the record does not cover, each with its value's SHA-256
   * (decision 0068): not a contradiction, kept so a later change to one is.
   */
  unrecorded: Record<string, string>;
}

/** An entry as its device hashed it, from its row. */
export function entryOfRow(row: VisitEntriesTable): HashedVisitEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    ref: row.ref,
    value: JSON.parse(row.value) as VisitValue,
    device_at: row.device_at,
    time: row.token === null ? null : { token: row.token, elapsed_ms: row.elapsed_ms },
    prev: row.prev_hash,
    hash: row.hash,
  };
}

type StoredItems = Awaited<ReturnType<typeof storedReportItems>>;

/**
 * A stored answer's options. Every write stores a JSON list of texts; anything else (a row from
 * before, a hand edit) is read as its text rather than thrown: the seal judges a Submit, it must
 * never be what stops one.
 */
function storedOptions(answerText: string): string[] {
  try {
    const parsed: unknown = JSON.parse(answerText);
    if (Array.isArray(parsed) && parsed.every((option) => typeof option === 'string')) return parsed;
  } catch {
    // not JSON: its text below
  }
  return [answerText];
}

/** What the report holds, item by item, in the values the device records (contract/visitState.ts). */
export function heldItems(stored: StoredItems): Map<string, VisitValue> {
  const held = new Map<string, VisitValue>();
  for (const answer of stored.answers) {
    const id = String(answer.question_id);
    held.set(
      itemKey('answer', id),
      visitValues.answer(storedOptions(answer.answer_text), answer.not_applicable === 1),
    );
    held.set(itemKey('answer_comment', id), visitValues.text(answer.answer_comment));
  }
  for (const section of stored.sections)
    held.set(
      itemKey('section_comment', String(section.section_id)),
      visitValues.text(section.auditor_comment),
    );
  held.set(itemKey('summary', null), visitValues.text(stored.summary));
  for (const proof of stored.proofs) held.set(itemKey('proof', proof.id), visitValues.proof(proof.sha256));
  for (const [key, value] of held) if (isEmptyValue(value)) held.delete(key);
  return held;
}

export function judgeRecord(
  entries: readonly HashedVisitEntry[],
  head: string | null,
  stored: StoredItems,
): Judgement {
  const recorded = recordedItems(entries);
  const held = heldItems(stored);
  const unrecorded = unrecordedItems(recorded, held);
  const verdict = (state: VisitSealState, brokenSeq: number | null, reason: string | null): Judgement => ({
    state,
    broken_seq: brokenSeq,
    reason,
    unrecorded,
  });
  const last = entries.at(-1);
  if (!last) return verdict('unrecorded', null, VISIT_SEAL_MESSAGES.unrecorded);
  const broken = firstBrokenEntry(entries);
  if (broken) return verdict('broken', broken.seq, VISIT_SEAL_MESSAGES.brokenLink(broken.seq));
  if (head === null) return verdict('broken', null, VISIT_SEAL_MESSAGES.noHead);
  if (head !== last.hash) return verdict('broken', null, VISIT_SEAL_MESSAGES.missingAfter(last.seq));

  const changed = [...recorded.entries()]
    .filter(([key, entry]) => !sameVisitValue(isEmptyValue(entry.value) ? null : entry.value, held.get(key)))
    .map(([, entry]) => entry.seq)
    .sort((a, b) => a - b)[0];
  if (changed !== undefined) return verdict('broken', changed, VISIT_SEAL_MESSAGES.changed(changed));
  // an item the device never recorded is named as coverage, not as a contradiction (decision 0068)
  return verdict('sealed', null, null);
}

/** What the report holds that the record does not cover, each item's value as its SHA-256. */
function unrecordedItems(
  recorded: ReadonlyMap<string, unknown>,
  held: ReadonlyMap<string, VisitValue>,
): Record<string, string> {
  const unrecorded: Record<string, string> = {};
  for (const [key, value] of held)
    if (!recorded.has(key)) unrecorded[key] = bytesToHex(sha256(utf8ToBytes(canonicalize(value) ?? '')));
  return unrecorded;
}

/**
 * The first item the record does not cover that changed since it was kept at Submit (added,
 * changed or removed on the server), as its label; null when none did or nothing was kept.
 */
export function unrecordedChange(kept: string | null, now: Record<string, string>): string | null {
  if (kept === null) return null;
  const before = JSON.parse(kept) as Record<string, string>;
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  const changed = [...keys].sort().find((key) => before[key] !== now[key]);
  return changed === undefined ? null : itemLabel(changed);
}

/** The seal's signed text: its fields in canonical JSON. */
export const sealText = (sealed: SealedVisit) => Buffer.from(canonicalize(sealed) ?? '');

export async function sealVisit(
  trx: Db,
  signer: VisitSigner | null,
  auditStoreId: number,
  head: string | null,
  now: Date,
): Promise<void> {
  const entries = (await visitEntriesOf(trx, auditStoreId)).map(entryOfRow);
  const judged = judgeRecord(entries, head, await storedReportItems(trx, auditStoreId));
  const judgedAt = now.toISOString();
  const signed =
    judged.state === 'sealed' && signer && head
      ? signer.sign(
          sealText({
            audit_store_id: auditStoreId,
            head,
            entries: entries.length,
            sealed_at: judgedAt,
            kid: signer.kid,
          }),
        )
      : null;
  const { unrecorded, ...verdict } = judged;
  await saveVisitSeal(trx, {
    audit_store_id: auditStoreId,
    ...verdict,
    unrecorded: JSON.stringify(unrecorded),
    state: judged.state === 'sealed' && !signed ? 'unsigned' : judged.state,
    head,
    entries: entries.length,
    kid: signed ? (signer?.kid ?? null) : null,
    signature: signed ? signed.toString('base64url') : null,
    judged_at: judgedAt,
  });
}
