import { secondsToHms } from '../contract/hms';
import type { UnsentProof, UnsentWorkManifest } from '../contract/unsentWork';
import { UNSENT_WORK_FORMAT, UNSENT_WORK_VERSION, unsentWorkFilePath } from '../contract/unsentWorkFile';
import type { OfflineDb } from './db';

/**
 * Everything on this device that the server does not hold yet (export of unsent work,
 * decision 0016): every queued call, whatever its state (waiting, in flight or refused), every
 * report timer, and every proof file not yet completed, with its bytes. Read in one transaction, so
 * a call that is sent meanwhile is either in the export or on the server, never in neither; the
 * import treats a call or file the server already has as a replay does (decision 0016).
 */
export interface UnsentWork {
  manifest: UnsentWorkManifest;
  /** ZIP entry path to bytes, one per proof in the manifest */
  files: Map<string, Blob>;
}

/** How much is unsent: what the sync page shows before the auditor saves it. */
export interface UnsentCounts {
  calls: number;
  proofs: number;
  timers: number;
}

export async function countUnsentWork(db: OfflineDb): Promise<UnsentCounts> {
  return db.transaction('r', [db.outbox, db.proofs, db.timers], async () => ({
    calls: await db.outbox.count(),
    proofs: await db.proofs.where('stage').notEqual('completed').count(),
    timers: await db.timers.filter((timer) => timer.seconds > 0).count(),
  }));
}

export async function collectUnsentWork(
  db: OfflineDb,
  userId: number,
  now = new Date(),
): Promise<UnsentWork> {
  return db.transaction('r', [db.outbox, db.proofs, db.proofFiles, db.timers], async () => {
    const entries = await db.outbox.orderBy('seq').toArray();
    const timers = await db.timers.filter((timer) => timer.seconds > 0).toArray();
    const records = await db.proofs.where('stage').notEqual('completed').toArray();
    const files = new Map<string, Blob>();
    const proofs: UnsentProof[] = [];
    for (const record of records) {
      const blob = (await db.proofFiles.get(record.id))?.blob;
      if (!blob) continue;
      const file = unsentWorkFilePath(record.id);
      files.set(file, blob);
      proofs.push({
        id: record.id,
        audit_store_id: record.auditStoreId,
        section_id: record.sectionId,
        file_name: record.fileName,
        file_type: record.fileType,
        file_size: blob.size,
        original_size: record.originalSize,
        ...(record.sha256 ? { sha256: record.sha256 } : {}),
        captured_at: record.capturedAt,
        picked_at: record.pickedAt,
        sequence: record.sequence,
        proof_tag_id: record.proofTagId,
        file,
        refused: record.stage === 'attention' ? (record.lastError?.message ?? null) : null,
      });
    }
    const manifest: UnsentWorkManifest = {
      format: UNSENT_WORK_FORMAT,
      version: UNSENT_WORK_VERSION,
      exported_at: now.toISOString(),
      user_id: userId,
      calls: entries.map((entry) => ({
        key: entry.key,
        ...(entry.auditStoreId === undefined ? {} : { audit_store_id: entry.auditStoreId }),
        ...(entry.paymentId === undefined ? {} : { payment_id: entry.paymentId }),
        method: entry.request.method,
        path: entry.request.path,
        body: entry.request.body,
        changed_at: new Date(entry.createdAt).toISOString(),
        refused: entry.state === 'attention' ? (entry.lastError?.message ?? null) : null,
      })),
      timers: timers.map((timer) => ({
        audit_store_id: timer.auditStoreId,
        report_submission_time: secondsToHms(timer.seconds),
      })),
      proofs,
    };
    return { manifest, files };
  });
}
