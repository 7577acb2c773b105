import type { Db } from '../db/database';

/**
 * An auditor's ID proofs as the database holds them (decision 0036): attachments of type
 * ID_PROOF whose upload completed and which are not deleted.
 */

function completedIdProofs(db: Db, ownerId: number) {
  return db
    .selectFrom('attachments')
    .where('owner_id', '=', ownerId)
    .where('proof_type', '=', 'ID_PROOF')
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null);
}

export async function hasIdProof(db: Db, ownerId: number): Promise<boolean> {
  const row = await completedIdProofs(db, ownerId).select('id').executeTakeFirst();
  return row !== undefined;
}

/** The owner's ID proofs, oldest first, without their files. */
export function idProofList(db: Db, ownerId: number) {
  return completedIdProofs(db, ownerId)
    .select(['id', 'file_name', 'file_type', 'file_size', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the owner's ID proofs; undefined for another's, or one not (or no longer) there. */
export function idProof(db: Db, ownerId: number, attachmentId: string) {
  return completedIdProofs(db, ownerId).selectAll().where('id', '=', attachmentId).executeTakeFirst();
}
