import { DATA_VIEW_ACTIONS, type DataViewEntry, type ManagedIdProof } from '../../contract';
import type { Db } from '../db/database';
import type { ObjectStore } from '../storage';
import { notFound } from './errors';
import { auditorDetail } from './manager/auditorDirectory';
import { recordStaffAction } from './staffActions';

/**
 * Staff views of an auditor's personal data (issue 15). ID proofs are listed to a manager without
 * their files; opening one goes through `viewIdProof`, which records the view before it hands
 * out the address. The auditor reads the record of every such view (`dataViewsOf`).
 */

/** GET manager/auditor/{id}/id_proofs */
export async function managedIdProofs(db: Db, auditorId: number): Promise<ManagedIdProof[]> {
  await auditorDetail(db, auditorId);
  const rows = await db
    .selectFrom('attachments')
    .select(['id', 'file_name', 'file_type', 'file_size', 'created_at'])
    .where('owner_id', '=', auditorId)
    .where('proof_type', '=', 'ID_PROOF')
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
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
  const row = await db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('owner_id', '=', auditorId)
    .where('proof_type', '=', 'ID_PROOF')
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
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

/** GET auditor/data_views: who of the staff saw the auditor's bank details or ID proofs, and when. */
export async function dataViewsOf(db: Db, auditorId: number): Promise<DataViewEntry[]> {
  const rows = await db
    .selectFrom('staff_actions')
    .innerJoin('users', 'users.id', 'staff_actions.actor_id')
    .leftJoin('payments', (join) =>
      join
        .onRef('payments.id', '=', 'staff_actions.target_id')
        .on('staff_actions.target_type', '=', 'payment'),
    )
    .select(['staff_actions.id', 'staff_actions.action', 'users.email', 'staff_actions.created_at'])
    .where('staff_actions.action', 'in', DATA_VIEW_ACTIONS)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('staff_actions.target_type', '=', 'auditor'),
          eb('staff_actions.target_id', '=', auditorId),
        ]),
        eb('payments.auditor_id', '=', auditorId),
      ]),
    )
    .orderBy('staff_actions.created_at', 'desc')
    .orderBy('staff_actions.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ id: row.id, action: row.action, by: row.email, at: row.created_at }));
}
