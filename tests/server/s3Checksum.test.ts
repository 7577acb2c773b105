import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, type UploadStartResponse } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { multipartBody, type TestFile, testFile } from './uploads';

const BUCKET = 'proofs';

/**
 * `complete` checks the stored bytes against the SHA-256 signed at upload start, whatever the
 * store: S3 refuses other bytes itself, but not every S3-compatible server does. s3rver, a
 * third-party S3 server, takes the presigned POST and keeps any bytes of the right size.
 */
describe('completing a proof stored in an S3-compatible store that ignores the checksum', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  let s3: S3rver;
  let h: Harness;
  let cookie: string;
  let world: Awaited<ReturnType<typeof createReportWorld>>;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    h = await startHarness('sqlite', {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const user = await createUser(h.db);
    cookie = await sessionFor(h.app, user.email, user.password);
    world = await createReportWorld(h.db, user.id);
  });
  afterAll(async () => {
    await h?.close();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const call = (url: string, payload: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/${url}`,
      headers: { cookie, origin: ORIGIN },
      payload,
    });
  const start = async (id: string, declared: TestFile) =>
    (
      await call(`audit_store/${world.storeId}/section/${world.sections.entry}/attachment`, {
        id,
        file_name: declared.name,
        file_size: declared.bytes.length,
        file_type: declared.type,
        sha256: createHash('sha256').update(declared.bytes).digest('hex'),
      })
    ).json<UploadStartResponse>();
  async function store(post: UploadStartResponse, file: TestFile): Promise<number> {
    const { payload, contentType } = await multipartBody(post.fields, file);
    const response = await fetch(post.url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    return response.status;
  }

  it('refuses other bytes than the declared ones and removes them; the next try with the right bytes completes', async () => {
    const declared = testFile(4096, 'image/jpeg', 'store front.jpg');
    const other = testFile(4096, 'image/jpeg', 'store front.jpg');
    other.bytes[100] = (other.bytes[100] as number) ^ 0xff;
    const id = randomUUID();

    const first = await start(id, declared);
    expect(await store(first, other)).toBe(201); // the store took the wrong bytes
    const refused = await call(`attachment/${id}/complete`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([ATTACHMENT_MESSAGES.checksumMismatch]);

    const retried = await start(id, declared); // the device's retry: same id, a fresh policy
    expect(await store(retried, declared)).toBe(201);
    const completed = await call(`attachment/${id}/complete`, {});
    expect(completed.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('attachments')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('COMPLETED');
  });
});
