import { VISIT_BUNDLE_FORMAT, type VisitBundle } from '../../../contract/visitRecord';
import type { Db } from '../../db/database';
import { storedReportItems, visitEntriesOf, visitSealOf } from '../../repositories/visitEntries';
import type { VisitSigner } from '../../visit/visitSigner';
import { type Reviewer, reviewableReport } from '../review/reviewReports';
import { recordStaffAction } from '../staffActions';
import { entryOfRow } from './visitSeal';

/**
 * A visit's record as a reviewer or the brand keeps it (decision 0045): enough to check the chain,
 * the proofs' hashes and the seal's signature with `npm run verify-visit`, without the server. It
 * carries the auditor's positions, so each download is a recorded view of their personal data, as
 * opening an ID proof is (dataViews.ts).
 */
export async function visitBundle(
  db: Db,
  signer: VisitSigner | null,
  reviewer: Reviewer,
  auditStoreId: number,
  now = new Date(),
): Promise<VisitBundle> {
  const report = await reviewableReport(db, reviewer, auditStoreId);
  const [rows, seal, stored] = await Promise.all([
    visitEntriesOf(db, auditStoreId),
    visitSealOf(db, auditStoreId),
    storedReportItems(db, auditStoreId),
  ]);
  await recordStaffAction(
    db,
    {
      actorId: reviewer.id,
      action: 'visit_record.download',
      target: 'auditor',
      targetId: report.auditor_id,
      after: { audit_store_id: auditStoreId },
    },
    now,
  );
  return {
    format: VISIT_BUNDLE_FORMAT,
    audit_store_id: auditStoreId,
    entries: rows.map(entryOfRow),
    proofs: stored.proofs.map((proof) => ({ id: proof.id, sha256: proof.sha256 })),
    seal: seal
      ? {
          state: seal.state,
          head: seal.head,
          entries: seal.entries,
          sealed_at: seal.judged_at,
          kid: seal.kid,
          signature: seal.signature,
          broken_seq: seal.broken_seq,
          reason: seal.reason,
        }
      : null,
    public_key: signer?.publicKeyPem ?? null,
  };
}
