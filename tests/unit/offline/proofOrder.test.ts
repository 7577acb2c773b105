// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeProofTiles } from '../../../src/client/features/proofs/proofTiles';
import type { ReportProof } from '../../../src/contract';
import { outboxKeys } from '../../../src/offline/outbox';
import { arrangeOnDevice } from '../../../src/offline/proofOrder';
import { addPickedProofs } from '../../../src/offline/proofRecords';
import { fakeClock, newTestDb } from './harness';
import { uploadedProof } from './proofFixtures';

/**
 * Decision 0014: the order of a section's proofs, set on the device first, sent as one whole order.
 */

const uploaded = (id: string, sequence: number): ReportProof => uploadedProof(id, { sequence });
const target = { auditStoreId: 7, sectionId: 3 };

describe('the order of a section’s proofs', () => {
  it('keeps the order of files not yet sent on their records, with no call', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    await addPickedProofs(
      db,
      ['a', 'b'].map((id, sequence) => ({
        id,
        ...target,
        fileName: id,
        fileType: 'image/png',
        blob: new Blob(['x']),
        capturedAt: null,
        pickedAt: 'p',
        sequence,
      })),
      clock.now(),
    );
    expect(await arrangeOnDevice(db, target, [{ id: 'b' }, { id: 'a' }], clock.now())).toBe(false);
    expect((await db.proofs.toArray()).map((p) => [p.id, p.sequence])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues one whole order for the uploaded proofs, a newer one replacing it, and shows it meanwhile', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const server = [uploaded('u1', 1), uploaded('u2', 2), uploaded('u3', 3)];
    const order = (ids: string[]) => ids.map((id) => ({ id, uploaded: server.find((p) => p.id === id) }));
    expect(await arrangeOnDevice(db, target, order(['u3', 'u1', 'u2']), clock.now())).toBe(true);
    expect(await arrangeOnDevice(db, target, order(['u3', 'u2', 'u1']), clock.now())).toBe(true);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.key).toBe(outboxKeys.arrange(7, 3));
    expect(entries[0]?.request).toMatchObject({
      path: 'auditor/attachment/u3/arrange_attachment',
      body: { attachment_ids: ['u3', 'u2', 'u1'] },
    });
    const device = await db.proofs.toArray();
    expect(mergeProofTiles(server, device, { tag: () => false, order: true }).map((t) => t.id)).toEqual([
      'u3',
      'u2',
      'u1',
    ]);
    expect(mergeProofTiles(server, device).map((t) => t.id)).toEqual(['u1', 'u2', 'u3']);
  });
});
