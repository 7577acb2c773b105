import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PresignedPost } from '../../src/server/storage';
import { ORIGIN } from './harness';

/** A DATA_DIR of its own for a test file, so stored objects can be looked at and nothing leaks. */
export async function temporaryDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

export function testFile(size: number, type = 'image/png', name = 'aadhaar card.png'): TestFile {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) % 256;
  return { bytes, name, type };
}

/**
 * A multipart/form-data body as a browser builds it: the fields in order, then the file. Built by
 * the platform's FormData and Request, so the test does not hand-write the multipart encoding.
 */
export async function multipartBody(
  fields: Record<string, string>,
  file: TestFile | null,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Posts a presigned POST's fields (with `changes` applied; undefined drops a field) and the file. */
export async function postToStore(
  app: FastifyInstance,
  post: PresignedPost,
  file: TestFile,
  changes: Record<string, string | undefined> = {},
  headers: Record<string, string> = { origin: ORIGIN },
) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...post.fields, ...changes })) {
    if (value !== undefined) fields[name] = value;
  }
  const { payload, contentType } = await multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: new URL(post.url, ORIGIN).pathname,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
