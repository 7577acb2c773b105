import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReceipt, itemKey, type VisitReceipt, type VisitValue } from '../../src/contract';
import { createUser, ORIGIN, sessionFor } from './harness';
import { DIALECTS } from './testDb';
import { recordedVisit, startVisitHarness, type VisitHarness } from './visitWorld';

/**
 * The receipt before leaving the store (decision 0045): what the server holds of the auditor's
 * own report in the record's values, each proof with whether the store still has its file; the
 * device compares it with what it holds.
 */
describe.each(DIALECTS)('the visit receipt on %s', (dialect) => {
  let v: VisitHarness;
  const receiptOf = (storeId: number, cookie = v.auditor.cookie) =>
    v.h.app.inject({
      method: 'GET',
      url: `/api/auditor/audit_store/${storeId}/visit_receipt`,
      headers: { cookie, origin: ORIGIN },
    });

  beforeAll(async () => {
    v = await startVisitHarness(dialect);
  });
  afterAll(() => v?.close());

  it('holds every item as the device records it, and says a proof whose file is gone is not stored', async () => {
    const { world, entries } = await recordedVisit(v.h.db, v.auditor.id);
    for (const entry of entries)
      await v
        .post(`audit_store/${world.storeId}/visit_entry`, entry)
        .then((r) => expect(r.statusCode).toBe(200));
    const response = await receiptOf(world.storeId);
    expect(response.statusCode).toBe(200);
    const receipt = response.json<VisitReceipt>();
    expect(receipt.entries).toBe(entries.length);
    // the device's record of the same report, item by item: its last value of each
    const device = new Map<string, VisitValue>();
    for (const entry of entries)
      if (['answer', 'answer_comment', 'section_comment', 'summary'].includes(entry.kind))
        device.set(itemKey(entry.kind as 'answer', entry.ref), entry.value);
    const proofs = [{ id: world.proofId, sha256: 'ab'.repeat(32), uploaded: true }];
    // the world's proof row has no file in the store
    expect(compareReceipt({ items: device, proofs }, receipt)).toEqual({
      counts: {
        answers: { received: 3, of: 3 },
        comments: { received: 2, of: 2 },
        proofs: { received: 0, of: 1 },
      },
      held: { answers: 3, comments: 2, proofs: 1 },
      problems: [{ kind: 'proof', ref: world.proofId, problem: 'not_stored' }],
    });
    // a second phone that recorded nothing: this phone's counts are nothing, the report's are not
    expect(compareReceipt({ items: new Map(), proofs: [] }, receipt)).toMatchObject({
      counts: { answers: { of: 0 }, comments: { of: 0 }, proofs: { of: 0 } },
      held: { answers: 3, comments: 2, proofs: 1 },
    });

    const { storage_key: key } = await v.h.db
      .selectFrom('attachments')
      .select('storage_key')
      .where('id', '=', world.proofId)
      .executeTakeFirstOrThrow();
    const file = path.join(v.dataDir, 'storage', 'attachments', ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(1000));
    const stored = (await receiptOf(world.storeId)).json<VisitReceipt>();
    expect(stored.proofs).toEqual([{ id: world.proofId, sha256: 'ab'.repeat(32), stored: true }]);
    // an answer the server holds otherwise, and one it never got, are named
    device.set(itemKey('answer', String(world.questions.staffName)), {
      answer: ['Ravi'],
      not_applicable: false,
    });
    device.set(itemKey('answer_comment', '999'), 'A comment that never arrived');
    expect(compareReceipt({ items: device, proofs }, stored).problems).toEqual([
      { kind: 'answer', ref: String(world.questions.staffName), problem: 'different' },
      { kind: 'answer_comment', ref: '999', problem: 'missing' },
    ]);
  });

  it('is the report’s own auditor’s alone', async () => {
    const { world } = await recordedVisit(v.h.db, v.auditor.id);
    const other = await createUser(v.h.db);
    const cookie = await sessionFor(v.h.app, other.email, other.password);
    expect((await receiptOf(world.storeId, cookie)).statusCode).toBe(404);
  });
});
