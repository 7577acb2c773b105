import { sql } from 'kysely';
import {
  APPLICATION_MOVES,
  type ApplicationStatus,
  AUDIT_HOLDING_STATUSES,
  COMPLETED_AUDIT_STORE_STATUSES,
} from '../../contract';
import type { Db } from '../db/database';

/**
 * The applications as a manager reads and decides them (decision 0036): the cycles with how many
 * applications wait in each, the applications with what the manager weighs, and the writes of a
 * decision (the application's status, the audit's lock, the ASSIGNED report, the waitlisting).
 */

function cyclesQuery(db: Db) {
  return db
    .selectFrom('audit_cycles')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select((eb) => {
      const count = (status: ApplicationStatus) =>
        eb
          .selectFrom('applications')
          .innerJoin('audits', 'audits.id', 'applications.audit_id')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('audits.audit_cycle_id', '=', 'audit_cycles.id')
          .where('applications.status', '=', status);
      return [
        'audit_cycles.id',
        'audit_cycles.name',
        'clients.name as client_name',
        'audit_cycles.status',
        'audit_cycles.start_date',
        'audit_cycles.end_date',
        count('APPLIED').as('applied_count'),
        count('WAITLISTED').as('waitlisted_count'),
        'clients.client_review_days',
        eb
          .selectFrom('users')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('users.client_id', '=', 'clients.id')
          .where('users.role', '=', 'client')
          .where('users.is_active', '=', 1)
          .as('active_client_reviewers'),
      ];
    });
}

/** A cycle with its counts of APPLIED and WAITLISTED applications (strings from PostgreSQL). */
export type CycleRow = Awaited<ReturnType<ReturnType<typeof cyclesQuery>['executeTakeFirstOrThrow']>>;

/** The cycles not archived, in no order. */
export function unarchivedCycles(db: Db): Promise<CycleRow[]> {
  return cyclesQuery(db).where('audit_cycles.status', '!=', 'ARCHIVED').execute();
}

export function cycleRow(db: Db, cycleId: number): Promise<CycleRow | undefined> {
  return cyclesQuery(db).where('audit_cycles.id', '=', cycleId).executeTakeFirst();
}

function applicationsQuery(db: Db) {
  return db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities as store_city', 'store_city.id', 'stores.city_id')
    .innerJoin('users', 'users.id', 'applications.auditor_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('cities as home', 'home.id', 'profiles.city_id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .leftJoin('certification_attempts', 'certification_attempts.user_id', 'users.id')
    .select((eb) => [
      'applications.id',
      'applications.status',
      'applications.audit_date',
      'applications.created_at',
      'applications.audit_id',
      'audits.audit_cycle_id',
      'stores.name as store_name',
      'stores.latitude as store_lat',
      'stores.longitude as store_lng',
      'store_city.name as store_city',
      'users.id as auditor_id',
      'users.email',
      'profiles.first_name',
      'profiles.last_name',
      'home.name as home_city',
      'home.latitude as home_lat',
      'home.longitude as home_lng',
      'account_flags.auditor_rating',
      'certification_attempts.score',
      'certification_attempts.submitted_at',
      'certification_attempts.attempt_number',
      eb
        .selectFrom('audit_stores')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('audit_stores.auditor_id', '=', 'users.id')
        .where('audit_stores.status', 'in', COMPLETED_AUDIT_STORE_STATUSES)
        .as('reports_completed'),
      eb
        .selectFrom('audit_stores')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('audit_stores.audit_id', '=', 'applications.audit_id')
        .where('audit_stores.status', 'in', AUDIT_HOLDING_STATUSES)
        .as('holders'),
    ]);
}

/** An application with its store, auditor, rating, certification, completed reports and holders. */
export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationsQuery>['executeTakeFirstOrThrow']>
>;

/** One page of a cycle's applications in `statuses`, oldest first. */
export function cycleApplicationPage(
  db: Db,
  cycleId: number,
  statuses: readonly ApplicationStatus[],
  offset: number,
  limit: number,
): Promise<ApplicationRow[]> {
  return applicationsQuery(db)
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('applications.status', 'in', statuses)
    .orderBy('applications.created_at')
    .orderBy('applications.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function cycleApplicationCount(
  db: Db,
  cycleId: number,
  statuses: readonly ApplicationStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('audits.audit_cycle_id', '=', cycleId)
    .where('applications.status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function applicationRow(db: Db, applicationId: number): Promise<ApplicationRow | undefined> {
  return applicationsQuery(db).where('applications.id', '=', applicationId).executeTakeFirst();
}

/** What a decision is checked against: the application and whether its auditor is active. */
export function applicationToDecide(db: Db, applicationId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.auditor_id')
    .select([
      'applications.id',
      'applications.audit_id',
      'applications.auditor_id',
      'applications.audit_date',
      'applications.status',
      'users.is_active',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
}

/** Moves the application from `from` to `to`, a compare-and-set; true if it moved. */
export async function moveApplication(
  trx: Db,
  applicationId: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  at: string,
): Promise<boolean> {
  const written = await trx
    .updateTable('applications')
    .set({ status: to, updated_at: at })
    .where('id', '=', applicationId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

/**
 * Takes the audit's row until the transaction ends, by a no-op update: SQLite serialises writers
 * anyway, and on PostgreSQL two approvals that each waitlist the other's application would
 * otherwise deadlock.
 */
export async function lockAudit(trx: Db, auditId: number): Promise<void> {
  await trx
    .updateTable('audits')
    .set((eb) => ({ fee_paise: eb.ref('fee_paise') }))
    .where('id', '=', auditId)
    .execute();
}

/** Whether a report of the audit holds it (AUDIT_HOLDING_STATUSES). */
export async function auditIsHeld(trx: Db, auditId: number): Promise<boolean> {
  const holder = await trx
    .selectFrom('audit_stores')
    .select('id')
    .where('audit_id', '=', auditId)
    .where('status', 'in', AUDIT_HOLDING_STATUSES)
    .executeTakeFirst();
  return holder !== undefined;
}

/** Waitlists the audit's other APPLIED applications; their ids. */
export async function waitlistOtherApplications(
  trx: Db,
  auditId: number,
  approvedId: number,
  at: string,
): Promise<number[]> {
  const rows = await trx
    .updateTable('applications')
    .set({ status: APPLICATION_MOVES.othersApproved.to, updated_at: at })
    .where('audit_id', '=', auditId)
    .where('status', 'in', APPLICATION_MOVES.othersApproved.from)
    .where('id', '!=', approvedId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
