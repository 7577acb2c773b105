// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeProofTiles } from '../../../src/client/features/proofs/proofTiles';
import type { ReportProof } from '../../../src/contract';
import { outboxKeys } from '../../../src/offline/outbox';
import { addPickedProofs, completeProof, markPrepared } from '../../../src/offline/proofRecords';
import { setProofTagOnDevice } from '../../../src/offline/proofTags';
import { fakeClock, newTestDb } from './harness';
import { uploadedProof } from './proofFixtures';

/**
 * Decision 0014: a proof's tag is set on the device first, and reaches the server whatever the
 * file's state.
 */

const uploaded = (id: string, tag: number | null): ReportProof => uploadedProof(id, { proof_tag: tag });

async function picked(db: ReturnType<typeof newTestDb>, id: string, now: number) {
  await addPickedProofs(
    db,
    [
      {
        id,
        auditStoreId: 7,
        sectionId: 3,
        fileName: `${id}.jpg`,
        fileType: 'image/jpeg',
        blob: new Blob(['x']),
        capturedAt: null,
        pickedAt: 'p',
        sequence: 0,
      },
    ],
    now,
  );
}

describe('proof tags on the device', () => {
  it('keeps the tag of a file not yet sent on its record, for its upload start, and queues no call', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    await picked(db, 'a', clock.now());
    expect(await setProofTagOnDevice(db, { id: 'a', auditStoreId: 7 }, 5, clock.now())).toBe(false);
    expect((await db.proofs.get('a'))?.proofTagId).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a tag call for an uploaded proof, and the tile shows the new tag until the call went', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    const server = [uploaded('u', null)];
    expect(
      await setProofTagOnDevice(db, { id: 'u', auditStoreId: 7, uploaded: server[0] }, 5, clock.now()),
    ).toBe(true);
    const [entry] = await db.outbox.toArray();
    expect(entry?.request).toMatchObject({
      path: 'auditor/attachment/u/proof_tag',
      body: { proof_tag_id: 5 },
    });
    const device = await db.proofs.toArray();
    const queued = (id: string) => entry?.key === outboxKeys.proofTag(7, id);
    expect(mergeProofTiles(server, device, { tag: queued, order: false })[0]?.proofTag).toBe(5);
    // once the call went, the server's list is the truth again
    expect(mergeProofTiles(server, device)[0]?.proofTag).toBeNull();
  });

  it('shows the tag set on the device when the server list is missing or older than the upload', async () => {
    // the page's read of the server list failed offline (or the kept copy predates the upload):
    // the tile is built from the device record alone, and must show the tag the auditor just set
    const db = newTestDb();
    const clock = fakeClock();
    const proof = uploaded('w', 10);
    await setProofTagOnDevice(db, { id: 'w', auditStoreId: 7, uploaded: proof }, 11, clock.now());
    await db.proofs.update('w', { attachment: proof });
    const device = await db.proofs.toArray();
    expect(mergeProofTiles(undefined, device)[0]?.proofTag).toBe(11);
    expect(mergeProofTiles([], device)[0]?.proofTag).toBe(11);
    expect(mergeProofTiles([], device)[0]?.state).toBe('uploaded');
  });

  it('sends a tag changed while the file was uploading once its upload completes', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    await picked(db, 'b', clock.now());
    await markPrepared(
      db,
      'b',
      { blob: new Blob(['x']), sha256: 'a'.repeat(64), capturedAt: null },
      clock.now(),
    );
    await db.proofs.update('b', { stage: 'uploading' });
    await setProofTagOnDevice(db, { id: 'b', auditStoreId: 7 }, 9, clock.now());
    // the start had gone without it: the server's proof has no tag
    expect(await completeProof(db, 'b', uploaded('b', null))).toBe(true);
    const [entry] = await db.outbox.where('key').startsWith('proofTag:').toArray();
    expect(entry?.request.body).toEqual({ proof_tag_id: 9 });
    // a start that carried it needs no call
    await picked(db, 'c', clock.now());
    await db.proofs.update('c', { proofTagId: 4 });
    expect(await completeProof(db, 'c', uploaded('c', 4))).toBe(false);
  });
});
