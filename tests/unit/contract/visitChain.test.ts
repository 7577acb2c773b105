import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  firstBrokenEntry,
  type HashedVisitEntry,
  VISIT_CHAIN_START,
  type VisitEntry,
  visitEntryHash,
} from '../../../src/contract/visitChain';

/**
 * The visit record's chain (decision 0045): one hash function for the device, the server and the
 * verifying command, and the first entry that breaks the chain named.
 */

function chain(values: string[]): HashedVisitEntry[] {
  let prev = VISIT_CHAIN_START;
  return values.map((value, index) => {
    const entry: VisitEntry = {
      seq: index + 1,
      kind: 'answer',
      ref: String(10 + index),
      value: [value],
      device_at: '2026-11-28T10:00:00.000Z',
      time: null,
      prev,
    };
    const hash = visitEntryHash(entry);
    prev = hash;
    return { ...entry, hash };
  });
}

describe('the visit chain', () => {
  it('hashes the canonical JSON of an entry (RFC 8785: keys sorted, no spaces), whatever its key order', () => {
    const entry: VisitEntry = {
      prev: VISIT_CHAIN_START,
      value: { lng: 72.8352, lat: 19.0615, accuracy_m: 12.5 },
      time: { token: 't', elapsed_ms: 1500 },
      seq: 3,
      ref: null,
      kind: 'position',
      device_at: '2026-11-28T10:00:00.000Z',
    };
    // the same text written by hand, hashed by Node's own SHA-256: another implementation
    const canonical = `{"device_at":"2026-11-28T10:00:00.000Z","kind":"position","prev":"${VISIT_CHAIN_START}","ref":null,"seq":3,"time":{"elapsed_ms":1500,"token":"t"},"value":{"accuracy_m":12.5,"lat":19.0615,"lng":72.8352}}`;
    expect(visitEntryHash(entry)).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('holds for a chain as recorded', () => {
    expect(firstBrokenEntry(chain(['Yes', 'No', 'Yes']))).toBeUndefined();
  });

  it('names the entry whose content changed after it was hashed', () => {
    const entries = chain(['Yes', 'No', 'Yes']);
    const second = entries[1] as HashedVisitEntry;
    entries[1] = { ...second, value: ['Yes'] };
    expect(firstBrokenEntry(entries)?.seq).toBe(2);
  });

  it('names the entry after a gap, and one re-hashed on its own without its successor', () => {
    const entries = chain(['Yes', 'No', 'Yes']);
    expect(firstBrokenEntry([entries[0], entries[2]] as HashedVisitEntry[])?.seq).toBe(3);
    const second = entries[1] as HashedVisitEntry;
    const { hash: _old, ...recorded } = { ...second, value: ['Yes'] };
    entries[1] = { ...recorded, hash: visitEntryHash(recorded) };
    // the second now hashes true, but the third still names the second's old hash
    expect(firstBrokenEntry(entries)?.seq).toBe(3);
  });
});
