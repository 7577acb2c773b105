import { allowsAction, REPORT_MESSAGES } from '../../contract';
import type { Db } from '../db/database';
import { type AuditStoreRow, statusOf } from './auditStores';
import { refused } from './errors';

/**
 * The auditor's rating of an audit, given after submit: the 1 to 10 experience and the two star
 * ratings with their text. Both are upserts, so the outbox may send them again.
 */

export interface ReportFeedback {
  audit_understanding: number;
  coordination: number;
  portal_accessibility: string;
}

function requireRatable(row: AuditStoreRow): void {
  if (!allowsAction(statusOf(row), 'rate')) throw refused(REPORT_MESSAGES.notEditable);
}

export async function saveNps(db: Db, row: AuditStoreRow, nps: number): Promise<void> {
  requireRatable(row);
  await db.updateTable('audit_stores').set({ nps_section: nps }).where('id', '=', row.id).execute();
}

export async function saveFeedback(db: Db, row: AuditStoreRow, feedback: ReportFeedback): Promise<void> {
  requireRatable(row);
  const values = { ...feedback, created_at: new Date().toISOString() };
  await db
    .insertInto('report_feedback')
    .values({ audit_store_id: row.id, ...values })
    .onConflict((oc) => oc.column('audit_store_id').doUpdateSet(values))
    .execute();
}

export async function loadFeedback(db: Db, auditStoreId: number): Promise<ReportFeedback | null> {
  const feedback = await db
    .selectFrom('report_feedback')
    .select(['audit_understanding', 'coordination', 'portal_accessibility'])
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
  return feedback ?? null;
}
