import { DATA_VIEW_ACTIONS, type DataViewEntry, type ManagedIdProof } from '../../contract';
import type { Db } from '../db/database';
import { idProof, idProofList } from '../repositories/idProofs';
import { actionsAboutAuditor } from '../repositories/staffActions';
import type { ObjectStore } from '../storage';
import { notFound } from './errors';
import { auditorDetail } from './manager/auditorDirectory';
import { recordStaffAction } from './staffActions';

/**
 * Staff views of an auditor's personal data. ID proofs are listed to a manager without
 * their files; opening one goes through `viewIdProof`, which records the view before it hands
 * out the address. The auditor reads the record of every such view (`dataViewsOf`).
 */

/** GET manager/auditor/{id}/id_proofs */
export async function managedIdProofs(db: Db, auditorId: number): Promise<ManagedIdProof[]> {
  await auditorDetail(db, auditorId);
  const rows = await idProofList(db, auditorId);
  return rows.map(({ created_at, ...row }) => ({ ...row, uploaded_at: created_at }));
}

/** POST manager/auditor/{id}/id_proofs/{attachmentId}/view: recorded, then the file's address. */
export async function viewIdProof(
  db: Db,
  store: ObjectStore,
  managerId: number,
  auditorId: number,
  attachmentId: string,
): Promise<{ direct_url: string }> {
  const row = await idProof(db, auditorId, attachmentId);
  if (!row) throw notFound();
  await recordStaffAction(db, {
    actorId: managerId,
    action: 'id_proof.view',
    target: 'auditor',
    targetId: auditorId,
    after: { attachment_id: row.id, file_name: row.file_name },
  });
  // the address is a grant for this manager, for a few minutes: the record above is its only way in
  const direct_url = await store.downloadUrl({
    key: row.storage_key,
    fileName: row.file_name,
    contentType: row.file_type,
    viewerId: managerId,
  });
  return { direct_url };
}

const DATA_VIEWS_SHOWN = 100;

/** GET auditor/data_views: who of the staff saw the auditor's bank details or ID proofs, and when. */
export async function dataViewsOf(db: Db, auditorId: number): Promise<DataViewEntry[]> {
  // views of the auditor's own record and of their payments' bank details alike
  const rows = await actionsAboutAuditor(db, auditorId, DATA_VIEW_ACTIONS, DATA_VIEWS_SHOWN);
  return rows.map((row) => ({ id: row.id, action: row.action, by: row.email, at: row.created_at }));
}
