import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverageText,
  type HashedVisitEntry,
  VISIT_SEAL_MESSAGES,
  type VisitEvidence,
} from '../../src/contract';
import { judgeRecord, sealText } from '../../src/server/domain/visitRecord/visitSeal';
import { resolveVisitSigner } from '../../src/server/visit/visitSigner';
import { DIALECTS } from './testDb';
import { recordedVisit, startVisitHarness, type VisitHarness } from './visitWorld';

/**
 * Submit seals the visit's record (decision 0045): the chain recomputed from what reached the
 * server, its head against the device's, each item's last entry against what the report holds.
 * Sealed with the server's signature when all agree; otherwise the first entry or item that does
 * not is named, and the report is submitted all the same.
 */
describe.each(DIALECTS)('the visit seal on %s', (dialect) => {
  let v: VisitHarness;
  const post = (url: string, payload: object) => v.post(url, payload);
  const sealOf = (id: number) =>
    v.h.db.selectFrom('visit_seals').selectAll().where('audit_store_id', '=', id).executeTakeFirst();

  async function send(storeId: number, entries: readonly HashedVisitEntry[]) {
    for (const entry of entries)
      expect((await post(`audit_store/${storeId}/visit_entry`, entry)).statusCode).toBe(200);
  }
  const submit = (storeId: number, head: string | null) =>
    post(`audit_store/${storeId}/submit`, { report_submission_time: '0:20:00', visit_head: head });

  beforeAll(async () => {
    v = await startVisitHarness(dialect);
  });
  afterAll(() => v?.close());

  it('seals a record that matches what was submitted, with a signature its key verifies', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries);
    expect((await submit(world.storeId, head)).statusCode).toBe(200);

    const seal = await sealOf(world.storeId);
    expect(seal).toMatchObject({ state: 'sealed', head, entries: entries.length, broken_seq: null });
    const signer = await resolveVisitSigner(null, v.dataDir, false);
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

  it('takes the entries in the batch of the changes they record, each answered as its own call', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    const [first, ...rest] = entries;
    if (!first) throw new Error('no entry');
    const calls = [first, first, ...rest].map((entry) => ({
      path: `auditor/audit_store/${world.storeId}/visit_entry`,
      body: entry,
    }));
    const tampered = { ...first, seq: 99 };
    calls.push({ path: `auditor/audit_store/${world.storeId}/visit_entry`, body: tampered });
    const response = await post('report_batch', { calls });
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: Array<{ status: number }> }>();
    // the resent first entry is answered alike; the last one's hash is not its own
    expect(results.map((result) => result.status)).toEqual([...calls.slice(0, -1).map(() => 200), 400]);
    expect((await submit(world.storeId, head)).statusCode).toBe(200);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'sealed', entries: entries.length });
  });

  it('names the entry of an answer changed on the server after the device recorded it', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries);
    await v.h.db
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

  it('names an answer changed on the server after the visit was sealed, when the evidence is read', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries);
    expect((await submit(world.storeId, head)).statusCode).toBe(200);
    const evidence = async () =>
      (
        await v.h.app.inject({
          method: 'GET',
          url: `/api/review/report/${world.storeId}/visit_evidence`,
          headers: { cookie: v.qa },
        })
      ).json<VisitEvidence>().seal;
    expect(await evidence()).toMatchObject({ state: 'sealed', reason: null });
    await v.h.db
      .updateTable('answers')
      .set({ answer_text: JSON.stringify(['Ravi']) })
      .where('audit_store_id', '=', world.storeId)
      .where('question_id', '=', world.questions.staffName)
      .execute();
    // entry 5 recorded "Asha"; the seal kept from Submit is untouched, the reading says what changed
    expect(await evidence()).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.changedSince(VISIT_SEAL_MESSAGES.changed(5)),
    });
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'sealed' });
  });

  it('judges a stored answer that is not a list of texts instead of throwing: the seal never stops a Submit', async () => {
    const { entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    const staffName = entries.find((entry) => entry.seq === 5)?.ref ?? '';
    const stored = {
      answers: [{ question_id: Number(staffName), answer_text: '12', not_applicable: 0, answer_comment: '' }],
      sections: [],
      summary: '',
      proofs: [],
    };
    // judged (the report holds less than the record names), not thrown
    expect(judgeRecord(entries, head, stored).state).toBe('broken');
  });

  it('names a proof whose file is not the one the device recorded', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries);
    await v.h.db
      .updateTable('attachments')
      .set({ sha256: 'cd'.repeat(32) })
      .where('id', '=', world.proofId)
      .execute();
    await submit(world.storeId, head);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'broken', broken_seq: 8 });
  });

  it('says so when entries recorded on the device did not reach the server', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries.slice(0, -1));
    await submit(world.storeId, head);
    expect(await sealOf(world.storeId)).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.missingAfter(entries.length - 1),
    });
  });

  it('seals a record that does not cover every item, says how much it covers, and names such an item changed after', async () => {
    const { world, entries } = await recordedVisit(v.h.db, v.auditor.id);
    // the summary and the hidden question's answer were given where the record does not reach
    await v.h.db
      .insertInto('answers')
      .values({
        audit_store_id: world.storeId,
        question_id: world.questions.hidden,
        answer_text: JSON.stringify(['Yes']),
        status: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const withoutSummary = entries.slice(0, 8);
    await send(world.storeId, withoutSummary);
    await submit(world.storeId, withoutSummary.at(-1)?.hash ?? null);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'sealed', reason: null });
    const read = async () =>
      (
        await v.h.app.inject({
          method: 'GET',
          url: `/api/review/report/${world.storeId}/visit_evidence`,
          headers: { cookie: v.qa },
        })
      ).json<VisitEvidence>();
    const sealed = await read();
    expect(sealed.seal).toMatchObject({ state: 'sealed', reason: null });
    expect(sealed.answers).toEqual({ recorded: 3, held: 4 });
    expect(coverageText(sealed.answers)).toBe(
      '3 of 4 answers recorded on the phone during the visit; the other 1 was given where the record does not reach (before recording began, or on another device).',
    );

    // the summary, outside the record, changed on the server after Submit: that contradicts the seal
    await v.h.db
      .updateTable('audit_stores')
      .set({ report_summary: 'Written by someone else after Submit.' })
      .where('id', '=', world.storeId)
      .execute();
    expect((await read()).seal).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.changedSince(VISIT_SEAL_MESSAGES.unrecordedChanged('the summary')),
    });
  });

  it('says so when a report with a record is submitted without its head', async () => {
    const { world, entries } = await recordedVisit(v.h.db, v.auditor.id);
    await send(world.storeId, entries);
    await submit(world.storeId, null);
    expect(await sealOf(world.storeId)).toMatchObject({
      state: 'broken',
      reason: VISIT_SEAL_MESSAGES.noHead,
    });
  });

  it('submits a report from a device that kept no record, and says none reached the server', async () => {
    const { world } = await recordedVisit(v.h.db, v.auditor.id);
    expect((await submit(world.storeId, null)).statusCode).toBe(200);
    expect(await sealOf(world.storeId)).toMatchObject({ state: 'unrecorded', entries: 0 });
  });
});
