// @vitest-environment node
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openOfflineDb } from '../../../src/offline/db';
import { proofBytes } from '../../../src/offline/proofRecords';

/**
 * Decision 0014: version 3 moved the bytes of waiting proofs out of their records. A phone that
 * updates the app with files still waiting must keep every one of them.
 */
describe('the upgrade that moves proof bytes to their own table', () => {
  it('keeps the bytes of every waiting proof, and leaves none in the records', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('auditor-portal-upgrade', { indexedDB, IDBKeyRange });
    // version 2 as it shipped (its earlier tables do not matter here)
    old.version(2).stores({ proofs: 'id, auditStoreId, [auditStoreId+sectionId], stage, nextAttemptAt' });
    await old.table('proofs').bulkAdd([
      { id: 'waiting', auditStoreId: 7, sectionId: 3, stage: 'queued', blob: new Blob(['queued bytes']) },
      { id: 'sent', auditStoreId: 7, sectionId: 3, stage: 'completed' },
    ]);
    old.close();

    const db = openOfflineDb('auditor-portal-upgrade', { indexedDB, IDBKeyRange });
    expect(await (await proofBytes(db, 'waiting'))?.text()).toBe('queued bytes');
    expect(await proofBytes(db, 'sent')).toBeUndefined();
    const records = await db.proofs.toArray();
    expect(records.map((record) => [record.id, 'blob' in record])).toEqual([
      ['sent', false],
      ['waiting', false],
    ]);
  });
});
