import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataViewEntry, ManagedIdProof, StaffAction } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createPayment } from './world';

/**
 * Decision 0025, "Personal data views": staff see an auditor's ID proofs only by opening one, and
 * each opening is recorded; the auditor reads on /details every view of their bank details and ID
 * proofs, with who and when.
 */
describe.each(DIALECTS)('views of personal data on %s', (dialect) => {
  let h: Harness;
  let managerCookie: string;
  let managerEmail: string;
  const manager = (method: 'GET' | 'POST', path: string, body?: object) =>
    h.app.inject({
      method,
      url: `/api/manager/${path}`,
      headers: { cookie: managerCookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });

  async function idProofOf(ownerId: number): Promise<string> {
    const id = crypto.randomUUID();
    await h.db
      .insertInto('attachments')
      .values({
        id,
        owner_id: ownerId,
        proof_type: 'ID_PROOF',
        file_name: 'pan card.png',
        file_size: 2048,
        file_type: 'image/png',
        storage_key: `id-proofs/${ownerId}/${id}`,
        state: 'COMPLETED',
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const staff = await createUser(h.db, { role: 'manager' });
    managerEmail = staff.email;
    managerCookie = await sessionFor(h.app, staff.email, staff.password);
  });
  afterAll(() => h?.close());

  it('lists ID proofs without their files, and records each one opened', async () => {
    const auditor = await createUser(h.db);
    const other = await createUser(h.db);
    const proof = await idProofOf(auditor.id);
    const foreign = await idProofOf(other.id);

    const listed = (await manager('GET', `auditor/${auditor.id}/id_proofs`)).json() as {
      id_proofs: ManagedIdProof[];
    };
    expect(listed.id_proofs).toEqual([expect.objectContaining({ id: proof, file_name: 'pan card.png' })]);
    expect(JSON.stringify(listed)).not.toContain('storage');

    const viewed = await manager('POST', `auditor/${auditor.id}/id_proofs/${proof}/view`);
    expect(viewed.statusCode).toBe(200);
    expect((viewed.json() as { direct_url: string }).direct_url).toContain(proof);
    // another auditor's proof under this auditor, an unknown one: not found, and nothing recorded
    expect((await manager('POST', `auditor/${auditor.id}/id_proofs/${foreign}/view`)).statusCode).toBe(404);
    expect((await manager('POST', `auditor/${auditor.id}/id_proofs/nope/view`)).statusCode).toBe(404);
    const history = (await manager('GET', `auditor/${auditor.id}/history`)).json() as {
      actions: StaffAction[];
    };
    expect(history.actions).toMatchObject([{ action: 'id_proof.view', after: { attachment_id: proof } }]);
  });

  it("shows the auditor every staff view of their bank details and ID proofs, and nobody else's", async () => {
    const auditor = await createUser(h.db);
    const bystander = await createUser(h.db);
    const proof = await idProofOf(auditor.id);
    await manager('POST', `auditor/${auditor.id}/bank_info/reveal`);
    await manager('POST', `auditor/${auditor.id}/id_proofs/${proof}/view`);
    const payment = await createPayment(h.db, auditor.id, 'PENDING');
    const run = (await manager('POST', 'payment_run', { payment_ids: [payment] })).json() as { id: number };
    await manager('GET', `payment_run/${run.id}/csv`);
    // a manager's other actions are not views of personal data
    await manager('POST', `auditor/${auditor.id}/auditor_rating`, { auditor_rating: 3 });

    const views = async (who: { email: string; password: string }) =>
      (
        (
          await h.app.inject({
            url: '/api/auditor/data_views',
            headers: { cookie: await sessionFor(h.app, who.email, who.password) },
          })
        ).json() as { views: DataViewEntry[] }
      ).views;
    const mine = await views(auditor);
    expect(mine.map((v) => v.action)).toEqual(['payment.export', 'id_proof.view', 'bank_info.reveal']);
    expect(mine.every((v) => v.by === managerEmail)).toBe(true);
    expect(await views(bystander)).toEqual([]);
  });
});
