import type { VisitReceipt } from '../../../contract/visitReceipt';
import { itemKey } from '../../../contract/visitState';
import type { Db } from '../../db/database';
import { storedProofFiles, storedReportItems, visitEntryCount } from '../../repositories/visitEntries';
import type { ObjectStore } from '../../storage/objectStore';
import { findOwnAuditStore } from '../auditStores';
import { heldItems } from './visitSeal';

/**
 * The receipt (decision 0045, "The receipt"): what the server holds of the auditor's own report,
 * in the record's values, and for each proof whether the store still has its whole file. The
 * device compares (contract/visitReceipt.ts), before Submit and after.
 */
export async function visitReceipt(
  db: Db,
  store: ObjectStore,
  auditorId: number,
  auditStoreId: number,
): Promise<VisitReceipt> {
  await findOwnAuditStore(db, auditorId, auditStoreId);
  const [stored, files, entries] = await Promise.all([
    storedReportItems(db, auditStoreId),
    storedProofFiles(db, auditStoreId),
    visitEntryCount(db, auditStoreId),
  ]);
  const proofKeys = new Set(stored.proofs.map((proof) => itemKey('proof', proof.id)));
  const items = [...heldItems(stored)]
    .filter(([key]) => !proofKeys.has(key))
    .map(([key, value]) => ({ key, value }));
  const proofs = await Promise.all(
    files.map(async (file) => ({
      id: file.id,
      sha256: file.sha256,
      stored: (await store.stat(file.storage_key).catch(() => null))?.size === file.file_size,
    })),
  );
  return { items, proofs, entries };
}
