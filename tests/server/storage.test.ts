import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createObjectStore } from '../../src/server/storage';
import { LocalObjectStore, localStoreCredentials } from '../../src/server/storage/localStore';
import { S3ObjectStore } from '../../src/server/storage/s3Store';
import { createUser, type Harness, ORIGIN, startHarness } from './harness';
import { localStoreOf } from './localStoreOf';
import { DIALECTS } from './testDb';
import { multipartBody, postToStore, temporaryDataDir, testFile } from './uploads';

const policyFor = (key: string, size: number, type = 'image/png') => ({
  key,
  contentType: type,
  minBytes: size,
  maxBytes: size,
  expiresInSeconds: 600,
});

describe.each(DIALECTS)('local object store endpoint (%s)', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let store: LocalObjectStore;
  /** A key an upload may write: the store takes bytes only for a pending attachment (decision 0011). */
  const nextKey = async () => {
    const id = randomUUID();
    const key = `tests/${dialect}/${id}`;
    const owner = await createUser(h.db);
    await h.db
      .insertInto('attachments')
      .values({
        id,
        owner_id: owner.id,
        proof_type: 'ID_PROOF',
        file_name: 'scan.png',
        file_size: 1,
        file_type: 'image/png',
        storage_key: key,
        state: 'PENDING',
        created_at: new Date().toISOString(),
      })
      .execute();
    return key;
  };
  const objectFile = (key: string) => path.join(data.dir, 'storage', 'attachments', ...key.split('/'));
  /** nothing at the key and no half-written file left behind */
  const expectNothingStored = async (key: string) => {
    expect(existsSync(objectFile(key))).toBe(false);
    const incoming = path.join(data.dir, 'storage', '.incoming');
    expect(existsSync(incoming) ? await readdir(incoming) : []).toEqual([]);
  };

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir, SESSION_SECRET: 'storage test secret' });
    store = localStoreOf(h.config);
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  it('stores a file posted with its presigned fields and answers 201 as S3 does', async () => {
    const key = await nextKey();
    const file = testFile(1234);
    const post = await store.presignUpload(policyFor(key, file.bytes.length));
    expect(post.url).toBe('/storage/attachments');
    expect(Object.keys(post.fields).sort()).toEqual(
      [
        'Content-Type',
        'acl',
        'key',
        'policy',
        'success_action_status',
        'x-amz-algorithm',
        'x-amz-credential',
        'x-amz-date',
        'x-amz-signature',
      ].sort(),
    );
    const response = await postToStore(h.app, post, file);
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain(`<Key>${key}</Key>`);
    expect(new Uint8Array(await readFile(objectFile(key)))).toEqual(file.bytes);
    expect(await store.stat(key)).toEqual({ size: 1234 });
  });

  type Change = (post: { fields: Record<string, string> }) => Record<string, string | undefined>;
  /** each way of tampering, and the part of S3's answer that says which check caught it */
  const tampered: Array<[string, Change, string]> = [
    ['another key', () => ({ key: 'tests/elsewhere/object' }), 'Policy Condition failed: {"key"'],
    [
      'another content type',
      () => ({ 'Content-Type': 'text/html' }),
      'Policy Condition failed: {"Content-Type"',
    ],
    [
      'a changed signature',
      (post) => ({ 'x-amz-signature': flipLastHex(post.fields['x-amz-signature']) }),
      'SignatureDoesNotMatch',
    ],
    ['no signature', () => ({ 'x-amz-signature': undefined }), "field named 'x-amz-signature'"],
    [
      'another access key',
      (post) => ({
        'x-amz-credential': `other-key/${post.fields['x-amz-credential']?.split('/').slice(1).join('/')}`,
      }),
      'InvalidAccessKeyId',
    ],
    ['a field the policy does not name', () => ({ 'x-amz-meta-owner': 'someone' }), 'Extra input fields'],
    ['another success status', () => ({ success_action_status: '200' }), 'success_action_status'],
    [
      'a policy widened to any size',
      (post) => ({ policy: widenedPolicy(post.fields.policy) }),
      'SignatureDoesNotMatch',
    ],
  ];

  it.each(tampered)('refuses a form with %s: 403, nothing stored', async (_, change, reason) => {
    const key = await nextKey();
    const file = testFile(100);
    const post = await store.presignUpload(policyFor(key, file.bytes.length));
    const response = await postToStore(h.app, post, file, change(post));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(s3Error(response.body)).toContain(reason);
    await expectNothingStored(key);
    await expectNothingStored('tests/elsewhere/object');
  });

  it('refuses an expired policy', async () => {
    const key = await nextKey();
    const file = testFile(100);
    const anHourAgo = () => new Date(Date.now() - 3_600_000);
    const post = await localStoreOf(h.config, { now: anHourAgo }).presignUpload(policyFor(key, 100));
    const response = await postToStore(h.app, post, file);
    expect(response.statusCode).toBe(403);
    expect(s3Error(response.body)).toContain('AccessDenied: Invalid according to Policy: Policy expired.');
    await expectNothingStored(key);
  });

  it('refuses a policy signed with another secret', async () => {
    const key = await nextKey();
    const post = await localStoreOf(h.config, { secret: 'not ours' }).presignUpload(policyFor(key, 100));
    const response = await postToStore(h.app, post, testFile(100));
    expect(response.statusCode).toBe(403);
    expect(s3Error(response.body)).toContain('SignatureDoesNotMatch');
    await expectNothingStored(key);
  });

  it.each([
    ['larger', 101, 'EntityTooLarge'],
    ['smaller', 99, 'EntityTooSmall'],
  ])('refuses a file %s than the policy allows while it streams', async (_, size, code) => {
    const key = await nextKey();
    const post = await store.presignUpload(policyFor(key, 100));
    const response = await postToStore(h.app, post, testFile(size));
    expect(response.statusCode).toBe(403);
    expect(s3Error(response.body)).toContain(code);
    await expectNothingStored(key);
  });

  it('refuses an upload whose fields come after the file, as S3 ignores them', async () => {
    const key = await nextKey();
    const post = await store.presignUpload(policyFor(key, 100));
    const file = testFile(100);
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await h.app.inject({
      method: 'POST',
      url: post.url,
      headers: { origin: ORIGIN, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(403);
    expect(s3Error(response.body)).toContain("field named 'key'");
    await expectNothingStored(key);
  });

  it('keeps the CSRF guard: a cross-site upload is refused before it is read', async () => {
    const key = await nextKey();
    const post = await store.presignUpload(policyFor(key, 100));
    const response = await postToStore(h.app, post, testFile(100), {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ non_field_errors: ['Cross-site request refused.'] });
    await expectNothingStored(key);
  });

  it('answers 404 for another bucket and 400 for a body that is not multipart or has no file', async () => {
    const post = await store.presignUpload(policyFor(await nextKey(), 100));
    const { payload, contentType } = await multipartBody(post.fields, testFile(100));
    const otherBucket = await h.app.inject({
      method: 'POST',
      url: '/storage/other-bucket',
      headers: { origin: ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(otherBucket.statusCode).toBe(404);
    const json = await h.app.inject({
      method: 'POST',
      url: post.url,
      headers: { origin: ORIGIN },
      payload: post.fields,
    });
    expect(json.statusCode).toBe(400);
    expect(s3Error(json.body)).toContain('MalformedPOSTRequest');
    const fieldsOnly = await multipartBody(post.fields, null);
    const noFile = await h.app.inject({
      method: 'POST',
      url: post.url,
      headers: { origin: ORIGIN, 'content-type': fieldsOnly.contentType },
      payload: fieldsOnly.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(s3Error(noFile.body)).toContain('MalformedPOSTRequest');
  });

  it('accepts the AWS SDK presigned POST for its credentials: the verifier checks what S3 checks', async () => {
    const credentials = localStoreCredentials(h.config.sessionSecret);
    const sdkStore = new S3ObjectStore({
      endpoint: `${ORIGIN}/storage`,
      bucket: 'attachments',
      region: credentials.region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
    });
    const key = await nextKey();
    const file = testFile(321, 'application/pdf', 'pan.pdf');
    const post = await sdkStore.presignUpload(policyFor(key, 321, 'application/pdf'));
    // The SDK names fields its own way (X-Amz-*, Policy, bucket); S3 matches names case-insensitively.
    expect(post.fields).toHaveProperty('X-Amz-Signature');
    expect(post.fields).toHaveProperty('Policy');
    expect(new URL(post.url).pathname).toBe('/storage/attachments');

    const tamperedType = await postToStore(h.app, post, file, { 'Content-Type': 'image/png' });
    expect(tamperedType.statusCode).toBe(403);
    await expectNothingStored(key);

    const response = await postToStore(h.app, post, file);
    expect(response.statusCode).toBe(201);
    expect(new Uint8Array(await readFile(objectFile(key)))).toEqual(file.bytes);
  });
});

describe('choosing the object store', () => {
  const s3Env = {
    S3_ENDPOINT: 'http://minio.internal:9000/',
    S3_BUCKET: 'proofs',
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses the local store without S3 settings and S3 with them', async () => {
    expect(await createObjectStore(loadConfig({ DATA_DIR: '/tmp/x' }))).toBeInstanceOf(LocalObjectStore);
    const config = loadConfig(s3Env);
    expect(config.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'proofs',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    expect(await createObjectStore(config)).toBeInstanceOf(S3ObjectStore);
  });

  it('refuses half an S3 configuration instead of silently storing locally', () => {
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('lets the page reach the S3 endpoint: uploads, images and media (CSP)', async () => {
    const h = await startHarness('sqlite', s3Env);
    try {
      const csp = String(
        (await h.app.inject({ url: '/api/auditor/config' })).headers['content-security-policy'],
      );
      for (const directive of ['connect-src', 'img-src', 'media-src']) {
        expect(csp).toMatch(new RegExp(`${directive} [^;]*http://minio\\.internal:9000`));
      }
      // No local storage endpoint with S3: the browser posts to the bucket.
      expect(
        (await h.app.inject({ method: 'POST', url: '/storage/attachments', headers: { origin: ORIGIN } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('gives S3 downloads a presigned GET that names the file', async () => {
    const store = new S3ObjectStore({
      endpoint: 'http://minio.internal:9000',
      bucket: 'proofs',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    const url = new URL(
      await store.downloadUrl({
        key: 'id-proofs/1/abc',
        fileName: 'pan card.pdf',
        contentType: 'application/pdf',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://minio.internal:9000/proofs/id-proofs/1/abc');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''pan%20card.pdf");
  });
});

/** `Code: Message` of an S3 XML error body, entities decoded. */
function s3Error(xml: string): string {
  const text = (tag: string) =>
    (new RegExp(`<${tag}>(.*?)</${tag}>`).exec(xml)?.[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return `${text('Code')}: ${text('Message')}`;
}

/** The same policy with its content-length-range opened up, still base64, signature untouched. */
function widenedPolicy(base64: string | undefined): string {
  const policy = JSON.parse(Buffer.from(base64 ?? '', 'base64').toString('utf8')) as {
    conditions: unknown[];
  };
  policy.conditions = policy.conditions.map((c) =>
    Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 0, 10_000_000] : c,
  );
  return Buffer.from(JSON.stringify(policy)).toString('base64');
}

function flipLastHex(hex: string | undefined): string {
  const value = hex ?? '';
  return value.slice(0, -1) + (value.endsWith('0') ? '1' : '0');
}
