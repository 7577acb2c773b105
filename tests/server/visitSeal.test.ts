import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HashedVisitEntry,
  VISIT_CHAIN_START,
  VISIT_SEAL_MESSAGES,
  type VisitEntry,
  visitEntryHash,
  visitValues,
} from '../../src/contract';
import { sealText } from '../../src/server/domain/visitRecord/visitSeal';
import { resolveVisitSigner } from '../../src/server/visit/visitSigner';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';

/**
 * Submit seals the visit's record (decision 0045): the chain recomputed from what reached the
 * server, its head against the device's, each item's last entry against what the report holds.
 * Sealed with the server's signature when all agree; otherwise the first entry or item that does
 * not is named, and the report is submitted all the same.
 */
describe.each(DIALECTS)('the visit seal on %s', (dialect) => {
  let h: Harness;
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let auditor: { id: number; cookie: string };
  const post = (url: string, payload: object) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auditor/${url}`,
      headers: { cookie: auditor.cookie, origin: ORIGIN },
      payload,
    });
  const sealOf = (id: number) =>
    h.db.selectFrom('visit_seals').selectAll().where('audit_store_id', '=', id).executeTakeFirst();

  /** A complete report and the record its device made of it, item by item, as the auditor went. */
  async function recordedVisit() {
    const world = await createSubmittableReport(h.db, auditor.id);
    const sha256 = 'ab'.repeat(32);
    await h.db.updateTable('attachments').set({ sha256 }).where('id', '=', world.proofId).execute();
    const { report_summary: summary } = await h.db
      .selectFrom('audit_stores')
      .select('report_summary')
      .where('id', '=', world.storeId)
      .executeTakeFirstOrThrow();
    const { auditor_comment: comment } = await h.db
      .selectFrom('report_sections')
      .select('auditor_comment')
      .where('audit_store_id', '=', world.storeId)
      .executeTakeFirstOrThrow();
    const q = world.questions;
    const recorded: Array<Pick<VisitEntry, 'kind' | 'ref' | 'value'>> = [
      { kind: 'start', ref: null, value: null },
      { kind: 'position', ref: null, value: { lat: 19.06, lng: 72.83, accuracy_m: 15 } },
      { kind: 'answer', ref: String(q.greeted), value: visitValues.answer(['No'], false) },
      { kind: 'answer', ref: String(q.greeted), value: visitValues.answer(['Yes'], false) },
      { kind: 'answer', ref: String(q.staffName), value: visitValues.answer(['Asha'], false) },
      { kind: 'answer', ref: String(q.offers), value: visitValues.answer(['Yes'], false) },
      { kind: 'section_comment', ref: String(world.sections.entry), value: visitValues.text(comment) },
      { kind: 'proof', ref: world.proofId, value: visitValues.proof(sha256) },
      { kind: 'summary', ref: null, value: visitValues.text(summary) },
      { kind: 'submit', ref: null, value: null },
    ];
    let prev = VISIT_CHAIN_START;
    const entries: HashedVisitEntry[] = recorded.map((item, index) => {
      const entry: VisitEntry = {
        ...item,
        seq: index + 1,
        device_at: new Date().toISOString(),
        time: null,
        prev,
      };
      prev = visitEntryHash(entry);
      return { ...entry, hash: prev };
    });
    return { world, entries, head: prev };
  }

  async function send(storeId: number, entries: readonly HashedVisitEntry[]) {
    for (const entry of entries)
      expect((await post(`audit_store/${storeId}/visit_entry`, entry)).statusCode).toBe(200);
  }
  const submit = (storeId: number, head: string | null) =>
    post(`audit_store/${storeId}/submit`, { report_submission_time: '0:20:00', visit_head: head });

  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const user = await createUser(h.db);
    auditor = { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  });
  afterAll(async () => {
    await h?.close();
    await data?.remove();
  });

  it('seals a record that matches what was submitted, with a signature its key verifies', async () => {
    const { world, entries, head } = await recordedVisit();
    await send(world.storeId, entries);
    expect((await submit(world.storeId, head)).statusCode).toBe(200);

    const seal = await sealOf(world.storeId);
    expect(seal).toMatchObject({ state: 'sealed', head, entries: entries.length, broken_seq: null });
    const signer = await resolveVisitSigner(null, data.dir, false);
    if (!signer || !seal?.signature) throw new Error('no signer or no signature');
    const signed = sealText({
      audit_store_id: world.storeId,
      head,
      entries: entries.length,
      sealed_at: seal.judged_at,
      kid: signer.kid,
    });
    expect(signer.verify(signed, Buffer.from(seal.signature, 'base64url'))).toBe(true);
    expect(seal.kid).toBe(signer.kid);
  });

  it('names the entry of an answer changed on the server after the device recorded it', async () => {
    const { world, entries, head } = await recordedVisit();
    await send(world.storeId, entries);
    await h.db
      .updateTable('answers')
      .set({ answer_text: JSON.stringify(['Ravi']) })
      .where('audit_store_id', '=', world.storeId)
      .where('question_id', '=', world.questions.staffName)
      .execute();
    expect((await submit(world.storeId, head)).statusCode).toBe(200);
    // entry 5 recorded "Asha"
    expect(await sealOf(world.storeId)).toMatchObject({
      state: 'broken',
      broken_seq: 5,
      reason: VISIT_SEAL_MESSAGES.changed(5),
      signature: null,
    });
  });

  it('names a proof whose file is not the one the device recorded', async () => {
    const { world, entries, head } = await recordedVisit();
    await send(world.storeId, entries);
    await h.db
      .updateTable('attachments')
      .set({ sha256: 'cd'.repeat(32) })
      .where('id', '=', world.proofId)
      .execute();
    await submit(world.storeId, head);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'broken', broken_seq: 8 });
  });

  it('says so when entries recorded on the device did not reach the server', async () => {
    const { world, entries, head } = await recordedVisit();
    await send(world.storeId, entries.slice(0, -1));
    await submit(world.storeId, head);
    expect(await sealOf(world.storeId)).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.missingAfter(entries.length - 1),
    });
  });

  it('names an item the server holds that the device never recorded', async () => {
    const { world, entries } = await recordedVisit();
    const withoutSummary = entries.slice(0, 8);
    await send(world.storeId, withoutSummary);
    await submit(world.storeId, withoutSummary.at(-1)?.hash ?? null);
    expect(await sealOf(world.storeId)).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.unrecordedItem('summary:'),
    });
  });

  it('submits a report from a device that kept no record, and says none reached the server', async () => {
    const { world } = await recordedVisit();
    expect((await submit(world.storeId, null)).statusCode).toBe(200);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'unrecorded', entries: 0 });
  });
});
