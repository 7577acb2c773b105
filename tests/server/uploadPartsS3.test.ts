import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  type PartSend,
  type PartsState,
  S3_MIN_PART_BYTES,
  type UploadStartResponse,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { testFile } from './uploads';

/**
 * Uploads in parts on a third-party S3 server (decision 0071). s3rver takes multipart uploads but
 * cannot list their parts, so the server keeps the parts the device said landed: a part cut off
 * on its way is not among them, is sent again, and the whole file arrives with its SHA-256.
 */

const BUCKET = 'proofs';
const INIT = '/api/auditor/id_proof/attachment';
const PART = S3_MIN_PART_BYTES;
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DIALECTS)('uploads in parts on s3rver (%s)', (dialect) => {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-parts-'));
  let s3: S3rver;
  let h: Harness;
  let owner: string;
  let other: string;

  const signIn = async () => {
    const user = await createUser(h.db, { role: 'auditor' });
    return sessionFor(h.app, user.email, user.password);
  };
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    h = await startHarness(dialect, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    owner = await signIn();
    other = await signIn();
  });
  afterAll(async () => {
    await h?.close();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  async function started(size: number) {
    const file = testFile(size, 'image/jpeg', 'passport.jpg');
    const id = randomUUID();
    const init = await api('POST', INIT, { id, file_name: file.name, file_size: size, file_type: file.type });
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json<UploadStartResponse>().min_part_size).toBe(S3_MIN_PART_BYTES);
    return { id, bytes: file.bytes };
  }
  const openParts = async (id: string) => {
    const opened = await api('POST', `/api/auditor/attachment/${id}/parts`, { part_size: PART });
    expect(opened.statusCode).toBe(200);
    return opened.json<PartsState>();
  };
  const slice = (bytes: Uint8Array, number: number) => bytes.subarray((number - 1) * PART, number * PART);
  async function addressOf(id: string, number: number, bytes: Uint8Array) {
    const signed = await api('POST', `/api/auditor/attachment/${id}/parts/${number}`, {
      size: bytes.length,
      sha256: sha256Hex(bytes),
    });
    expect(signed.statusCode).toBe(200);
    return signed.json<PartSend>();
  }
  /** The part's PUT to the store, as the device sends it; the ETag the store answers. */
  async function putPart(id: string, number: number, bytes: Uint8Array): Promise<string> {
    const { url, headers } = await addressOf(id, number, bytes);
    const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
    expect(response.status).toBe(200);
    return response.headers.get('etag') ?? '';
  }
  /** A PUT whose connection is lost half-way: the store keeps what arrived. */
  async function cutPart(id: string, number: number, bytes: Uint8Array): Promise<void> {
    const { url, headers } = await addressOf(id, number, bytes);
    await new Promise<void>((resolve) => {
      const put = request(url, { method: 'PUT', headers: { ...headers, 'content-length': bytes.length } });
      put.on('error', () => resolve());
      put.write(bytes.subarray(0, bytes.length / 2), () => setTimeout(() => put.destroy(), 200));
      put.on('close', () => resolve());
    });
  }
  const landed = (id: string, number: number, etag: string, cookie = owner) =>
    api('POST', `/api/auditor/attachment/${id}/parts/${number}/landed`, { etag }, cookie);

  it('resumes from the parts the device said landed, sends a part cut off again, and stores the whole file', async () => {
    const { id, bytes } = await started(PART + 1000);
    expect(await openParts(id)).toEqual({ part_size: PART, part_count: 2, parts: [], confirm_parts: true });
    await cutPart(id, 1, slice(bytes, 1));
    expect((await landed(id, 2, await putPart(id, 2, slice(bytes, 2)))).statusCode).toBe(204);
    // another phone or a reload asks again: part 1, cut off, is not held
    expect((await openParts(id)).parts).toEqual([{ part_number: 2, size: 1000 }]);
    const early = await api('POST', `/api/auditor/attachment/${id}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: [ATTACHMENT_MESSAGES.notUploaded] });

    expect((await landed(id, 1, await putPart(id, 1, slice(bytes, 1)))).statusCode).toBe(204);
    const completed = await api('POST', `/api/auditor/attachment/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    const stored = await fetch((completed.json() as { direct_url: string }).direct_url);
    expect(sha256Hex(new Uint8Array(await stored.arrayBuffer()))).toBe(sha256Hex(bytes));
    const ledger = await h.db.selectFrom('upload_parts').selectAll().execute();
    expect(ledger).toEqual([]);
  });

  it("takes no word of a part from another auditor, or of a part past the file's end", async () => {
    const { id, bytes } = await started(PART + 10);
    await openParts(id);
    const etag = await putPart(id, 1, slice(bytes, 1));
    expect((await landed(id, 1, etag, other)).statusCode).toBe(404);
    expect((await landed(id, 3, etag)).statusCode).toBe(404);
    expect((await landed(id, 1, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await openParts(id)).parts).toEqual([]);
  });

  it('keeps one word of a part said landed by calls at once, the last PUT being what the store holds', async () => {
    const { id, bytes } = await started(PART + 10);
    await openParts(id);
    const etag = await putPart(id, 1, slice(bytes, 1));
    const answers = await Promise.all(Array.from({ length: 6 }, () => landed(id, 1, etag)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(204));
    expect((await openParts(id)).parts).toEqual([{ part_number: 1, size: PART }]);
  });

  it('forgets the parts of a deleted attachment', async () => {
    const { id, bytes } = await started(PART + 10);
    await openParts(id);
    await landed(id, 1, await putPart(id, 1, slice(bytes, 1)));
    expect((await api('DELETE', `/api/auditor/attachment/${id}`)).statusCode).toBe(204);
    const { upload_id } = await h.db
      .selectFrom('attachments')
      .select('upload_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ledger = await h.db
      .selectFrom('upload_parts')
      .selectAll()
      .where('upload_id', '=', upload_id)
      .execute();
    expect(ledger).toEqual([]);
  });
});
