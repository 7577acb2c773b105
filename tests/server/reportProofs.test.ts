import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  REPORT_PROOF_MESSAGES,
  type ReportProof,
  type UploadStartResponse,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { postToStore, type TestFile, temporaryDataDir, testFile } from './uploads';

/**
 * Decision 0014: the proofs of a report's sections through the real app and the local store. The
 * store verifies each file's SHA-256 as it arrives; every call is scoped to the auditor's own
 * report and changes only while it is ACKNOWLEDGED.
 */

const sha256 = (file: TestFile) => createHash('sha256').update(file.bytes).digest('hex');
const photo = (size = 3000, seed = 0): TestFile => {
  const file = testFile(size, 'image/jpeg', 'store front.jpg');
  file.bytes[0] = seed;
  return file;
};

describe.each(DIALECTS)('report proofs on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let cookie: string;
  let world: Awaited<ReturnType<typeof createReportWorld>>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    h.app.inject({
      method,
      url: `/api/auditor/${url}`,
      headers: { cookie: as, origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const sectionUrl = (storeId = world.storeId, sectionId = world.sections.entry) =>
    `audit_store/${storeId}/section/${sectionId}/attachment`;
  const startBody = (file: TestFile, more: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    file_name: file.name,
    file_size: file.bytes.length,
    file_type: file.type,
    sha256: sha256(file),
    ...more,
  });

  /** Start, store and complete one proof; returns the completed proof. */
  async function upload(file: TestFile, more: Record<string, unknown> = {}, url = sectionUrl(), as = cookie) {
    const started = await call('POST', url, startBody(file, more), as);
    expect(started.statusCode, started.body).toBe(200);
    const post = started.json<UploadStartResponse>();
    expect((await postToStore(h.app, post, file)).statusCode).toBe(201);
    const done = await call('POST', `attachment/${post.attachment.id}/complete`, undefined, as);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<ReportProof>();
  }
  const listed = async (url = sectionUrl()) => (await call('GET', url)).json<ReportProof[]>();

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    owner = await createUser(h.db);
    cookie = await sessionFor(h.app, owner.email, owner.password);
    world = await createReportWorld(h.db, owner.id);
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('uploads a proof with its checksum, capture time and original size, and lists it in its section', async () => {
    const file = photo(4000, 1);
    const proof = await upload(file, {
      captured_at: '2026-11-20T09:15:00.000Z',
      picked_at: '2026-11-20T09:16:30.000Z',
      original_size: 5_400_000,
    });
    expect(proof).toMatchObject({
      file_name: 'store front.jpg',
      file_size: 4000,
      proof_type: 'PHOTO',
      section_id: world.sections.entry,
      sha256: sha256(file),
      captured_at: '2026-11-20T09:15:00.000Z',
      picked_at: '2026-11-20T09:16:30.000Z',
      original_size: 5_400_000,
      proof_tag: null,
      repeat_alert: null,
    });
    expect((await listed()).map((p) => p.id)).toContain(proof.id);
    const served = await h.app.inject({ method: 'GET', url: proof.direct_url, headers: { cookie } });
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(sha256(file));
  });

  it('refuses bytes other than the declared SHA-256, and a policy whose checksum was changed', async () => {
    const file = photo(3000, 2);
    const started = (await call('POST', sectionUrl(), startBody(file))).json<UploadStartResponse>();
    expect(started.fields['x-amz-checksum-sha256']).toBe(Buffer.from(sha256(file), 'hex').toString('base64'));

    const other = { ...file, bytes: new Uint8Array(file.bytes).fill(9) };
    const mismatch = await postToStore(h.app, started, other);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('BadDigest');

    const tampered = await postToStore(h.app, started, other, {
      'x-amz-checksum-sha256': Buffer.from(sha256(other), 'hex').toString('base64'),
    });
    expect(tampered.statusCode).toBe(403);

    const complete = await call('POST', `attachment/${started.attachment.id}/complete`);
    expect(complete.statusCode).toBe(400);
    expect(complete.json().non_field_errors).toEqual(['The file has not been uploaded yet.']);
    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
  });

  it('answers a retried upload start with the same proof and a fresh policy; another file under its id is refused', async () => {
    const file = photo(2500, 3);
    const body = startBody(file);
    const first = (await call('POST', sectionUrl(), body)).json<UploadStartResponse>();
    const again = await call('POST', sectionUrl(), body);
    expect(again.statusCode).toBe(200);
    expect(again.json<UploadStartResponse>().attachment.id).toBe(first.attachment.id);
    // the auditor tagged it and moved it while it waited: the retry carries both
    const retagged = await call('POST', sectionUrl(), { ...body, proof_tag_id: world.tagId, sequence: 4 });
    expect(retagged.json<UploadStartResponse & { attachment: ReportProof }>().attachment).toMatchObject({
      proof_tag: world.tagId,
      sequence: 4,
    });
    const changed = await call('POST', sectionUrl(), { ...body, sha256: 'b'.repeat(64) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ id: ['This attachment id belongs to another upload.'] });
  });

  it('refuses a type no proof may have, a file over its kind’s limit and a missing checksum, per field', async () => {
    const text = await call('POST', sectionUrl(), startBody(testFile(10, 'text/plain', 'a.txt')));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ file_type: [REPORT_PROOF_MESSAGES.unsupportedType] });
    const huge = await call('POST', sectionUrl(), { ...startBody(photo()), file_size: 26 * 1024 * 1024 });
    expect(huge.json()).toEqual({ file_size: [REPORT_PROOF_MESSAGES.tooLarge('PHOTO')] });
    const video = await call('POST', sectionUrl(), {
      ...startBody(testFile(10, 'video/mp4', 'walk.mp4')),
      file_size: 150 * 1024 * 1024,
    });
    expect(video.statusCode).toBe(200);
    const { sha256: _, ...noChecksum } = startBody(photo());
    const missing = await call('POST', sectionUrl(), noChecksum);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['sha256']);
  });

  it("answers 404 for another auditor's report, a section of another cycle and another's proof", async () => {
    const stranger = await createUser(h.db);
    const strangerCookie = await sessionFor(h.app, stranger.email, stranger.password);
    const theirs = await createReportWorld(h.db, stranger.id);
    const file = photo(2000, 4);
    expect(
      (await call('POST', sectionUrl(theirs.storeId, theirs.sections.entry), startBody(file))).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', sectionUrl(world.storeId, theirs.sections.entry), startBody(file))).statusCode,
    ).toBe(404);
    expect((await call('GET', sectionUrl(theirs.storeId, theirs.sections.entry))).statusCode).toBe(404);
    expect((await call('GET', `audit_cycle/${theirs.cycleId}/attachment_proof_tag_list`)).statusCode).toBe(
      404,
    );
    const mine = await upload(photo(2000, 5));
    for (const [method, url, body] of [
      ['POST', `attachment/${mine.id}/proof_tag`, { proof_tag_id: null }],
      ['POST', `attachment/${mine.id}/arrange_attachment`, { attachment_ids: [mine.id] }],
      ['POST', `attachment/${mine.id}/complete`, undefined],
      ['DELETE', `attachment/${mine.id}`, undefined],
    ] as const)
      expect((await call(method, url, body, strangerCookie)).statusCode, url).toBe(404);
  });

  it('tags a proof only with a tag of its own section and cycle, and clears it with null', async () => {
    const tags = (await call('GET', `audit_cycle/${world.cycleId}/attachment_proof_tag_list`)).json();
    expect(tags).toEqual([
      {
        id: world.tagId,
        proof_tag: 'Store front',
        section_id: world.sections.entry,
        is_required: true,
        proof_kind: null,
      },
    ]);
    const proof = await upload(photo(2200, 6));
    const billingTag = await h.db
      .insertInto('proof_tags')
      .values({ audit_cycle_id: world.cycleId, section_id: world.sections.billing, proof_tag: 'Bill' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await createReportWorld(h.db, owner.id);
    for (const wrong of [billingTag.id, elsewhere.tagId]) {
      const refused = await call('POST', `attachment/${proof.id}/proof_tag`, { proof_tag_id: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ proof_tag_id: [REPORT_PROOF_MESSAGES.tagNotOfSection] });
    }
    expect(
      (await call('POST', `attachment/${proof.id}/proof_tag`, { proof_tag_id: world.tagId })).statusCode,
    ).toBe(200);
    expect((await listed()).find((p) => p.id === proof.id)?.proof_tag).toBe(world.tagId);
    await call('POST', `attachment/${proof.id}/proof_tag`, { proof_tag_id: null });
    expect((await listed()).find((p) => p.id === proof.id)?.proof_tag).toBeNull();
  });

  it('arranges a section in one call, ignores files still on the device and refuses proofs of elsewhere', async () => {
    const own = await createReportWorld(h.db, owner.id);
    const url = sectionUrl(own.storeId, own.sections.entry);
    const [a, b, c] = [
      await upload(photo(2100, 7), {}, url),
      await upload(photo(2100, 8), {}, url),
      await upload(photo(2100, 9), {}, url),
    ];
    const order = [c?.id, a?.id, randomUUID(), b?.id] as string[];
    const arranged = await call('POST', `attachment/${a?.id}/arrange_attachment`, { attachment_ids: order });
    expect(arranged.statusCode).toBe(200);
    expect((await listed(url)).map((p) => p.id)).toEqual([c?.id, a?.id, b?.id]);
    // a replay leaves the same order
    await call('POST', `attachment/${a?.id}/arrange_attachment`, { attachment_ids: order });
    expect((await listed(url)).map((p) => p.id)).toEqual([c?.id, a?.id, b?.id]);

    const other = await upload(photo(2100, 10));
    const foreign = await call('POST', `attachment/${a?.id}/arrange_attachment`, {
      attachment_ids: [a?.id, other.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ attachment_ids: [REPORT_PROOF_MESSAGES.notOfSection] });
    const withoutItself = await call('POST', `attachment/${a?.id}/arrange_attachment`, {
      attachment_ids: [b?.id],
    });
    expect(withoutItself.json()).toEqual({ attachment_ids: [REPORT_PROOF_MESSAGES.arrangeMissesAttachment] });
    expect((await listed(url)).map((p) => p.id)).toEqual([c?.id, a?.id, b?.id]);
  });

  it('raises the repeat alert when the same file was completed in another report, for the later proof', async () => {
    const file = photo(2600, 11);
    const first = await upload(file);
    expect(first.repeat_alert).toBeNull();
    const colleague = await createUser(h.db);
    const colleagueCookie = await sessionFor(h.app, colleague.email, colleague.password);
    const theirs = await createReportWorld(h.db, colleague.id);
    const copy = await upload(file, {}, sectionUrl(theirs.storeId, theirs.sections.entry), colleagueCookie);
    expect(copy.repeat_alert).toEqual({ faulty_report_id: world.storeId, faulty_attachment_url: null });
    // completing again (a replay) raises no second alert
    await call('POST', `attachment/${copy.id}/complete`, undefined, colleagueCookie);
    const alerts = await h.db
      .selectFrom('repeat_alerts')
      .selectAll()
      .where('attachment_id', '=', copy.id)
      .execute();
    expect(alerts).toHaveLength(1);
  });

  it('changes proofs only while the report is ACKNOWLEDGED', async () => {
    const own = await createReportWorld(h.db, owner.id);
    const url = sectionUrl(own.storeId, own.sections.entry);
    const proof = await upload(photo(2300, 12), {}, url);
    await h.db
      .updateTable('audit_stores')
      .set({ status: 'SUBMITTED' })
      .where('id', '=', own.storeId)
      .execute();
    for (const [method, path, body] of [
      ['POST', url, startBody(photo(2300, 13))],
      ['POST', `attachment/${proof.id}/proof_tag`, { proof_tag_id: own.tagId }],
      ['POST', `attachment/${proof.id}/arrange_attachment`, { attachment_ids: [proof.id] }],
      ['DELETE', `attachment/${proof.id}`, undefined],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().non_field_errors).toEqual([REPORT_MESSAGES.notEditable]);
    }
    expect((await listed(url)).map((p) => p.id)).toEqual([proof.id]);
  });

  it("counts a section's completed proofs and its required tag in the submit check", async () => {
    const own = await createReportWorld(h.db, owner.id);
    const proofProblems = async () => {
      const refused = await call('POST', `audit_store/${own.storeId}/submit`, {
        report_submission_time: '0:20:00',
      });
      return (refused.json().non_field_errors as string[]).filter((problem) => /proof/.test(problem));
    };
    const missingFile = 'Entry: attach at least 1 proof file(s).';
    const missingTag = 'Entry: the mandatory proof "Store front" is missing.';
    expect(await proofProblems()).toEqual([missingFile, missingTag]);
    const url = sectionUrl(own.storeId, own.sections.entry);
    const started = (await call('POST', url, startBody(photo(2400, 14)))).json<UploadStartResponse>();
    expect(await proofProblems()).toEqual([missingFile, missingTag]); // started is not completed
    const untagged = await upload(photo(2400, 15), {}, url);
    expect(await proofProblems()).toEqual([missingTag]);
    await call('POST', `attachment/${untagged.id}/proof_tag`, { proof_tag_id: own.tagId });
    expect(await proofProblems()).toEqual([]);
    expect(started.attachment.id).not.toBe(untagged.id);
  });
});
