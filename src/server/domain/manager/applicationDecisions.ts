import {
  APPLICATION_DECISION_MESSAGES,
  type ApplicationDecision,
  type ApplicationDecisionResult,
  AUDIT_HOLDING_STATUSES,
  businessToday,
  DECIDABLE_FROM,
} from '../../../contract';
import type { Db } from '../../db/database';
import { recordAuditStoreStatus } from '../auditStoreMoves';
import { isUniqueViolation, notFound, refused } from '../errors';
import { recordStaffAction } from '../staffActions';
import { managedApplication } from './cycleApplications';

/**
 * A manager's decision on an application (issue 15). The guarantee: one audit has at most one
 * auditor holding it, whatever two managers press at once.
 *
 * - Every decision is a compare-and-set on the application's status, so of two decisions on one
 *   application one lands and the other is told it was already decided.
 * - Approving first takes the audit's row as a lock, then checks that nobody holds the audit
 *   (`lockUnheldAudit`). The unique index of migration 0011 refuses a second holder should
 *   anything get past that.
 * - The audit store, the waitlisting of the audit's other APPLIED applications, the status
 *   history and the staff record are written in one transaction with the decision.
 */

const TARGET_STATUS = { approve: 'APPROVED', waitlist: 'WAITLISTED', reject: 'REJECTED' } as const;

interface Decided {
  auditStoreId: number | null;
  waitlisted: number[];
}

export async function decideApplication(
  db: Db,
  managerId: number,
  applicationId: number,
  decision: ApplicationDecision,
  now = new Date(),
): Promise<ApplicationDecisionResult> {
  const application = await db
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
  if (!application) throw notFound();
  const from = DECIDABLE_FROM[decision].find((status) => status === application.status);
  if (!from) throw refused(APPLICATION_DECISION_MESSAGES.alreadyDecided);
  if (decision === 'approve') {
    if (application.is_active !== 1) throw refused(APPLICATION_DECISION_MESSAGES.auditorInactive);
    if (application.audit_date < businessToday(now)) throw refused(APPLICATION_DECISION_MESSAGES.dateGone);
  }
  const at = now.toISOString();

  const decided = await db.transaction().execute(async (trx): Promise<Decided> => {
    if (decision === 'approve') await lockUnheldAudit(trx, application.audit_id);
    const written = await trx
      .updateTable('applications')
      .set({ status: TARGET_STATUS[decision], updated_at: at })
      .where('id', '=', applicationId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) throw refused(APPLICATION_DECISION_MESSAGES.alreadyDecided);
    await recordStaffAction(
      trx,
      {
        actorId: managerId,
        action: decision,
        target: 'application',
        targetId: applicationId,
        before: { status: from },
        after: { status: TARGET_STATUS[decision] },
      },
      now,
    );
    if (decision !== 'approve') return { auditStoreId: null, waitlisted: [] };
    return assign(trx, managerId, application, at, now);
  });

  return {
    application: await managedApplication(db, applicationId),
    audit_store_id: decided.auditStoreId,
    waitlisted_application_ids: decided.waitlisted,
  };
}

/**
 * Takes the audit's row as a lock (a no-op update: SQLite serialises writers anyway, and on
 * PostgreSQL two approvals that each waitlist the other's application would otherwise deadlock),
 * then refuses if somebody holds the audit: the approval that waited is told so, not that its
 * application, waitlisted meanwhile, "was already decided".
 */
async function lockUnheldAudit(trx: Db, auditId: number): Promise<void> {
  await trx
    .updateTable('audits')
    .set((eb) => ({ fee_paise: eb.ref('fee_paise') }))
    .where('id', '=', auditId)
    .execute();
  const holder = await trx
    .selectFrom('audit_stores')
    .select('id')
    .where('audit_id', '=', auditId)
    .where('status', 'in', AUDIT_HOLDING_STATUSES)
    .executeTakeFirst();
  if (holder) throw refused(APPLICATION_DECISION_MESSAGES.auditTaken);
}

/** The approval's consequences: the ASSIGNED audit store, and the rest of the audit waitlisted. */
async function assign(
  trx: Db,
  managerId: number,
  application: { id: number; audit_id: number; auditor_id: number; audit_date: string },
  at: string,
  now: Date,
): Promise<Decided> {
  let store: { id: number };
  try {
    store = await trx
      .insertInto('audit_stores')
      .values({
        application_id: application.id,
        audit_id: application.audit_id,
        auditor_id: application.auditor_id,
        status: 'ASSIGNED',
        audit_date: application.audit_date,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(APPLICATION_DECISION_MESSAGES.auditTaken);
    throw error;
  }
  await recordAuditStoreStatus(trx, { id: store.id, from: null, to: 'ASSIGNED', at, by: managerId });

  const others = await trx
    .updateTable('applications')
    .set({ status: 'WAITLISTED', updated_at: at })
    .where('audit_id', '=', application.audit_id)
    .where('status', '=', 'APPLIED')
    .where('id', '!=', application.id)
    .returning('id')
    .execute();
  for (const other of others)
    await recordStaffAction(
      trx,
      {
        actorId: managerId,
        action: 'waitlist.by_approval',
        target: 'application',
        targetId: other.id,
        before: { status: 'APPLIED' },
        after: { status: 'WAITLISTED', approved_application_id: application.id },
      },
      now,
    );
  return { auditStoreId: store.id, waitlisted: others.map((other) => other.id).sort((a, b) => a - b) };
}
