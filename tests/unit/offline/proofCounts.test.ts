// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proofSummary, unsentProofCount, waitingProofCount } from '../../../src/offline/proofRecords';
import { newTestDb } from './harness';
import { proofRecord } from './proofFixtures';

/**
 * The counts the report's save status, Submit, the logout check and Background Sync read
 * (docs/rules.md#offline rule 6), read by stage through the index: a report keeps its completed
 * proofs, and those must never count as unsent.
 */
const proof = proofRecord;

describe('unsent proof counts', () => {
  it('count each stage once, per report, and never a completed proof', async () => {
    const db = newTestDb();
    await db.proofs.bulkPut([
      proof('a', 7, 'preparing'),
      proof('b', 7, 'queued'),
      proof('c', 7, 'uploading'),
      proof('d', 7, 'attention'),
      proof('e', 7, 'completed'),
      proof('f', 7, 'completed'),
      proof('g', 8, 'queued'),
      proof('h', 8, 'attention'),
      proof('i', 8, 'completed'),
    ]);
    expect(await proofSummary(db, 7)).toEqual({ waiting: 3, refused: 1 });
    expect(await proofSummary(db, 8)).toEqual({ waiting: 1, refused: 1 });
    expect(await proofSummary(db, 9)).toEqual({ waiting: 0, refused: 0 });
    expect(await unsentProofCount(db, 7)).toBe(4);
    expect(await unsentProofCount(db)).toBe(6);
    // refused files wait for the auditor, not for a connection
    expect(await waitingProofCount(db)).toBe(4);
  });
});
