import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  LOCAL_MIN_PART_BYTES,
  type PartSend,
  type PartsState,
  type UploadStartResponse,
} from '../../src/contract';
import { sweepOrphans } from '../../src/server/storage/orphanSweep';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { localStoreOf } from './localStoreOf';
import { DIALECTS } from './testDb';
import { temporaryDataDir, testFile } from './uploads';

/**
 * Uploads in parts on the local store (decision 0071): the store says which parts it holds, a
 * part is kept only whole and with its signed SHA-256, `complete` assembles the parts, and two
 * calls opening one upload at once share it.
 */

const INIT = '/api/auditor/id_proof/attachment';
const MiB = 1024 * 1024;
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DIALECTS)('uploads in parts (%s)', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let owner: { id: number; cookie: string };
  let other: { id: number; cookie: string };

  const signIn = async () => {
    const user = await createUser(h.db, { role: 'auditor' });
    return { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  };
  const api = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
  const multipartDirs = async () => readdir(path.join(data.dir, 'storage', '.multipart')).catch(() => []);

  /** An ID proof of `size` bytes started; the file's bytes and its id. */
  async function started(size: number) {
    const file = testFile(size, 'image/jpeg', 'passport.jpg');
    const id = randomUUID();
    const init = await api(owner.cookie, 'POST', INIT, {
      id,
      file_name: file.name,
      file_size: size,
      file_type: file.type,
    });
    expect(init.statusCode).toBe(200);
    expect(init.json<UploadStartResponse>().min_part_size).toBe(LOCAL_MIN_PART_BYTES);
    return { id, bytes: file.bytes, key: init.json<UploadStartResponse>().fields.key ?? '' };
  }
  const openParts = (id: string, cookie = owner.cookie) =>
    api(cookie, 'POST', `/api/auditor/attachment/${id}/parts`, { part_size: MiB });
  async function putPart(id: string, number: number, bytes: Uint8Array, signedAs = bytes) {
    const signed = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/parts/${number}`, {
      size: signedAs.length,
      sha256: sha256Hex(signedAs),
    });
    expect(signed.statusCode).toBe(200);
    const { url, headers } = signed.json<PartSend>();
    return h.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, origin: ORIGIN },
      payload: Buffer.from(bytes),
    });
  }
  const slice = (bytes: Uint8Array, number: number) => bytes.subarray((number - 1) * MiB, number * MiB);

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    owner = await signIn();
    other = await signIn();
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('resumes from the parts the store holds and completes the whole file', async () => {
    const { id, bytes, key } = await started(2 * MiB + 1000);
    const opened = await openParts(id);
    expect(opened.json<PartsState>()).toEqual({
      part_size: MiB,
      part_count: 3,
      parts: [],
      confirm_parts: false,
    });
    expect((await putPart(id, 1, slice(bytes, 1))).statusCode).toBe(200);
    expect((await putPart(id, 3, slice(bytes, 3))).statusCode).toBe(200);
    // asked again (a reload, another context): the store names what it holds
    expect((await openParts(id)).json<PartsState>().parts).toEqual([
      { part_number: 1, size: MiB },
      { part_number: 3, size: 1000 },
    ]);
    const early = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: [ATTACHMENT_MESSAGES.notUploaded] });
    expect((await putPart(id, 2, slice(bytes, 2))).statusCode).toBe(200);
    const completed = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    const stored = await readFile(path.join(data.dir, 'storage', 'attachments', ...key.split('/')));
    expect(sha256Hex(stored)).toBe(sha256Hex(bytes));
    expect(await multipartDirs()).toEqual([]);
    // a resume after completion finds every part held, so the device goes on to complete
    expect((await openParts(id)).json<PartsState>().parts).toHaveLength(3);
    expect((await api(owner.cookie, 'GET', INIT)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, file_size: 2 * MiB + 1000 })]),
    );
  });

  it('keeps no part that is cut short, altered or not signed, and no part of another file', async () => {
    const { id, bytes } = await started(MiB + 10);
    await openParts(id);
    const first = slice(bytes, 1);
    const altered = Uint8Array.from(first, (byte, index) => (index === 5 ? byte ^ 1 : byte));
    const badDigest = await putPart(id, 1, altered, first);
    expect(badDigest.statusCode).toBe(400);
    expect(badDigest.body).toContain('BadDigest');
    const short = await putPart(id, 1, first.subarray(0, 1000), first);
    expect(short.statusCode).toBe(400);
    expect((await openParts(id)).json<PartsState>().parts).toEqual([]);

    const signed = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/parts/1`, {
      size: MiB,
      sha256: sha256Hex(first),
    });
    const { url } = signed.json<PartSend>();
    const forged = url.replace(/partNumber=1/, 'partNumber=2');
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: forged,
          headers: { origin: ORIGIN },
          payload: Buffer.from(first),
        })
      ).statusCode,
    ).toBe(403);

    const wrongSize = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/parts/2`, {
      size: MiB,
      sha256: sha256Hex(first),
    });
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json()).toEqual({ size: [ATTACHMENT_MESSAGES.partSizeWrong] });
    const beyond = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/parts/3`, {
      size: 10,
      sha256: sha256Hex(first),
    });
    expect(beyond.statusCode).toBe(404);
    expect((await openParts(id, other.cookie)).statusCode).toBe(404);
  });

  it('drops the parts of a deleted attachment, and a part sent after that finds no upload', async () => {
    const { id, bytes } = await started(MiB + 10);
    await openParts(id);
    const signed = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/parts/1`, {
      size: MiB,
      sha256: sha256Hex(slice(bytes, 1)),
    });
    const before = await multipartDirs();
    expect((await api(owner.cookie, 'DELETE', `/api/auditor/attachment/${id}`)).statusCode).toBe(204);
    expect((await multipartDirs()).length).toBe(before.length - 1);
    const { url, headers } = signed.json<PartSend>();
    const late = await h.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, origin: ORIGIN },
      payload: Buffer.from(slice(bytes, 1)),
    });
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain('NoSuchUpload');
  });

  it('sweeps uploads no attachment waits for, and those abandoned for two weeks', async () => {
    const waiting = await started(MiB + 10);
    await openParts(waiting.id);
    const abandoned = await started(MiB + 10);
    await openParts(abandoned.id);
    const uploadOf = async (id: string) =>
      String(
        (
          await h.db
            .selectFrom('attachments')
            .select('upload_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).upload_id,
      );
    const stray = randomUUID();
    const dir = (uploadId: string) => path.join(data.dir, 'storage', '.multipart', uploadId);
    await mkdir(dir(stray), { recursive: true });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await utimes(dir(stray), at(1), at(1));
    await utimes(dir(await uploadOf(waiting.id)), at(1), at(1));
    await utimes(dir(await uploadOf(abandoned.id)), at(15), at(15));
    await sweepOrphans(h.db, localStoreOf(h.config));
    expect(existsSync(dir(stray))).toBe(false);
    expect(existsSync(dir(await uploadOf(abandoned.id)))).toBe(false);
    expect(existsSync(dir(await uploadOf(waiting.id)))).toBe(true);
    // the abandoned one's phone comes back: a new upload is opened, and it sends every part again
    expect((await openParts(abandoned.id)).json<PartsState>().parts).toEqual([]);
    expect(await uploadOf(abandoned.id)).not.toBe(await uploadOf(waiting.id));
  });

  it('shares one upload between calls opening it at once', async () => {
    const { id } = await started(3 * MiB);
    const before = new Set(await multipartDirs());
    const answers = await Promise.all(Array.from({ length: 6 }, () => openParts(id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const row = await h.db
      .selectFrom('attachments')
      .select(['upload_id', 'part_size'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const made = (await multipartDirs()).filter((dir) => !before.has(dir));
    expect(made).toEqual([row.upload_id]);
    expect(existsSync(path.join(data.dir, 'storage', '.multipart', String(row.upload_id)))).toBe(true);
  });
});
