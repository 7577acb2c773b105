import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_PROOF_MAX_PER_ITEM,
  ACTION_PROOF_MESSAGES,
  type ActionPlan,
  type Attachment,
  type UploadStartResponse,
} from '../../src/contract';
import { brandRegion, createBrandWorld, type PlannedReport, seatedBrandReader } from './brandWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { postToStore, type TestFile, temporaryDataDir, testFile } from './uploads';

/**
 * Photo proof of a store's fix (decision 0086), on both databases, through the real app and the
 * local store: the store's seat starts a photo with its SHA-256, the store takes exactly those
 * bytes, and the plan's readers see and open it; nobody else does. A photo starts only while the
 * plan is with the store, and an item carries a few at most, with one winner on PostgreSQL.
 */

const sha256 = (file: TestFile) => createHash('sha256').update(file.bytes).digest('hex');
const photo = (seed: number, size = 2000): TestFile => {
  const file = testFile(size, 'image/jpeg', `fixed-${seed}.jpg`);
  file.bytes[0] = seed;
  return file;
};

describe.each(DIALECTS)('photos of a fix, on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  const cookies = {
    client: '',
    store: '',
    storeDeputy: '',
    region: '',
    otherStore: '',
    auditor: '',
    deputies: [] as string[],
  };
  const reports: PlannedReport[] = [
    { wave: 'second', store: 'andheri', service: 'No', billing: 'No', status: 'COMPLETED' },
    { wave: 'first', store: 'andheri', service: 'No', billing: 'No', status: 'COMPLETED' },
  ];
  const post = (cookie: string, path: string, body?: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { cookie, origin: ORIGIN },
      ...(body === undefined ? {} : { payload: body }),
    });
  const read = async (cookie: string, planId: number) =>
    (await h.app.inject({ url: `/api/brand/actions/${planId}`, headers: { cookie } })).json() as ActionPlan;
  const planOf = async (n: number) => {
    await post(cookies.client, `review/report/${world.reports[n]}/accept`, {});
    const plan = await h.db
      .selectFrom('action_plans')
      .select('id')
      .where('audit_store_id', '=', world.reports[n] as number)
      .executeTakeFirstOrThrow();
    return read(cookies.client, plan.id);
  };
  const start = (cookie: string, itemId: number, file: TestFile, more: object = {}) =>
    post(cookie, `brand/action_items/${itemId}/attachment`, {
      id: randomUUID(),
      file_name: file.name,
      file_size: file.bytes.length,
      file_type: file.type,
      sha256: sha256(file),
      ...more,
    });
  /** Start, store and complete one photo. */
  async function upload(cookie: string, itemId: number, file: TestFile): Promise<Attachment> {
    const started = await start(cookie, itemId, file);
    expect(started.statusCode, started.body).toBe(200);
    const policy = started.json<UploadStartResponse>();
    expect((await postToStore(h.app, policy, file)).statusCode).toBe(201);
    const done = await post(cookie, `brand/action_proofs/${policy.attachment.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    return done.json<Attachment>();
  }
  const open = (cookie: string, url: string) => h.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const auditor = await createUser(h.db, { role: 'auditor' });
    cookies.auditor = await sessionFor(h.app, auditor.email, auditor.password);
    world = await createBrandWorld(h.db, auditor.id, 'Proof Chai', reports);
    const client = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: world.clientId }).where('id', '=', client.id).execute();
    cookies.client = await sessionFor(h.app, client.email, client.password);
    const west = await brandRegion(h.db, world.clientId, 'West', [world.cities.mumbai]);
    const seat = (values: Parameters<typeof seatedBrandReader>[2]) =>
      seatedBrandReader(h, world.clientId, values);
    cookies.store = (await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri })).cookie;
    cookies.storeDeputy = (await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri })).cookie;
    for (let n = 0; n < ACTION_PROOF_MAX_PER_ITEM + 2; n += 1)
      cookies.deputies.push(
        (await seat({ brand_seat: 'store', brand_store_id: world.stores.andheri })).cookie,
      );
    cookies.region = (await seat({ brand_seat: 'region', brand_region_id: west })).cookie;
    cookies.otherStore = (await seat({ brand_seat: 'store', brand_store_id: world.stores.bandra })).cookie;
  });
  afterAll(async () => {
    await h?.close();
    await data?.remove();
  });

  it('keeps the store’s photo under its checksum, shows it to the plan’s readers and to nobody else', async () => {
    const plan = await planOf(0);
    const item = plan.items[0] as ActionPlan['items'][number];
    expect(item.proofs).toEqual([]);
    const file = photo(1);
    const sent = await upload(cookies.store, item.id, file);
    expect(sent).toMatchObject({ file_name: 'fixed-1.jpg', file_size: 2000, proof_type: 'PHOTO' });

    // the reviewer reads it on the plan and opens the very bytes the device hashed
    const shown = (await read(cookies.region, plan.id)).items[0]?.proofs ?? [];
    expect(shown.map((proof) => proof.id)).toEqual([sent.id]);
    const served = await open(cookies.region, shown[0]?.direct_url as string);
    expect(served.statusCode).toBe(200);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(sha256(file));
    expect((await open(cookies.client, sent.direct_url)).statusCode).toBe(200);
    // another store's seat, and the auditor who made the visit, do not reach the plan
    expect((await open(cookies.otherStore, sent.direct_url)).statusCode).toBe(404);
    expect((await open(cookies.auditor, sent.direct_url)).statusCode).toBe(404);
  });

  it('refuses a start from outside the store, of a file that is not a photo, or without its checksum', async () => {
    const plan = await read(cookies.client, (await planOf(1)).id);
    const itemId = plan.items[0]?.id as number;
    expect((await start(cookies.otherStore, itemId, photo(2))).statusCode).toBe(404);
    expect((await start(cookies.region, itemId, photo(2))).statusCode).toBe(400);
    const pdf = await start(cookies.store, itemId, testFile(500, 'application/pdf', 'receipt.pdf'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ file_type: [ACTION_PROOF_MESSAGES.photoOnly] });
    const unhashed = await start(cookies.store, itemId, photo(2), { sha256: undefined });
    expect(unhashed.statusCode).toBe(400);
    expect(Object.keys(unhashed.json())).toEqual(['sha256']);
    // other bytes than the hashed ones never become the proof
    const started = (await start(cookies.store, itemId, photo(3))).json<UploadStartResponse>();
    expect((await postToStore(h.app, started, photo(4))).statusCode).toBeGreaterThanOrEqual(400);
    const early = await post(cookies.store, `brand/action_proofs/${started.attachment.id}/complete`);
    expect(early.statusCode).toBe(400);
    // another account completes nobody's upload
    expect(
      (await post(cookies.storeDeputy, `brand/action_proofs/${started.attachment.id}/complete`)).statusCode,
    ).toBe(404);
  });

  it('starts photos only while the plan is with the store, a few per item; a retry of a started one still answers', async () => {
    const plan = await read(cookies.client, (await planOf(1)).id);
    const [first, second] = plan.items as [ActionPlan['items'][number], ActionPlan['items'][number]];
    const file = photo(20);
    const body = { id: randomUUID() };
    // the store's seats start more photos of one item at once than it may carry: the cap holds
    const seats = [cookies.store, ...cookies.deputies];
    const all = await Promise.all(
      seats.map((cookie, n) =>
        n === 0 ? start(cookie, second.id, file, body) : start(cookie, second.id, photo(21 + n)),
      ),
    );
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(ACTION_PROOF_MAX_PER_ITEM);
    expect(codes.filter((code) => code === 400)).toHaveLength(seats.length - ACTION_PROOF_MAX_PER_ITEM);
    const refusal = all.find((r) => r.statusCode === 400);
    expect(refusal?.json()).toEqual({ non_field_errors: [ACTION_PROOF_MESSAGES.tooMany] });
    const rows = await h.db
      .selectFrom('attachments')
      .select('id')
      .where('action_item_id', '=', second.id)
      .execute();
    expect(rows).toHaveLength(ACTION_PROOF_MAX_PER_ITEM);

    for (const item of plan.items)
      await post(cookies.store, `brand/action_items/${item.id}`, { done_text: 'Done' });
    expect((await post(cookies.store, `brand/actions/${plan.id}/ready`, {})).statusCode).toBe(200);
    const late = await start(cookies.store, first.id, photo(30));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [ACTION_PROOF_MESSAGES.notOpen] });
    // the device that started before the send asks again for a fresh policy: it gets one
    if (all[0]?.statusCode === 200)
      expect((await start(cookies.store, second.id, file, body)).statusCode).toBe(200);
  });
});
