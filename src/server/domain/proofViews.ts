import type { ReportProof, Role } from '../../contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { completedProofsOf, repeatAlertsOfAttachments } from '../repositories/proofViews';
import type { ObjectStore } from '../storage';
import { type AttachmentRow, toApi } from './attachments';

/**
 * Report proofs as the API shows them (decision 0014; reviewers: decision 0025): each file with its
 * repeat alert, the other report's file only for the back office's reviewers.
 */

type AlertRow = {
  attachment_id: string | null;
  faulty_report_id: number;
  storage_key: string | null;
  file_name: string | null;
  file_type: string | null;
};

/** The first repeat alert of each of `ids`, in one query (a list of proofs reads them all at once). */
async function repeatAlertsOf(db: Db, ids: readonly string[]): Promise<Map<string, AlertRow>> {
  if (ids.length === 0) return new Map();
  const rows = await repeatAlertsOfAttachments(db, ids);
  const first = new Map<string, AlertRow>();
  for (const row of rows)
    if (row.attachment_id && !first.has(row.attachment_id)) first.set(row.attachment_id, row);
  return first;
}

/**
 * Who may open the other report's file of a repeat alert: the back office's reviewers, never an
 * auditor or a client's reviewer (it is another auditor's, possibly another client's, report).
 */
const SEES_OTHER_REPORTS: readonly Role[] = ['manager', 'moderator', 'qa', 'pm'];

/** Report proofs as the API returns them; the other file's address only for a reviewer. */
export async function toProofsApi(
  db: Db,
  store: ObjectStore,
  rows: readonly AttachmentRow[],
  viewer: Pick<SessionUser, 'role'>,
): Promise<ReportProof[]> {
  const alerts = await repeatAlertsOf(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const alert = alerts.get(row.id);
      const faultyUrl =
        alert && SEES_OTHER_REPORTS.includes(viewer.role) && alert.storage_key
          ? await store.downloadUrl({
              key: alert.storage_key,
              fileName: alert.file_name ?? '',
              contentType: alert.file_type ?? '',
            })
          : null;
      return {
        ...(await toApi(store, row)),
        section_id: row.section_id ?? 0,
        proof_tag: row.proof_tag_id,
        sequence: row.sequence,
        sha256: row.sha256,
        captured_at: row.captured_at,
        picked_at: row.picked_at,
        original_size: row.original_size,
        repeat_alert: alert
          ? { faulty_report_id: alert.faulty_report_id, faulty_attachment_url: faultyUrl }
          : null,
      };
    }),
  );
}

/** One report proof as the API returns it. */
export async function toProofApi(
  db: Db,
  store: ObjectStore,
  row: AttachmentRow,
  viewer: Pick<SessionUser, 'role'>,
): Promise<ReportProof> {
  const [proof] = await toProofsApi(db, store, [row], viewer);
  return proof as ReportProof;
}

/** Every uploaded proof of a report, section by section in order: what its reviewers see. */
export async function reportProofsOf(
  db: Db,
  store: ObjectStore,
  auditStoreId: number,
  viewer: Pick<SessionUser, 'role'>,
): Promise<ReportProof[]> {
  const rows = await completedProofsOf(db, auditStoreId);
  return toProofsApi(db, store, rows, viewer);
}
