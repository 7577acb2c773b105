/**
 * The seal Submit puts on a visit's record (decision 0045), as the server keeps it and a reviewer
 * or the brand reads it. Zod-free, as visitChain.ts: the verifying command reads it too.
 */

/**
 * sealed: signed; broken: an entry or item does not match; unrecorded: no record reached the
 * server; unsigned: the record holds, but the server has no key to seal it with
 */
export const VISIT_SEAL_STATES = ['sealed', 'broken', 'unrecorded', 'unsigned'] as const;
export type VisitSealState = (typeof VISIT_SEAL_STATES)[number];

/** What the server signs: the report, the chain's head, how many entries, when, with which key. */
export interface SealedVisit {
  audit_store_id: number;
  head: string;
  entries: number;
  sealed_at: string;
  kid: string;
}

export const VISIT_SEAL_MESSAGES = {
  unrecorded: 'No visit record: the app that submitted this report kept none.',
  brokenLink: (seq: number) => `Entry ${seq} does not follow the entry before it.`,
  noHead: 'The report was submitted without the end of its record, so what came last cannot be checked.',
  missingAfter: (seq: number) => `The device recorded more than the ${seq} entries that reached the server.`,
  changed: (seq: number) => `Entry ${seq} records something other than what the server holds.`,
  unrecordedItem: (item: string) => `The server holds ${item}, which the device never recorded.`,
  /** an item the record does not cover, added, changed or removed on the server after Submit */
  unrecordedChanged: (item: string) =>
    `${item.charAt(0).toUpperCase()}${item.slice(1)} is not what the report held at Submit.`,
  /** a sealed record read again: what the report holds now no longer matches it */
  changedSince: (reason: string) => `Changed since it was sealed: ${reason}`,
} as const;

/** A report submitted before Submit judged visits has no seal at all. */
export const VISIT_NOT_JUDGED = 'Submitted before visits were recorded: there is no record to show.';

/**
 * How much of the report the record covers (decision 0068): the items the phone recorded during the
 * visit, of all the report holds. The rest was given where the record does not reach (before
 * recording began, on another device, by an earlier version of the app): not a contradiction, but
 * not evidence either, and said so.
 */
export function coverageText(answers: { recorded: number; held: number }): string {
  const of = `${answers.recorded} of ${answers.held} answer${answers.held === 1 ? '' : 's'}`;
  if (answers.recorded === answers.held) return `${of} recorded on the phone during the visit.`;
  const rest = answers.held - answers.recorded;
  return `${of} recorded on the phone during the visit; the other ${rest} ${rest === 1 ? 'was' : 'were'} given where the record does not reach (before recording began, or on another device).`;
}

/** A sealed record that does not cover every item: sealed as far as it goes. */
export const VISIT_SEALED_IN_PART = 'Sealed: every item the phone recorded is what the report holds.';

/** Each state as a reviewer reads it. */
export const VISIT_SEAL_LABELS: Record<VisitSealState, string> = {
  sealed: 'Sealed: the answers and proofs are the ones recorded during the visit.',
  broken: 'Broken',
  unrecorded: VISIT_SEAL_MESSAGES.unrecorded,
  unsigned: 'Not sealed: the record holds, but this server has no key to seal it.',
};
