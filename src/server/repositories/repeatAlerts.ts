import { sql } from 'kysely';
import type { Db } from '../db/database';
import { reportsInContext } from './reportChain';

/**
 * The repeat alerts recorded at upload (decision 0036), as the moderator's list reads them: each
 * with both files, and the reports on both sides with their auditor, brand and store.
 */

/** One page of the alerts, newest first, with the later and the first file of each. */
export function repeatAlertPage(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('repeat_alerts')
    .leftJoin('attachments as later', 'later.id', 'repeat_alerts.attachment_id')
    .leftJoin('attachments as first', 'first.id', 'repeat_alerts.faulty_attachment_id')
    .select([
      'repeat_alerts.id',
      'repeat_alerts.audit_store_id',
      'repeat_alerts.faulty_report_id',
      'later.file_name as later_name',
      'later.file_type as later_type',
      'later.storage_key as later_key',
      'later.deleted_at as later_deleted',
      'first.file_name as first_name',
      'first.file_type as first_type',
      'first.storage_key as first_key',
      'first.deleted_at as first_deleted',
    ])
    .orderBy('repeat_alerts.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function repeatAlertCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('repeat_alerts')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Each of `reportIds` with its auditor's name and e-mail address, brand and store. */
export function reportsWithAuditors(db: Db, reportIds: readonly number[]) {
  return reportsInContext(db)
    .innerJoin('users', 'users.id', 'audit_stores.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'audit_stores.id',
      'users.email',
      'profiles.first_name',
      'profiles.last_name',
      'clients.name as client_name',
      'stores.name as store_name',
    ])
    .where('audit_stores.id', 'in', reportIds)
    .execute();
}
