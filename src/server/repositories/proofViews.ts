import type { Db } from '../db/database';

/**
 * The reads behind a report's proofs as the API shows them (decision 0036): the report's uploaded
 * files, and the repeat alerts recorded on them with the other report's file.
 */

/** Every uploaded, undeleted proof of a report, section by section in order. */
export function completedProofsOf(db: Db, auditStoreId: number) {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('section_id')
    .orderBy('sequence')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The repeat alerts of `attachmentIds`, oldest first, each with the earlier file it repeats. */
export function repeatAlertsOfAttachments(db: Db, attachmentIds: readonly string[]) {
  return db
    .selectFrom('repeat_alerts')
    .leftJoin('attachments', 'attachments.id', 'repeat_alerts.faulty_attachment_id')
    .select(['repeat_alerts.attachment_id', 'repeat_alerts.faulty_report_id', 'attachments.storage_key'])
    .select(['attachments.file_name', 'attachments.file_type'])
    .where('repeat_alerts.attachment_id', 'in', attachmentIds)
    .orderBy('repeat_alerts.id')
    .execute();
}
