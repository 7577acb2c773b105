import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_NOTE_MESSAGES, type ProofNote, REPORT_MESSAGES } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * The proof-tag modal (decision 0017): a note says why an optional proof is not
 * attached, one per report and tag, only on the auditor's own report in progress.
 */
describe.each(DIALECTS)('proof notes on %s', (dialect) => {
  let h: Harness;
  let cookie: string;
  let world: Awaited<ReturnType<typeof createReportWorld>>;
  let optionalTag: number;
  let foreignTag: number;
  let strangerStore: number;
  let submittedStore: number;

  const call = (method: 'GET' | 'POST', storeId: number, payload?: unknown) =>
    h.app.inject({
      method,
      url: `/api/auditor/audit_store/${storeId}/proof_note`,
      headers: { cookie, origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const notes = async (storeId = world.storeId) =>
    (await call('GET', storeId)).json<ProofNote[]>().map((note) => [note.proof_tag_id, note.reason]);

  beforeAll(async () => {
    h = await startHarness(dialect);
    const owner = await createUser(h.db);
    cookie = await sessionFor(h.app, owner.email, owner.password);
    world = await createReportWorld(h.db, owner.id);
    const addTag = async (cycleId: number, name: string) =>
      (
        await h.db
          .insertInto('proof_tags')
          .values({
            audit_cycle_id: cycleId,
            section_id: world.sections.billing,
            proof_tag: name,
            is_required: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    optionalTag = await addTag(world.cycleId, 'Bill');
    const other = await createReportWorld(h.db, owner.id, 'SUBMITTED');
    submittedStore = other.storeId;
    foreignTag = await addTag(other.cycleId, 'Receipt');
    strangerStore = (await createReportWorld(h.db, (await createUser(h.db)).id)).storeId;
  });
  afterAll(() => h.close());

  it('records, replaces and removes the note of an optional proof', async () => {
    expect(await notes()).toEqual([]);
    const first = await call('POST', world.storeId, {
      proof_tag_id: optionalTag,
      reason: '  No bill was printed. ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await notes()).toEqual([[optionalTag, 'No bill was printed.']]);
    await call('POST', world.storeId, {
      proof_tag_id: optionalTag,
      reason: 'The cashier refused to print one.',
    });
    // sent twice, as a replay would: still one note
    await call('POST', world.storeId, {
      proof_tag_id: optionalTag,
      reason: 'The cashier refused to print one.',
    });
    expect(await notes()).toEqual([[optionalTag, 'The cashier refused to print one.']]);
    expect((await call('POST', world.storeId, { proof_tag_id: optionalTag, reason: null })).statusCode).toBe(
      200,
    );
    expect(await notes()).toEqual([]);
  });

  it("refuses an empty field with the spec's message, and a required or foreign tag by name", async () => {
    const refusal = async (body: unknown, storeId = world.storeId) => {
      const response = await call('POST', storeId, body);
      return [response.statusCode, response.json()];
    };
    expect(await refusal({ proof_tag_id: optionalTag, reason: '   ' })).toEqual([
      400,
      { reason: [PROOF_NOTE_MESSAGES.empty] },
    ]);
    expect(await refusal({ proof_tag_id: 0, reason: 'x' })).toEqual([
      400,
      { proof_tag_id: [PROOF_NOTE_MESSAGES.empty] },
    ]);
    expect(await refusal({ proof_tag_id: world.tagId, reason: 'Forgot.' })).toEqual([
      400,
      { proof_tag_id: [PROOF_NOTE_MESSAGES.requiredTag] },
    ]);
    expect(await refusal({ proof_tag_id: foreignTag, reason: 'Other cycle.' })).toEqual([
      400,
      { proof_tag_id: [PROOF_NOTE_MESSAGES.notOfReport] },
    ]);
    const [status, body] = await refusal({ proof_tag_id: foreignTag, reason: 'Too late.' }, submittedStore);
    expect([status, body.non_field_errors]).toEqual([400, [REPORT_MESSAGES.notEditable]]);
    expect(
      (await call('POST', strangerStore, { proof_tag_id: optionalTag, reason: 'Not mine.' })).statusCode,
    ).toBe(404);
    expect((await call('GET', strangerStore)).statusCode).toBe(404);
    expect(await notes()).toEqual([]);
  });
});
