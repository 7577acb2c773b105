import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadStartResponse } from '../../src/contract';
import { sweepOrphans } from '../../src/server/storage/orphanSweep';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { localStoreOf } from './localStoreOf';
import { DIALECTS } from './testDb';
import { multipartBody, postToStore, temporaryDataDir, testFile } from './uploads';

/**
 * Decision 0011: an upload policy worked again after it was used. For its 15 minutes it
 * replaced the bytes of a completed ID proof, and after DELETE it put back an orphan file that
 * nothing cleaned up. A stored object is now written once (decision 0011).
 */
describe.each(DIALECTS)('upload policies are spent once their file is stored (%s)', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let cookie: string;
  const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
  const storedFile = (key: string) => path.join(data.dir, 'storage', 'attachments', ...key.split('/'));
  const keyOf = (started: UploadStartResponse) => started.fields.key ?? '';

  async function startUpload(file = testFile(2048), id: string = randomUUID()) {
    const init = await api('POST', '/api/auditor/id_proof/attachment', {
      id,
      file_name: file.name,
      file_size: file.bytes.length,
      file_type: file.type,
    });
    expect(init.statusCode).toBe(200);
    return init.json<UploadStartResponse>();
  }
  /** the same size and type as `testFile(2048)`, other bytes */
  const otherBytes = () => ({ ...testFile(2048), bytes: new Uint8Array(2048).fill(0xee) });

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const user = await createUser(h.db);
    cookie = await sessionFor(h.app, user.email, user.password);
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('refuses a completed attachment more bytes: the proof keeps what was completed', async () => {
    const file = testFile(2048);
    const started = await startUpload(file);
    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
    expect((await api('POST', `/api/auditor/attachment/${started.attachment.id}/complete`)).statusCode).toBe(
      200,
    );

    const replaced = await postToStore(h.app, started, otherBytes());
    expect(replaced.statusCode).toBe(403);
    expect(replaced.body).toContain('AccessDenied');
    expect(new Uint8Array(await readFile(storedFile(keyOf(started))))).toEqual(file.bytes);
  });

  it('refuses a deleted attachment its file back', async () => {
    const file = testFile(2048);
    const started = await startUpload(file);
    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
    expect((await api('DELETE', `/api/auditor/attachment/${started.attachment.id}`)).statusCode).toBe(204);
    expect(existsSync(storedFile(keyOf(started)))).toBe(false);

    expect((await postToStore(h.app, started, file)).statusCode).toBe(403);
    expect(existsSync(storedFile(keyOf(started)))).toBe(false);
  });

  it('answers a retried upload whose answer was lost as stored, without writing it again', async () => {
    const file = testFile(2048);
    const started = await startUpload(file);
    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
    // the browser never saw that 201 and sends again, with a fresh policy for the same attachment
    const again = await startUpload(file, started.attachment.id);
    const retried = await postToStore(h.app, again, otherBytes());
    expect(retried.statusCode).toBe(201);
    expect(new Uint8Array(await readFile(storedFile(keyOf(started))))).toEqual(file.bytes);
    expect((await api('POST', `/api/auditor/attachment/${started.attachment.id}/complete`)).statusCode).toBe(
      200,
    );
  });

  it('sweeps stored files that no live attachment names, and stale upload leftovers', async () => {
    const store = localStoreOf(h.config);
    const kept = await startUpload();
    expect((await postToStore(h.app, kept, testFile(2048))).statusCode).toBe(201);
    // an orphan as earlier versions left them: a file whose attachment was deleted, and one with no row
    const deleted = await startUpload();
    expect((await postToStore(h.app, deleted, testFile(2048))).statusCode).toBe(201);
    await h.db
      .updateTable('attachments')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.attachment.id)
      .execute();
    const stray = `id-proofs/999999/${randomUUID()}`;
    await mkdir(path.dirname(storedFile(stray)), { recursive: true });
    await writeFile(storedFile(stray), 'left behind');
    const incoming = path.join(data.dir, 'storage', '.incoming');
    await mkdir(incoming, { recursive: true });
    const stale = path.join(incoming, 'stale');
    const fresh = path.join(incoming, 'fresh');
    await writeFile(stale, 'x');
    await writeFile(fresh, 'x');
    const dayAgo = new Date(Date.now() - 86_400_000);
    await utimes(stale, dayAgo, dayAgo);

    const removed = await sweepOrphans(h.db, store);
    expect(removed.sort()).toEqual([keyOf(deleted), stray].sort());
    expect(existsSync(storedFile(keyOf(kept)))).toBe(true);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});

/**
 * Posts `body` as a phone on a slow link does, a chunk at a time, and says what the sender saw:
 * the answer's status, or the error that ended the send.
 */
function sendSlowly(port: number, body: Buffer, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/storage/attachments',
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(`answered ${response.statusCode}`));
    });
    request.on('error', (error) => resolve(`failed: ${error.message}`));
    let offset = 0;
    const sendNext = () => {
      if (offset >= body.length) return request.end();
      const chunk = body.subarray(offset, offset + 256 * 1024);
      offset += chunk.length;
      request.write(chunk, () => setTimeout(sendNext, 5));
    };
    sendNext();
  });
}

describe('a refused upload over a real connection', () => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let port: number;
  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness('sqlite', { DATA_DIR: data.dir });
    port = Number(new URL(await h.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('reads the body it refuses, so the sender gets the 403 and not a broken pipe', async () => {
    // a policy that does not check out, on a file large enough to still be sending when refused
    const fields = { key: 'id-proofs/1/x', policy: 'e30=', 'x-amz-signature': 'bad' };
    const { payload, contentType } = await multipartBody(fields, testFile(16 * 1024 * 1024));
    const seen = await sendSlowly(port, payload, {
      'content-type': contentType,
      origin: `http://127.0.0.1:${port}`,
    });
    expect(seen).toBe('answered 403');
  });
});
