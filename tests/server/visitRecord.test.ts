import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  VISIT_CHAIN_START,
  VISIT_MESSAGES,
  type VisitEntry,
  type VisitTimeAnswer,
  visitEntryHash,
} from '../../src/contract';
import { issueTimeToken, timeOfToken } from '../../src/server/visit/timeTokens';
import { resolveVisitSigner } from '../../src/server/visit/visitSigner';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';

/**
 * The visit record's server side (decision 0045): the signed time a device carries offline, and
 * each entry of the chain kept by its number, once, with where the server places it in time and,
 * for a position, its distance to the store.
 */
describe.each(DIALECTS)('the visit record on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let auditor: { id: number; cookie: string };
  let stranger: string;

  const entry = (seq: number, fields: Partial<VisitEntry> = {}): VisitEntry & { hash: string } => {
    const recorded: VisitEntry = {
      seq,
      kind: 'answer',
      ref: '7',
      value: ['Yes'],
      device_at: new Date().toISOString(),
      time: null,
      prev: VISIT_CHAIN_START,
      ...fields,
    };
    return { ...recorded, hash: visitEntryHash(recorded) };
  };
  const append = (storeId: number, body: object, cookie = auditor.cookie) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/audit_store/${storeId}/visit_entry`,
      headers: { cookie, origin: ORIGIN },
      payload: body,
    });
  const kept = (storeId: number) =>
    h.db
      .selectFrom('visit_entries')
      .selectAll()
      .where('audit_store_id', '=', storeId)
      .orderBy('seq')
      .execute();
  const storeAt = async (storeId: number) =>
    h.db
      .selectFrom('audit_stores')
      .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
      .innerJoin('stores', 'stores.id', 'audits.store_id')
      .select(['stores.latitude', 'stores.longitude'])
      .where('audit_stores.id', '=', storeId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const user = await createUser(h.db);
    auditor = { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
    const other = await createUser(h.db);
    stranger = await sessionFor(h.app, other.email, other.password);
  });
  afterAll(async () => {
    await h?.close();
    await data?.remove();
  });

  it('hands out a time token its own key signed, and no other key’s token reads as one', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/auditor/visit_time',
      headers: { cookie: auditor.cookie },
    });
    const { token, server_time } = response.json() as VisitTimeAnswer;
    const signer = await resolveVisitSigner(null, data.dir, false);
    if (!signer || !token) throw new Error('no signer or no token outside production');
    expect(timeOfToken(signer, token)?.toISOString()).toBe(server_time);

    const other = await temporaryDataDir();
    const foreign = await resolveVisitSigner(null, other.dir, false);
    await other.remove();
    if (!foreign) throw new Error('no second signer');
    expect(timeOfToken(signer, issueTimeToken(foreign, new Date()))).toBeNull();
    expect(timeOfToken(signer, `${token.split('.')[0]}.${'A'.repeat(86)}`)).toBeNull();
  });

  it('keeps an entry once by its number: a resend is answered alike, another entry under it refused', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const first = entry(1);
    expect((await append(storeId, first)).json()).toEqual({ detail: VISIT_MESSAGES.recorded, seq: 1 });
    expect((await append(storeId, first)).statusCode).toBe(200);
    const other = await append(storeId, entry(1, { value: ['No'] }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ seq: [VISIT_MESSAGES.seqTaken] });
    expect((await kept(storeId)).map((row) => [row.seq, row.hash, row.value])).toEqual([
      [1, first.hash, '["Yes"]'],
    ]);
  });

  it('gives the record’s last entry with the report, for a phone that holds none of it (decision 0069)', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const read = async (cookie = auditor.cookie) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/auditor/audit_store/${storeId}`,
          headers: { cookie },
        })
      ).json() as { visit_head: unknown };
    expect((await read()).visit_head).toBeNull();
    const first = entry(1);
    const second = entry(2, { prev: first.hash, value: ['No'] });
    await append(storeId, first);
    await append(storeId, second);
    expect((await read()).visit_head).toEqual({ seq: 2, hash: second.hash });
    // and in the list, each report with its own
    const list = (
      await h.app.inject({
        method: 'GET',
        url: '/api/auditor/audit_store',
        headers: { cookie: auditor.cookie },
      })
    ).json() as Array<{ id: number; visit_head: unknown }>;
    expect(list.find((row) => row.id === storeId)?.visit_head).toEqual({ seq: 2, hash: second.hash });
  });

  it('refuses an entry whose hash is not its own, another’s report, and a report no longer in progress', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const forged = { ...entry(1), value: ['No'] };
    expect((await append(storeId, forged)).json()).toEqual({ hash: [VISIT_MESSAGES.hashMismatch] });
    expect((await append(storeId, entry(1), stranger)).statusCode).toBe(404);

    const sent = entry(1);
    expect((await append(storeId, sent)).statusCode).toBe(200);
    await h.db.updateTable('audit_stores').set({ status: 'SUBMITTED' }).where('id', '=', storeId).execute();
    // the entry kept before is still answered alike, a new one is refused
    expect((await append(storeId, sent)).statusCode).toBe(200);
    const late = await append(storeId, entry(2, { prev: sent.hash }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [REPORT_MESSAGES.notEditable] });
    expect(await kept(storeId)).toHaveLength(1);
  });

  it('keeps a position’s distance to the store, and refuses a position that is none', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const store = await storeAt(storeId);
    const at = { lat: store.latitude, lng: store.longitude, accuracy_m: 12 };
    // 0.045° of latitude is 5.0 km anywhere
    const away = { lat: store.latitude + 0.045, lng: store.longitude, accuracy_m: 30 };
    const inStore = entry(1, { kind: 'position', ref: null, value: at });
    const fiveKm = entry(2, { kind: 'position', ref: null, value: away, prev: inStore.hash });
    expect((await append(storeId, inStore)).statusCode).toBe(200);
    expect((await append(storeId, fiveKm)).statusCode).toBe(200);
    const [first, second] = await kept(storeId);
    expect(first?.distance_m).toBeLessThan(1);
    expect(second?.distance_m).toBeGreaterThan(4_990);
    expect(second?.distance_m).toBeLessThan(5_020);

    const nowhere = await append(storeId, entry(3, { kind: 'position', value: { lat: 91, lng: 0 } }));
    expect(nowhere.json()).toEqual({ value: [VISIT_MESSAGES.notAPosition] });
  });

  it('places an entry by its token and the time since, and measures how far the device’s clock stood', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const signer = await resolveVisitSigner(null, data.dir, false);
    if (!signer) throw new Error('no signer');
    const issued = new Date(Date.now() - 10 * 60_000);
    const token = issueTimeToken(signer, issued);
    const placed = new Date(issued.getTime() + 60_000);
    const honest = entry(1, { device_at: placed.toISOString(), time: { token, elapsed_ms: 60_000 } });
    // a phone set three hours ahead, the token still in the page that got it
    const ahead = new Date(placed.getTime() + 3 * 3_600_000).toISOString();
    const moved = entry(2, { device_at: ahead, time: { token, elapsed_ms: 60_000 }, prev: honest.hash });
    // after an offline reload: no time since the token, only its bound and the arrival
    const reloaded = entry(3, { device_at: ahead, time: { token, elapsed_ms: null }, prev: moved.hash });
    for (const sent of [honest, moved, reloaded]) expect((await append(storeId, sent)).statusCode).toBe(200);

    const [a, b, c] = await kept(storeId);
    expect(a).toMatchObject({
      token_at: issued.toISOString(),
      placed_at: placed.toISOString(),
      clock_off_ms: 0,
    });
    expect(b).toMatchObject({ placed_at: placed.toISOString(), clock_off_ms: 3 * 3_600_000 });
    expect(c?.placed_at).toBeNull();
    // ahead of its own arrival by the three hours less the nine minutes since it was placed
    expect(c?.clock_off_ms).toBeGreaterThan(2.8 * 3_600_000);
    expect(c?.clock_off_ms).toBeLessThan(3 * 3_600_000);
  });

  it('keeps one of two entries sent under one number at once (in parallel on PostgreSQL)', async () => {
    const { storeId } = await createReportWorld(h.db, auditor.id);
    const same = entry(1);
    const twice = await Promise.all([append(storeId, same), append(storeId, same)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const rivals = await Promise.all([
      append(storeId, entry(2, { value: ['No'], prev: same.hash })),
      append(storeId, entry(2, { value: ['Yes'], prev: same.hash })),
    ]);
    expect(rivals.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await kept(storeId)).toHaveLength(2);
  });
});
