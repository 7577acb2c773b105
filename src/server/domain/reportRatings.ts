import { allowsAction, REPORT_MESSAGES } from '../../contract';
import type { Db } from '../db/database';
import { feedbackOf, type ReportFeedbackRow, upsertFeedback, writeNps } from '../repositories/auditStores';
import type { AuditStoreRow } from './auditStores';
import { refused } from './errors';

/**
 * The auditor's rating of an audit, given after submit: the 1 to 10 experience and the two star
 * ratings with their text. Both are upserts, so the outbox may send them again.
 */

export type ReportFeedback = ReportFeedbackRow;

function requireRatable(row: AuditStoreRow): void {
  if (!allowsAction(row.status, 'rate')) throw refused(REPORT_MESSAGES.notEditable);
}

export async function saveNps(db: Db, row: AuditStoreRow, nps: number): Promise<void> {
  requireRatable(row);
  await writeNps(db, row.id, nps);
}

export async function saveFeedback(db: Db, row: AuditStoreRow, feedback: ReportFeedback): Promise<void> {
  requireRatable(row);
  await upsertFeedback(db, row.id, feedback, new Date().toISOString());
}

export async function loadFeedback(db: Db, auditStoreId: number): Promise<ReportFeedback | null> {
  return (await feedbackOf(db, auditStoreId)) ?? null;
}
