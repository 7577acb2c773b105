import type { HeldReport } from '../contract/deviceUnsent';
import type { OfflineDb } from './db';
import { outboxKeys } from './outbox';

/**
 * What this device holds unsent, as it tells the server (decision 0072), and the id it tells it
 * under. The id lives in the device's store and goes with it: a phone whose store was wiped (iOS
 * eviction, cleared data) starts under a new id, so what the server remembers of the old one is
 * work this device no longer has.
 */

const DEVICE_ID = 'device-id';

export async function deviceId(db: OfflineDb): Promise<string> {
  return db.transaction('rw', db.deviceFacts, async () => {
    const held = await db.deviceFacts.get(DEVICE_ID);
    if (held) return held.value;
    const id = crypto.randomUUID();
    await db.deviceFacts.put({ name: DEVICE_ID, value: id });
    return id;
  });
}

/**
 * Per report, the auditor's changes waiting to be sent (or refused and waiting for them: still
 * not on the server) and the proof files not completed. The visit record's own entries are not
 * the auditor's changes. Read every few seconds at most, never on a keystroke.
 */
export async function heldUnsent(db: OfflineDb): Promise<HeldReport[]> {
  const reports = new Map<number, HeldReport>();
  const of = (auditStoreId: number) => {
    let report = reports.get(auditStoreId);
    if (!report) {
      report = { audit_store_id: auditStoreId, changes: 0, proofs: [] };
      reports.set(auditStoreId, report);
    }
    return report;
  };
  await db.outbox.each((entry) => {
    const id = entry.auditStoreId;
    if (id === undefined || entry.key.startsWith(outboxKeys.visitEntries(id))) return;
    of(id).changes += 1;
  });
  const proofs = await db.proofs.where('stage').noneOf(['completed']).toArray();
  for (const proof of proofs) {
    of(proof.auditStoreId).proofs.push({
      id: proof.id,
      section_id: proof.sectionId,
      file_name: proof.fileName,
      file_size: proof.size,
      picked_at: proof.pickedAt,
    });
  }
  return [...reports.values()].sort((a, b) => a.audit_store_id - b.audit_store_id);
}
