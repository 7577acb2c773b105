// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unsentWorkManifestSchema } from '../../../src/contract';
import { enqueue } from '../../../src/offline/outbox';
import { addPickedProofs, completeProof, markPrepared, refuseProof } from '../../../src/offline/proofRecords';
import { persistTimer } from '../../../src/offline/timerLeader';
import { collectUnsentWork, countUnsentWork } from '../../../src/offline/unsentWork';
import { fakeClock, newTestDb } from './harness';
import { uploadedProof } from './proofFixtures';
import { answerRequest } from './requests';

/** Decision 0016: the export holds everything the server does not have yet, and nothing it has. */

const picked = (id: string, bytes: string) => ({
  id,
  auditStoreId: 7,
  sectionId: 3,
  fileName: `${id}.jpg`,
  fileType: 'image/jpeg',
  blob: new Blob([bytes], { type: 'image/jpeg' }),
  capturedAt: null,
  pickedAt: '2026-11-24T08:00:00.000Z',
  sequence: 0,
  proofTagId: null,
});

describe('the export of unsent work', () => {
  it('lists queued and refused calls, running timers and unsent files with their bytes; not what was sent', async () => {
    const db = newTestDb();
    const clock = fakeClock();
    await enqueue(
      db,
      { key: 'answer:7:1', auditStoreId: 7, request: answerRequest(7, 1, 'Yes') },
      clock.now(),
    );
    const refused = await enqueue(
      db,
      { key: 'answer:7:2', auditStoreId: 7, request: answerRequest(7, 2, 'No') },
      clock.now(),
    );
    await db.outbox.update(refused, {
      state: 'attention',
      lastError: { status: 400, message: 'Closed report.' },
    });
    await persistTimer(db, 7, 754, clock.now());
    await persistTimer(db, 8, 0, clock.now());
    await addPickedProofs(
      db,
      [
        picked('11111111-1111-4111-8111-111111111111', 'waiting'),
        picked('22222222-2222-4222-8222-222222222222', 'sent'),
      ],
      clock.now(),
    );
    await markPrepared(
      db,
      '11111111-1111-4111-8111-111111111111',
      { blob: new Blob(['small'], { type: 'image/jpeg' }), sha256: 'a'.repeat(64), capturedAt: null },
      clock.now(),
    );
    await refuseProof(db, '11111111-1111-4111-8111-111111111111', { status: 400, message: 'Too large.' });
    await completeProof(
      db,
      '22222222-2222-4222-8222-222222222222',
      uploadedProof('22222222-2222-4222-8222-222222222222'),
    );

    // the two answers, and the visit record's start and the waiting proof's hash (decision 0045)
    expect(await countUnsentWork(db)).toEqual({ calls: 4, proofs: 1, timers: 1 });
    const { manifest, files } = await collectUnsentWork(db, 5, new Date('2026-11-24T10:00:00.000Z'));
    // what the server's import reads: the contract's own schema
    expect(unsentWorkManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest.calls.map((call) => [call.path, call.refused])).toEqual([
      ['auditor/question/1/answer', null],
      ['auditor/question/2/answer', 'Closed report.'],
      ['auditor/audit_store/7/visit_entry', null],
      ['auditor/audit_store/7/visit_entry', null],
    ]);
    expect(manifest.timers).toEqual([{ audit_store_id: 7, report_submission_time: '00:12:34' }]);
    expect(manifest.proofs).toMatchObject([
      {
        id: '11111111-1111-4111-8111-111111111111',
        file_size: 5,
        sha256: 'a'.repeat(64),
        refused: 'Too large.',
      },
    ]);
    const [proof] = manifest.proofs;
    expect(await files.get(proof?.file ?? '')?.text()).toBe('small');
    expect(files.size).toBe(1);
  });
});
