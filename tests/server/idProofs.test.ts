import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStoreStatus, Role } from '../../src/contract';
import {
  ATTACHMENT_MESSAGES,
  ID_PROOF_MAX_BYTES,
  UPLOADS_WAITING_MAX,
  UPLOADS_WAITING_WINDOW_MS,
  type UploadStartResponse,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { localStoreOf } from './localStoreOf';
import { DIALECTS } from './testDb';
import { postToStore, temporaryDataDir, testFile } from './uploads';

const INIT = '/api/auditor/id_proof/attachment';

describe.each(DIALECTS)('ID proof attachments (%s)', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let owner: { id: number; cookie: string };
  let other: { id: number; cookie: string };
  let manager: { id: number; cookie: string };

  const signIn = async (role: Role = 'auditor') => {
    const user = await createUser(h.db, { role });
    return { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  };
  const api = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
  const storedFile = (key: string) => path.join(data.dir, 'storage', 'attachments', ...key.split('/'));
  const keyOf = (started: UploadStartResponse) => started.fields.key ?? '';

  /** init + upload of a file, as the browser does it; returns the init response */
  async function upload(cookie: string, file = testFile(2048), id: string = randomUUID()) {
    const init = await api(cookie, 'POST', INIT, {
      id,
      file_name: file.name,
      file_size: file.bytes.length,
      file_type: file.type,
    });
    expect(init.statusCode).toBe(200);
    const started = init.json<UploadStartResponse>();
    const stored = await postToStore(h.app, started, file);
    expect(stored.statusCode).toBe(201);
    return started;
  }

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    owner = await signIn();
    other = await signIn();
    manager = await signIn('manager');
  });
  afterAll(async () => {
    await h.close();
    await data.remove();
  });

  /**
   * A manager's session alone does not open an auditor's ID proof: the recorded view hands out a
   * grant for that manager and file, for a few minutes, so every look is in the auditor's record.
   */
  async function expectOpenedOnlyThroughTheRecordedView(id: string, plainUrl: string) {
    const views = () =>
      h.db
        .selectFrom('staff_actions')
        .select('id')
        .where('action', '=', 'id_proof.view')
        .where('target_id', '=', owner.id)
        .execute();
    expect((await api(manager.cookie, 'GET', plainUrl)).statusCode).toBe(404);
    expect(await views()).toHaveLength(0);
    const view = await api(manager.cookie, 'POST', `/api/manager/auditor/${owner.id}/id_proofs/${id}/view`);
    const granted = (view.json() as { direct_url: string }).direct_url;
    expect(granted.startsWith(`${plainUrl}?grant=`)).toBe(true);
    expect(await views()).toHaveLength(1);
    const opened = await api(manager.cookie, 'GET', granted);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    // the grant is this manager's, for this file, unaltered and not yet ended
    const colleague = await signIn('manager');
    expect((await api(colleague.cookie, 'GET', granted)).statusCode).toBe(404);
    const tampered = granted.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await api(manager.cookie, 'GET', tampered)).statusCode).toBe(404);
    const key = plainUrl.replace('/storage/attachments/', '');
    const grantSignedAt = (at: Date) =>
      localStoreOf(h.config, { now: () => at }).downloadUrl({
        key,
        fileName: 'x.jpg',
        contentType: 'image/jpeg',
        viewerId: manager.id,
      });
    const ended = await grantSignedAt(new Date(Date.now() - 3_600_000));
    expect((await api(manager.cookie, 'GET', ended)).statusCode).toBe(404);
    const signedNow = await grantSignedAt(new Date());
    expect((await api(manager.cookie, 'GET', signedNow)).statusCode).toBe(200);
    // the owner needs no grant for their own file
    expect((await api(owner.cookie, 'GET', plainUrl)).statusCode).toBe(200);
  }

  it('runs the whole path: init, upload, complete, list, download, delete', async () => {
    const percentOf = async () =>
      (await api(owner.cookie, 'GET', '/api/auditor/profile_completion_percentage')).json()
        .profile_completion_percentage as number;
    const percentBefore = await percentOf();
    const file = testFile(4096, 'image/jpeg', 'voter id.jpg');
    const id = randomUUID();
    const init = await api(owner.cookie, 'POST', INIT, {
      id,
      file_name: file.name,
      file_size: 4096,
      file_type: 'image/jpeg',
    });
    expect(init.statusCode).toBe(200);
    const started = init.json<UploadStartResponse>();
    expect(started.attachment).toMatchObject({
      id,
      file_name: 'voter id.jpg',
      file_size: 4096,
      file_type: 'image/jpeg',
      proof_type: 'ID_PROOF',
    });
    expect(started.fields).toMatchObject({
      key: `id-proofs/${owner.id}/${id}`,
      'Content-Type': 'image/jpeg',
    });
    for (const field of [
      'policy',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
      'acl',
    ]) {
      expect(started.fields[field]).toBeTruthy();
    }

    // Not listed until completed.
    expect((await api(owner.cookie, 'GET', INIT)).json()).toEqual([]);
    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
    expect((await api(owner.cookie, 'GET', INIT)).json()).toEqual([]);

    const completed = await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual(started.attachment);
    const listed = (await api(owner.cookie, 'GET', INIT)).json();
    expect(listed).toEqual([started.attachment]);
    expect(listed[0].direct_url).toBe(`/storage/attachments/id-proofs/${owner.id}/${id}`);
    expect(await percentOf()).toBeGreaterThan(percentBefore);

    const download = await api(owner.cookie, 'GET', listed[0].direct_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="voter id.jpg"; filename*=UTF-8''voter%20id.jpg`,
    );
    expect(new Uint8Array(download.rawPayload)).toEqual(file.bytes);
    await expectOpenedOnlyThroughTheRecordedView(id, listed[0].direct_url);

    const deleted = await api(owner.cookie, 'DELETE', `/api/auditor/attachment/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api(owner.cookie, 'GET', INIT)).json()).toEqual([]);
    expect((await api(owner.cookie, 'GET', listed[0].direct_url)).statusCode).toBe(404);
    expect(existsSync(storedFile(keyOf(started)))).toBe(false);
    const row = await h.db
      .selectFrom('attachments')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    expect((await api(owner.cookie, 'POST', `/api/auditor/attachment/${id}/complete`)).statusCode).toBe(404);
    // A replayed delete whose first answer was lost succeeds again.
    expect((await api(owner.cookie, 'DELETE', `/api/auditor/attachment/${id}`)).statusCode).toBe(204);
  });

  it('serves stored files to the owner only (a manager through a recorded view, above)', async () => {
    const started = await upload(owner.cookie);
    const url = started.attachment.direct_url;
    expect((await api(other.cookie, 'GET', url)).statusCode).toBe(404);
    expect((await h.app.inject({ url })).statusCode).toBe(403);
    expect((await api(owner.cookie, 'GET', url)).statusCode).toBe(200);
    expect((await api(manager.cookie, 'GET', url)).statusCode).toBe(404);
    expect((await api(owner.cookie, 'GET', '/storage/attachments/id-proofs/../secret')).statusCode).toBe(404);
  });

  it('serves files so that none can run script on our origin', async () => {
    const fetchHeaders = async (type: string, name: string) => {
      const started = await upload(owner.cookie, testFile(64, type, name));
      await api(owner.cookie, 'POST', `/api/auditor/attachment/${started.attachment.id}/complete`);
      const response = await api(owner.cookie, 'GET', started.attachment.direct_url);
      expect(response.statusCode).toBe(200);
      return response.headers;
    };
    const svg = await fetchHeaders('image/svg+xml', 'card.svg');
    expect(svg['content-type']).toBe('image/svg+xml');
    expect(svg['content-disposition']).toMatch(/^attachment; /);
    expect(svg['content-security-policy']).toContain('sandbox');
    expect(svg['x-content-type-options']).toBe('nosniff');
    const png = await fetchHeaders('image/png', 'card.png');
    expect(png['content-disposition']).toMatch(/^inline; /);
    expect(png['content-security-policy']).toContain('sandbox');
    const pdf = await fetchHeaders('application/pdf', 'card.pdf');
    expect(pdf['content-disposition']).toMatch(/^inline; /);
    expect(pdf['content-security-policy']).not.toContain('sandbox');
    expect(pdf['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for someone else's attachment and changes nothing", async () => {
    const started = await upload(owner.cookie);
    const id = started.attachment.id;
    expect((await api(other.cookie, 'POST', `/api/auditor/attachment/${id}/complete`)).statusCode).toBe(404);
    expect((await api(other.cookie, 'DELETE', `/api/auditor/attachment/${id}`)).statusCode).toBe(404);
    expect(
      (await api(owner.cookie, 'POST', `/api/auditor/attachment/${randomUUID()}/complete`)).statusCode,
    ).toBe(404);
    expect(existsSync(storedFile(keyOf(started)))).toBe(true);
    const row = await h.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'PENDING', deleted_at: null });
  });

  it('completes only what was stored, once', async () => {
    const file = testFile(512, 'application/pdf', 'pan.pdf');
    const init = await api(owner.cookie, 'POST', INIT, {
      file_name: 'pan.pdf',
      file_size: 512,
      file_type: 'application/pdf',
    });
    const started = init.json<UploadStartResponse>();
    const complete = () =>
      api(owner.cookie, 'POST', `/api/auditor/attachment/${started.attachment.id}/complete`);
    const notYet = await complete();
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json()).toEqual({ non_field_errors: [ATTACHMENT_MESSAGES.notUploaded] });

    // A file of another size (put there behind the store's back) is not accepted either.
    await mkdir(path.dirname(storedFile(keyOf(started))), { recursive: true });
    await writeFile(storedFile(keyOf(started)), new Uint8Array(511));
    expect((await complete()).json()).toEqual({ non_field_errors: [ATTACHMENT_MESSAGES.sizeMismatch] });
    // Objects are written once, so the stray file is taken away again before the real upload.
    await rm(storedFile(keyOf(started)));

    expect((await postToStore(h.app, started, file)).statusCode).toBe(201);
    expect((await complete()).statusCode).toBe(200);
    const first = await h.db
      .selectFrom('attachments')
      .select(['state', 'completed_at'])
      .where('id', '=', started.attachment.id)
      .executeTakeFirstOrThrow();
    expect(first.state).toBe('COMPLETED');
    const again = await complete();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(started.attachment);
    const second = await h.db
      .selectFrom('attachments')
      .select('completed_at')
      .where('id', '=', started.attachment.id)
      .executeTakeFirstOrThrow();
    expect(second.completed_at).toBe(first.completed_at);
  });

  it('answers a retried init with the same attachment and a fresh policy', async () => {
    const id = randomUUID();
    const body = { id, file_name: 'id.png', file_size: 300, file_type: 'image/png' };
    const first = (await api(owner.cookie, 'POST', INIT, body)).json<UploadStartResponse>();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const retry = await api(owner.cookie, 'POST', INIT, body);
    expect(retry.statusCode).toBe(200);
    const second = retry.json<UploadStartResponse>();
    expect(second.attachment).toEqual(first.attachment);
    const expiration = (post: UploadStartResponse) =>
      Date.parse(JSON.parse(Buffer.from(post.fields.policy ?? '', 'base64').toString()).expiration);
    expect(expiration(second)).toBeGreaterThan(expiration(first));
    expect(second.fields['x-amz-signature']).not.toBe(first.fields['x-amz-signature']);
    const rows = await h.db.selectFrom('attachments').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // The fresh policy works.
    expect((await postToStore(h.app, second, testFile(300, 'image/png'))).statusCode).toBe(201);
  });

  it('refuses a new upload while a hundred started in the last day wait, however many start at once', async () => {
    const auditor = await signIn();
    const start = (id = randomUUID()) =>
      api(auditor.cookie, 'POST', INIT, { id, file_name: 'id.png', file_size: 300, file_type: 'image/png' });
    const ids = Array.from({ length: UPLOADS_WAITING_MAX - 10 }, () => randomUUID());
    for (const id of ids) expect((await start(id)).statusCode).toBe(200);
    const lastOnes = await Promise.all(Array.from({ length: 15 }, () => start()));
    expect(lastOnes.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = lastOnes.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({ non_field_errors: [ATTACHMENT_MESSAGES.tooManyWaiting] });
    // a retry of a started one still gets its policy; a deleted one makes room for another
    expect((await start(ids[0])).statusCode).toBe(200);
    expect((await api(auditor.cookie, 'DELETE', `/api/auditor/attachment/${ids[1]}`)).statusCode).toBe(204);
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(400);
    // one started more than a day ago no longer counts
    await h.db
      .updateTable('attachments')
      .set({ created_at: new Date(Date.now() - UPLOADS_WAITING_WINDOW_MS - 60_000).toISOString() })
      .where('id', '=', ids[2] as string)
      .execute();
    expect((await start()).statusCode).toBe(200);
  });

  it('refuses an id already used for another file or by another user', async () => {
    const id = randomUUID();
    const body = { id, file_name: 'id.png', file_size: 300, file_type: 'image/png' };
    expect((await api(owner.cookie, 'POST', INIT, body)).statusCode).toBe(200);
    const otherFile = await api(owner.cookie, 'POST', INIT, { ...body, file_size: 301 });
    expect(otherFile.statusCode).toBe(400);
    expect(otherFile.json()).toEqual({ id: [ATTACHMENT_MESSAGES.idInUse] });
    const otherUser = await api(other.cookie, 'POST', INIT, body);
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json()).toEqual({ id: [ATTACHMENT_MESSAGES.idInUse] });
  });

  const valid = { file_name: 'id.png', file_size: 1000, file_type: 'image/png' };
  it.each([
    ['a text file', { ...valid, file_type: 'text/plain' }, 'file_type', ATTACHMENT_MESSAGES.idProofType],
    [
      'a type that only starts like PDF',
      { ...valid, file_type: 'application/pdf+zip' },
      'file_type',
      ATTACHMENT_MESSAGES.idProofType,
    ],
    [
      'a size with a fraction',
      { ...valid, file_size: 10.5 },
      'file_size',
      ATTACHMENT_MESSAGES.notWholeNumber,
    ],
    [
      'a file over 10 MB',
      { ...valid, file_size: ID_PROOF_MAX_BYTES + 1 },
      'file_size',
      ATTACHMENT_MESSAGES.idProofTooLarge,
    ],
    ['an empty file', { ...valid, file_size: 0 }, 'file_size', ATTACHMENT_MESSAGES.emptyFile],
    ['no name', { file_size: 1000, file_type: 'image/png' }, 'file_name', ATTACHMENT_MESSAGES.required],
    ['a blank name', { ...valid, file_name: '   ' }, 'file_name', ATTACHMENT_MESSAGES.required],
    ['no size', { file_name: 'id.png', file_type: 'image/png' }, 'file_size', ATTACHMENT_MESSAGES.required],
    ['a size that is text', { ...valid, file_size: '1000' }, 'file_size', ATTACHMENT_MESSAGES.notWholeNumber],
    ['a name that is not text', { ...valid, file_name: 42 }, 'file_name', ATTACHMENT_MESSAGES.notText],
    ['an id that is not a UUID', { ...valid, id: '../../etc' }, 'id', undefined],
  ])('refuses %s with a field error', async (_, payload, field, message) => {
    const response = await api(owner.cookie, 'POST', INIT, payload);
    expect(response.statusCode).toBe(400);
    const errors = response.json<Record<string, string[]>>();
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it('accepts exactly 10 MB and answers 403 to other roles', async () => {
    const limit = await api(owner.cookie, 'POST', INIT, { ...valid, file_size: ID_PROOF_MAX_BYTES });
    expect(limit.statusCode).toBe(200);
    expect((await api(manager.cookie, 'POST', INIT, valid)).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'POST', url: INIT, headers: { origin: ORIGIN }, payload: valid }))
        .statusCode,
    ).toBe(403);
  });

  it('changes report proofs only while the report is ACKNOWLEDGED', async () => {
    const { createAuditStore, createCycleWithAudits } = await import('./world');
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 2 });
    const attach = async (status: AuditStoreStatus, auditId: number) => {
      const storeId = await createAuditStore(h.db, owner.id, auditId, status);
      const id = randomUUID();
      await h.db
        .insertInto('attachments')
        .values({
          id,
          owner_id: owner.id,
          audit_store_id: storeId,
          proof_type: 'PHOTO',
          file_name: 'shelf.jpg',
          file_size: 10,
          file_type: 'image/jpeg',
          storage_key: `report-proofs/${storeId}/${id}`,
          state: 'COMPLETED',
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    };
    const submitted = await attach('SUBMITTED', auditIds[0] as number);
    const refused = await api(owner.cookie, 'DELETE', `/api/auditor/attachment/${submitted}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['This report can no longer be changed.'] });
    const acknowledged = await attach('ACKNOWLEDGED', auditIds[1] as number);
    expect((await api(owner.cookie, 'DELETE', `/api/auditor/attachment/${acknowledged}`)).statusCode).toBe(
      204,
    );
  });
});
