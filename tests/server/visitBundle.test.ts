import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataViewEntry, VisitBundle } from '../../src/contract';
import { resolveVisitSigner } from '../../src/server/visit/visitSigner';
import { createUser, ORIGIN, sessionFor } from './harness';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';
import { recordedVisit, startVisitHarness, type VisitHarness } from './visitWorld';

const run = promisify(execFile);

/**
 * The verification bundle (decision 0045): a reviewer downloads a sealed visit, and the command in
 * the repository checks it with no server; a tampered bundle fails and says where. The download is
 * a recorded view of the auditor's data.
 */
describe.each(DIALECTS)('the visit bundle on %s', (dialect) => {
  let v: VisitHarness;

  /** `npm run verify-visit -- <file> [--key <pem>]`: its exit code and what it printed. */
  async function verify(bundle: unknown, key?: string): Promise<{ code: number; out: string }> {
    const file = path.join(v.dataDir, `bundle-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, JSON.stringify(bundle));
    const args = ['tsx', 'src/server/tools/verifyVisitCli.ts', file];
    if (key) {
      await writeFile(`${file}.pem`, key);
      args.push('--key', `${file}.pem`);
    }
    try {
      const { stdout } = await run('npx', args);
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, out: failed.stdout };
    }
  }

  async function sealedBundle(): Promise<VisitBundle> {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    const post = (url: string, payload: object) =>
      v.h.app.inject({
        method: 'POST',
        url: `/api/auditor/${url}`,
        headers: { cookie: v.auditor.cookie, origin: ORIGIN },
        payload,
      });
    for (const entry of entries) await post(`audit_store/${world.storeId}/visit_entry`, entry);
    await post(`audit_store/${world.storeId}/submit`, {
      report_submission_time: '0:20:00',
      visit_head: head,
    });
    const response = await v.h.app.inject({
      method: 'GET',
      url: `/api/review/report/${world.storeId}/visit_bundle`,
      headers: { cookie: v.qa },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as VisitBundle;
  }

  beforeAll(async () => {
    v = await startVisitHarness(dialect);
  });
  afterAll(() => v?.close());

  it('verifies a sealed visit without the server, with the operator’s key, and records the view', async () => {
    const bundle = await sealedBundle();
    expect(bundle.seal?.state).toBe('sealed');
    const alone = await verify(bundle);
    expect(alone.code).toBe(0);
    expect(alone.out).toContain('✓ the chain holds: 10 entries');
    // the world's entries carry no time token: the command says how much is the phone's claim
    expect(alone.out).toContain('· 10 of 10 entries have no server time: their times are the phone’s claim.');
    expect(alone.out).toMatch(/✓ proof [0-9a-f-]+ is the file entry 8 recorded/);
    expect(alone.out).toContain('signed by the key in the bundle (compare it');

    const signer = await resolveVisitSigner(null, v.dataDir, false);
    expect((await verify(bundle, signer?.publicKeyPem)).out).toContain('signed by the key given');
    const other = await temporaryDataDir();
    const stranger = await resolveVisitSigner(null, other.dir, false);
    await other.remove();
    const wrongKey = await verify(bundle, stranger?.publicKeyPem);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.out).toContain("✗ the seal's signature does not verify with the key given");

    const views = await v.h.app.inject({
      method: 'GET',
      url: '/api/auditor/data_views',
      headers: { cookie: v.auditor.cookie },
    });
    expect((views.json() as { views: DataViewEntry[] }).views.map((view) => view.action)).toContain(
      'visit_record.download',
    );
  }, 60_000);

  it('fails a bundle whose answer or proof was changed after the seal, and says where', async () => {
    const bundle = await sealedBundle();
    const answerChanged = structuredClone(bundle);
    const fifth = answerChanged.entries.find((entry) => entry.seq === 5);
    if (!fifth) throw new Error('no entry 5');
    fifth.value = { answer: ['Ravi'], not_applicable: false };
    const changed = await verify(answerChanged);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain('✗ the chain breaks at entry 5');

    const proofSwapped = structuredClone(bundle);
    const proof = proofSwapped.proofs[0];
    if (!proof) throw new Error('no proof');
    proof.sha256 = 'cd'.repeat(32);
    const swapped = await verify(proofSwapped);
    expect(swapped.code).toBe(1);
    expect(swapped.out).toContain(`✗ proof ${proof.id} is not the file the record names`);
  }, 60_000);

  it('is not handed to an auditor, nor to a client reviewer of another brand', async () => {
    const { world } = await recordedVisit(v.h.db, v.auditor.id);
    const url = `/api/review/report/${world.storeId}/visit_bundle`;
    expect(
      (await v.h.app.inject({ method: 'GET', url, headers: { cookie: v.auditor.cookie } })).statusCode,
    ).toBe(403);
    const client = await createUser(v.h.db, { role: 'client' });
    const cookie = await sessionFor(v.h.app, client.email, client.password);
    expect((await v.h.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });
});
