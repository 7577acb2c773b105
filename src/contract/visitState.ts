import canonicalize from 'canonicalize';
import type { HashedVisitEntry, VisitEntryKind, VisitValue } from './visitChain';

/**
 * What a visit record says the report holds (decision 0045, "The seal"): the device writes each
 * entry's value with these, and the server compares the last entry of each item with what it
 * stores, the same way. Zod-free, as visitChain.ts.
 */

/** The kinds that record a piece of the report, each item named by its kind and ref. */
export const REPORT_ITEM_KINDS = [
  'answer',
  'answer_comment',
  'section_comment',
  'summary',
  'proof',
] as const satisfies readonly VisitEntryKind[];
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

export const visitValues = {
  /** a question's chosen options (PLAIN: its one text) and Not Applicable */
  answer: (answer: readonly string[], notApplicable: boolean): VisitValue => ({
    answer: [...answer],
    not_applicable: notApplicable,
  }),
  /** an answer's comment, a section's comment or the summary */
  text: (text: string): VisitValue => text,
  /** a proof file by its hash; null once the auditor removed it */
  proof: (sha256: string | null): VisitValue => (sha256 === null ? null : { sha256 }),
};

/** An item's key: its kind and what it is about. */
export const itemKey = (kind: ReportItemKind, ref: string | null) => `${kind}:${ref ?? ''}`;

const ITEM_LABELS: Record<ReportItemKind, (ref: string) => string> = {
  answer: (ref) => `the answer to question ${ref}`,
  answer_comment: (ref) => `the comment on question ${ref}`,
  section_comment: (ref) => `the comment on section ${ref}`,
  summary: () => 'the summary',
  proof: (ref) => `proof ${ref}`,
};

/** An item as a reviewer reads it, from its key. */
export function itemLabel(key: string): string {
  const [kind, ref = ''] = key.split(/:(.*)/s);
  return (ITEM_LABELS as Record<string, (ref: string) => string>)[kind ?? '']?.(ref) ?? key;
}

const isReportItem = (kind: VisitEntryKind): kind is ReportItemKind =>
  (REPORT_ITEM_KINDS as readonly string[]).includes(kind);

/** Each item's last recorded value, with the entry that recorded it. */
export function recordedItems(entries: readonly HashedVisitEntry[]): Map<string, HashedVisitEntry> {
  const items = new Map<string, HashedVisitEntry>();
  for (const entry of entries) if (isReportItem(entry.kind)) items.set(itemKey(entry.kind, entry.ref), entry);
  return items;
}

/** A value with nothing in it: no answer, an empty text, a removed proof. */
export function isEmptyValue(value: VisitValue): boolean {
  if (value === null || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value) && 'answer' in value)
    return Array.isArray(value.answer) && value.answer.length === 0 && value.not_applicable === false;
  return false;
}

/** Two values alike in the record's canonical form (RFC 8785): key order and number spelling aside. */
export const sameVisitValue = (a: VisitValue | undefined, b: VisitValue | undefined) =>
  canonicalize(a ?? null) === canonicalize(b ?? null);
