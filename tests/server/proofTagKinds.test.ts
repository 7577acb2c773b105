import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequest,
  type ProofTag,
  REPORT_BATCH_PATH,
  REPORT_CALLS,
  tagMismatch,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';

/**
 * Decision 0033: a proof tag declares the file it stands for, and the server refuses a file of
 * another type on every way a tag reaches it: the tag call (as the outbox builds it), the upload
 * start of a file tagged while it waited on the device, and never through the batch. The submit
 * check counts a required tag only through a file its kind takes.
 */
describe.each(DIALECTS)('proof tag kinds on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let cookie: string;
  let world: Awaited<ReturnType<typeof createReportWorld>>;
  let audioTag: { id: number; proof_tag: string; proof_kind: 'AUDIO' };
  let photoTag: number;

  const post = (url: string, payload: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { cookie, origin: ORIGIN },
      payload: payload as object,
    });
  const tagOf = async (id: string) =>
    (
      await h.db
        .selectFrom('attachments')
        .select('proof_tag_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).proof_tag_id;
  /** what the device's outbox sends for a tag: the request built from the contract's call table */
  const tagCall = (attachmentId: string, tagId: number | null) => {
    const request = buildRequest(REPORT_CALLS.proofTag, { id: attachmentId }, { proof_tag_id: tagId });
    return post(request.path, request.body);
  };
  /** a completed proof of the entry section, as an upload leaves it */
  async function completedProof(
    fileType: string,
    where = { storeId: world.storeId, sectionId: world.sections.entry },
    tagId: number | null = null,
  ) {
    const id = randomUUID();
    await h.db
      .insertInto('attachments')
      .values({
        id,
        owner_id: owner.id,
        audit_store_id: where.storeId,
        section_id: where.sectionId,
        proof_type: fileType.startsWith('audio/') ? 'AUDIO' : 'PHOTO',
        proof_tag_id: tagId,
        file_name: `proof-${id.slice(0, 4)}`,
        file_size: 1000,
        file_type: fileType,
        storage_key: `k/${id}`,
        state: 'COMPLETED',
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }
  const needsAudio = () => tagMismatch(audioTag, 'PHOTO');

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    owner = await createUser(h.db);
    cookie = await sessionFor(h.app, owner.email, owner.password);
    world = await createReportWorld(h.db, owner.id);
    const tag = (proof_tag: string, proof_kind: 'AUDIO' | 'PHOTO', is_required: number) =>
      h.db
        .insertInto('proof_tags')
        .values({
          audit_cycle_id: world.cycleId,
          section_id: world.sections.entry,
          proof_tag,
          proof_kind,
          is_required,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    audioTag = {
      id: (await tag('Sales conversation audio', 'AUDIO', 1)).id,
      proof_tag: 'Sales conversation audio',
      proof_kind: 'AUDIO',
    };
    photoTag = (await tag('Demo unit photo', 'PHOTO', 0)).id;
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('lists each tag with the file it stands for', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/auditor/audit_cycle/${world.cycleId}/attachment_proof_tag_list`,
      headers: { cookie },
    });
    const kinds = (response.json() as ProofTag[]).map((tag) => [tag.proof_tag, tag.proof_kind]);
    expect(kinds).toEqual([
      ['Store front', null],
      ['Sales conversation audio', 'AUDIO'],
      ['Demo unit photo', 'PHOTO'],
    ]);
  });

  it('refuses the audio tag on a photo with a field error saying what the tag needs', async () => {
    const photo = await completedProof('image/jpeg');
    const refused = await tagCall(photo, audioTag.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ proof_tag_id: [needsAudio()] });
    expect(needsAudio()).toBe('“Sales conversation audio” needs an audio recording; this file is a photo.');
    expect(await tagOf(photo)).toBeNull();
    // the tags its kind takes, and a tag that takes any file, are set as before
    expect((await tagCall(photo, photoTag)).statusCode).toBe(200);
    expect((await tagCall(photo, world.tagId)).statusCode).toBe(200);
    expect(await tagOf(photo)).toBe(world.tagId);
    const audio = await completedProof('audio/mp4');
    expect((await tagCall(audio, audioTag.id)).statusCode).toBe(200);
    expect(await tagOf(audio)).toBe(audioTag.id);
  });

  it('refuses the upload start of a photo tagged with the audio tag while it waited on the device', async () => {
    const bytes = new Uint8Array(1500).fill(3);
    const id = randomUUID();
    const refused = await post(
      `auditor/audit_store/${world.storeId}/section/${world.sections.entry}/attachment`,
      {
        id,
        file_name: 'counter.jpg',
        file_size: bytes.length,
        file_type: 'image/jpeg',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        proof_tag_id: audioTag.id,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ proof_tag_id: [needsAudio()] });
    expect(
      await h.db.selectFrom('attachments').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('takes no tag call in a batch: the entry is not one of its calls and changes nothing', async () => {
    const photo = await completedProof('image/jpeg');
    const request = buildRequest(REPORT_CALLS.proofTag, { id: photo }, { proof_tag_id: audioTag.id });
    const response = await post(REPORT_BATCH_PATH, { calls: [{ path: request.path, body: request.body }] });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { results: Array<{ status: number }> }).results.map((r) => r.status)).toEqual([
      404,
    ]);
    expect(await tagOf(photo)).toBeNull();
  });

  it('counts a required tag in the submit check only through a file its kind takes', async () => {
    const own = await createReportWorld(h.db, owner.id);
    const ownAudioTag = await h.db
      .insertInto('proof_tags')
      .values({
        audit_cycle_id: own.cycleId,
        section_id: own.sections.entry,
        proof_tag: 'Sales conversation audio',
        proof_kind: 'AUDIO',
        is_required: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const missing = 'Entry: the mandatory proof "Sales conversation audio" is missing.';
    const proofProblems = async () => {
      const refused = await post(`auditor/audit_store/${own.storeId}/submit`, {
        report_submission_time: '0:20:00',
      });
      return (refused.json().non_field_errors as string[]).filter((problem) => /proof/.test(problem));
    };
    // a photo carrying the audio tag, as one tagged before the rule is stored
    const entry = { storeId: own.storeId, sectionId: own.sections.entry };
    await completedProof('image/jpeg', entry, ownAudioTag.id);
    expect(await proofProblems()).toContain(missing);
    await completedProof('audio/mpeg', entry, ownAudioTag.id);
    expect(await proofProblems()).not.toContain(missing);
  });
});
