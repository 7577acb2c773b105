import { createHash, randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequest,
  PAYMENT_CALLS,
  REPORT_CALLS,
  UNSENT_WORK_FORMAT,
  UNSENT_WORK_MANIFEST,
  UNSENT_WORK_VERSION,
  type UnsentProof,
  type UnsentWorkManifest,
  unsentWorkFilePath,
} from '../../src/contract';
import { ImportFileError, importUnsentWork } from '../../src/server/tools/importUnsentWork';
import { createUser, type Harness, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';
import { createPayment } from './world';

/**
 * Export of unsent work (decision 0016): a file saved on a phone is imported into the auditor's
 * reports through the API's own routes, so it meets the same rules as a replay, and a second import
 * changes nothing.
 */

const photoBytes = (seed: number) => {
  const bytes = new Uint8Array(2500).map((_, index) => (index * 7 + seed) % 251);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  return bytes;
};
const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DIALECTS)('importing unsent work on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let world: Awaited<ReturnType<typeof createReportWorld>>;
  let foreignStoreId: number;

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    owner = await createUser(h.db);
    world = await createReportWorld(h.db, owner.id);
    const stranger = await createUser(h.db);
    foreignStoreId = (await createReportWorld(h.db, stranger.id)).storeId;
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  function proofOf(bytes: Uint8Array, more: Partial<UnsentProof> = {}): UnsentProof {
    const id = randomUUID();
    return {
      id,
      audit_store_id: world.storeId,
      section_id: world.sections.entry,
      file_name: `front-${id.slice(0, 4)}.jpg`,
      file_type: 'image/jpeg',
      file_size: bytes.length,
      original_size: bytes.length * 3,
      sha256: hex(bytes),
      captured_at: '2026-11-20T09:15:00.000Z',
      picked_at: '2026-11-20T09:16:30.000Z',
      sequence: 0,
      proof_tag_id: world.tagId,
      file: unsentWorkFilePath(id),
      refused: null,
      ...more,
    };
  }

  function exportFile(manifest: Partial<UnsentWorkManifest>, files: Record<string, Uint8Array>) {
    const full: UnsentWorkManifest = {
      format: UNSENT_WORK_FORMAT,
      version: UNSENT_WORK_VERSION,
      exported_at: '2026-11-24T10:00:00.000Z',
      user_id: owner.id,
      calls: [],
      timers: [],
      proofs: [],
      ...manifest,
    };
    return zipSync({ [UNSENT_WORK_MANIFEST]: strToU8(JSON.stringify(full)), ...files });
  }

  const callOf = (
    request: { method: 'POST'; path: string; body: unknown },
    key: string,
    storeId = world.storeId,
  ) => ({
    key,
    audit_store_id: storeId,
    method: request.method,
    path: request.path,
    body: request.body,
    changed_at: '2026-11-24T09:00:00.000Z',
    refused: null,
  });

  it('applies the answers, texts, timer and proof files of the file, and a second import changes nothing', async () => {
    const bytes = photoBytes(1);
    const proof = proofOf(bytes);
    const answer = buildRequest(
      REPORT_CALLS.answer,
      { id: world.questions.staffName },
      { audit_store: world.storeId, answer_text: ['Meera at the till'], status: true, not_applicable: false },
    );
    const comment = buildRequest(
      REPORT_CALLS.sectionComment,
      { id: world.sections.entry },
      { audit_store: world.storeId, auditor_comment: 'Clean entrance, greeted within a minute.' },
    );
    const file = exportFile(
      {
        calls: [callOf(answer, 'answer'), callOf(comment, 'sectionComment')],
        timers: [{ audit_store_id: world.storeId, report_submission_time: '00:42:07' }],
        proofs: [proof],
      },
      { [proof.file]: bytes },
    );

    const first = await importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email.toUpperCase() });
    expect(first.map((outcome) => outcome.detail ?? outcome.result)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    const second = await importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email });
    expect(second.map((outcome) => outcome.result)).toEqual([
      'applied',
      'applied',
      'applied',
      'already on the server',
    ]);

    const stored = await h.db
      .selectFrom('attachments')
      .selectAll()
      .where('audit_store_id', '=', world.storeId)
      .where('state', '=', 'COMPLETED')
      .execute();
    expect(stored.map((row) => [row.id, row.sha256, row.proof_tag_id, row.original_size])).toEqual([
      [proof.id, proof.sha256, world.tagId, bytes.length * 3],
    ]);
    const answerRow = await h.db
      .selectFrom('answers')
      .select('answer_text')
      .where('audit_store_id', '=', world.storeId)
      .where('question_id', '=', world.questions.staffName)
      .execute();
    expect(answerRow.map((row) => JSON.parse(row.answer_text))).toEqual([['Meera at the till']]);
    const report = await h.db
      .selectFrom('audit_stores')
      .select('report_submission_seconds')
      .where('id', '=', world.storeId)
      .executeTakeFirstOrThrow();
    expect(report.report_submission_seconds).toBe(42 * 60 + 7);
  });

  it('sends a payment concern of the file once, however often the file is imported', async () => {
    const paymentId = await createPayment(h.db, owner.id, 'PENDING');
    const concern = buildRequest(
      PAYMENT_CALLS.paymentConcern,
      { id: paymentId },
      { message: 'Paid to the wrong account?', client_key: randomUUID() },
    );
    const file = exportFile(
      {
        calls: [
          {
            key: `paymentConcern:${concern.body.client_key}:${paymentId}`,
            payment_id: paymentId,
            method: concern.method,
            path: concern.path,
            body: concern.body,
            changed_at: '2026-11-24T09:00:00.000Z',
            refused: null,
          },
        ],
      },
      {},
    );
    for (let round = 0; round < 2; round += 1) {
      const outcomes = await importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email });
      expect(outcomes.map((outcome) => [outcome.result, outcome.auditStoreId])).toEqual([
        ['applied', undefined],
      ]);
    }
    const kept = await h.db
      .selectFrom('concerns')
      .select('message')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(kept).toEqual([{ message: 'Paid to the wrong account?' }]);
  });

  it('refuses, item by item, what a replay would refuse: another report, another call, damaged bytes', async () => {
    const damaged = photoBytes(2);
    const damagedProof = proofOf(damaged);
    const missing = proofOf(photoBytes(3));
    const foreign = buildRequest(
      REPORT_CALLS.reportSummary,
      { id: foreignStoreId },
      { report_summary: 'x'.repeat(200) },
    );
    const file = exportFile(
      {
        calls: [
          callOf(foreign, 'summary', foreignStoreId),
          { ...callOf(foreign, 'deactivate'), path: 'auditor/deactivate_account' },
        ],
        proofs: [damagedProof, missing],
      },
      { [damagedProof.file]: photoBytes(4) },
    );
    const outcomes = await importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email });
    expect(outcomes.map((outcome) => [outcome.result, outcome.detail])).toEqual([
      ['refused', expect.stringMatching(/not found/i)],
      ['refused', 'Not a call the device queues.'],
      ['refused', 'The file was changed after it was saved (SHA-256 differs).'],
      ['refused', `The file holds no ${missing.file}.`],
    ]);
    const foreignReport = await h.db
      .selectFrom('audit_stores')
      .select('report_summary')
      .where('id', '=', foreignStoreId)
      .executeTakeFirstOrThrow();
    expect(foreignReport.report_summary ?? '').toBe('');
  });

  it('imports a photo tagged with an audio tag untagged, saying why, and refuses its queued tag call', async () => {
    const audioTag = await h.db
      .insertInto('proof_tags')
      .values({
        audit_cycle_id: world.cycleId,
        section_id: world.sections.entry,
        proof_tag: 'Counter audio',
        proof_kind: 'AUDIO',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bytes = photoBytes(5);
    const proof = proofOf(bytes, { proof_tag_id: audioTag.id });
    const retag = buildRequest(REPORT_CALLS.proofTag, { id: proof.id }, { proof_tag_id: audioTag.id });
    const needs = '“Counter audio” needs an audio recording; this file is a photo.';
    const file = exportFile({ proofs: [proof] }, { [proof.file]: bytes });
    const outcomes = await importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email });
    // the file matters more than its tag: it is on the server, untagged, and the outcome says why
    expect(outcomes.map((outcome) => [outcome.result, outcome.detail])).toEqual([
      ['applied', `Imported without its tag: ${needs}`],
    ]);
    const stored = await h.db
      .selectFrom('attachments')
      .select(['state', 'proof_tag_id'])
      .where('id', '=', proof.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'COMPLETED', proof_tag_id: null });
    const again = exportFile({ calls: [callOf(retag, 'proofTag')] }, {});
    const tagged = await importUnsentWork(h.app, h.db, again, { auditorEmail: owner.email });
    expect(tagged.map((outcome) => [outcome.result, outcome.detail])).toEqual([['refused', needs]]);
  });

  it('refuses a file of another auditor, or one that is not an export, before applying anything', async () => {
    const stranger = await createUser(h.db);
    const file = exportFile({ user_id: stranger.id }, {});
    await expect(importUnsentWork(h.app, h.db, file, { auditorEmail: owner.email })).rejects.toThrow(
      ImportFileError,
    );
    await expect(
      importUnsentWork(h.app, h.db, strToU8('not a zip'), { auditorEmail: owner.email }),
    ).rejects.toThrow(/Not a ZIP file/);
    const wrongFormat = zipSync({ [UNSENT_WORK_MANIFEST]: strToU8(JSON.stringify({ format: 'other' })) });
    await expect(importUnsentWork(h.app, h.db, wrongFormat, { auditorEmail: owner.email })).rejects.toThrow(
      /not an export of unsent work/,
    );
  });
});
