import {
  APPLICATION_MOVES,
  type ApplicationStatus,
  AUDIT_HOLDING_STATUSES,
  HOLDING_APPLICATION_STATUSES,
} from '../../contract';
import type { Db } from '../db/database';
import { auditsInCycles } from './reportChain';

/**
 * An auditor's applications for audits, as the database holds them (decision 0036). One live
 * application per audit and auditor is also a partial unique index (migration 0011), which the
 * insert meets when two requests race.
 */

/** An audit with its cycle's status and dates, or undefined. */
export function auditWithCycle(db: Db, auditId: number) {
  return auditsInCycles(db)
    .select([
      'audits.id',
      'audit_cycles.id as cycle_id',
      'audit_cycles.status',
      'audit_cycles.start_date',
      'audit_cycles.end_date',
      'audit_cycles.audit_weekdays',
    ])
    .where('audits.id', '=', auditId)
    .executeTakeFirst();
}

/** The auditor whose report holds the audit (AUDIT_HOLDING_STATUSES; one at most, migration 0011), or null. */
export async function auditHolderId(db: Db, auditId: number): Promise<number | null> {
  const holder = await db
    .selectFrom('audit_stores')
    .select('auditor_id')
    .where('audit_id', '=', auditId)
    .where('status', 'in', AUDIT_HOLDING_STATUSES)
    .executeTakeFirst();
  return holder?.auditor_id ?? null;
}

export async function auditExists(db: Db, auditId: number): Promise<boolean> {
  return (
    (await db.selectFrom('audits').select('id').where('id', '=', auditId).executeTakeFirst()) !== undefined
  );
}

/** Whether the auditor accepted the privacy policy and the agreement. */
export function acceptedTerms(db: Db, auditorId: number) {
  return db
    .selectFrom('account_flags')
    .select(['pp_accepted', 'agreement_accepted'])
    .where('user_id', '=', auditorId)
    .executeTakeFirst();
}

export interface ApplicationRow {
  id: number;
  audit_id: number;
  audit_date: string;
  status: ApplicationStatus;
}

/** A new APPLIED application; a live one of the auditor's for the audit fails its unique index. */
export function insertApplication(
  trx: Db,
  application: { auditorId: number; auditId: number; date: string; at: string },
): Promise<ApplicationRow> {
  return trx
    .insertInto('applications')
    .values({
      audit_id: application.auditId,
      auditor_id: application.auditorId,
      audit_date: application.date,
      status: APPLICATION_MOVES.apply.to,
      created_at: application.at,
      updated_at: application.at,
    })
    .returning(['id', 'audit_id', 'audit_date', 'status'])
    .executeTakeFirstOrThrow();
}

/** The auditor's application for the audit that holds a place, if any. */
export function liveApplicationRow(db: Db, auditorId: number, auditId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('audit_id', '=', auditId)
    .where('auditor_id', '=', auditorId)
    .where('status', 'in', HOLDING_APPLICATION_STATUSES)
    .executeTakeFirst();
}

/** Withdraws the application while it can still be cancelled; undefined when it no longer can. */
export function withdrawIfCancellable(
  db: Db,
  applicationId: number,
  at: string,
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable('applications')
    .set({ status: APPLICATION_MOVES.cancel.to, updated_at: at })
    .where('id', '=', applicationId)
    .where('status', 'in', APPLICATION_MOVES.cancel.from)
    .returning(['id', 'audit_id', 'audit_date', 'status'])
    .executeTakeFirst();
}

/** One page of the auditor's applications, newest first, with what became of each. */
export function appliedPage(db: Db, auditorId: number, offset: number, limit: number) {
  return (
    auditsInCycles(db)
      .innerJoin('applications', 'applications.audit_id', 'audits.id')
      .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
      .innerJoin('stores', 'stores.id', 'audits.store_id')
      // at most one audit store per application (a unique column): what became of an approval
      .leftJoin('audit_stores', 'audit_stores.application_id', 'applications.id')
      .select([
        'applications.id',
        'applications.audit_id',
        'audits.audit_cycle_id',
        'clients.auditor_display_name',
        'stores.name as store_name',
        'applications.audit_date',
        'applications.status',
        'audit_stores.status as audit_store_status',
      ])
      .where('applications.auditor_id', '=', auditorId)
      .orderBy('applications.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

export async function applicationCount(db: Db, auditorId: number): Promise<number> {
  const total = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('auditor_id', '=', auditorId)
    .executeTakeFirstOrThrow();
  return Number(total.n);
}
