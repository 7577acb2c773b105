// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceId, heldUnsent } from '../../../src/offline/deviceUnsent';
import { enqueue, outboxKeys } from '../../../src/offline/outbox';
import { completeProof } from '../../../src/offline/proofRecords';
import { answerInput, fakeClock, newTestDb } from './harness';
import { addWaitingProofs } from './proofFixtures';

/**
 * What the device tells the server it holds unsent (decision 0072): per report, the auditor's
 * changes (not the visit record's own entries) and the proof files not completed; under an id that
 * lives in the store and goes with it.
 */
describe('what a device holds unsent', () => {
  it("counts a report's changes and names its waiting files, not the visit record's entries or a file that arrived", async () => {
    const db = newTestDb();
    const clock = fakeClock();
    await enqueue(db, answerInput(7, 22, 'Yes'), clock.now());
    await enqueue(db, answerInput(7, 23, 'No'), clock.now());
    await enqueue(db, answerInput(9, 24, 'Yes'), clock.now());
    // the visit record's entry of a typed answer: the record's, not a change to redo
    await enqueue(db, { ...answerInput(7, 25, 'x'), key: outboxKeys.visitEntry(7, 1) }, clock.now());
    await addWaitingProofs(db, ['a', 'b'], clock.now());
    await db.proofs.update('b', { stage: 'uploading' });
    await completeProof(db, 'b', undefined);

    const held = await heldUnsent(db);
    expect(held).toEqual([
      {
        audit_store_id: 7,
        changes: 2,
        proofs: [
          {
            id: 'a',
            section_id: 3,
            file_name: 'a.jpg',
            file_size: expect.any(Number),
            picked_at: new Date(clock.now()).toISOString(),
          },
        ],
      },
      { audit_store_id: 9, changes: 1, proofs: [] },
    ]);
  });

  it('keeps one id for the store, and a wiped store gets a new one', async () => {
    const db = newTestDb();
    const ids = await Promise.all([deviceId(db), deviceId(db), deviceId(db)]);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceId(newTestDb())).not.toBe(ids[0]);
  });
});
