import {
  APPLICATION_DECISION_MESSAGES,
  APPLICATION_MOVES,
  type ApplicationDecision,
  type ApplicationDecisionResult,
  businessToday,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  applicationToDecide,
  auditIsHeld,
  lockAudit,
  moveApplication,
  waitlistOtherApplications,
} from '../../repositories/managerApplications';
import { createAssignedAuditStore } from '../auditStoreMoves';
import { isUniqueViolation, notFound, refused } from '../errors';
import { notifyApplicationDecided } from '../notices/applicationNotices';
import { recordStaffAction } from '../staffActions';
import { managedApplication } from './cycleApplications';

/**
 * A manager's decision on an application (decision 0025, "Application decisions"). The guarantee:
 * one audit has at most one auditor holding it, whatever two managers press at once.
 *
 * - Every decision is a compare-and-set on the application's status, so of two decisions on one
 *   application one lands and the other is told it was already decided.
 * - Approving first takes the audit's row as a lock, then checks that nobody holds the audit
 *   (`lockUnheldAudit`). The unique index of migration 0011 refuses a second holder should
 *   anything get past that.
 * - The audit store, the waitlisting of the audit's other APPLIED applications, the status
 *   history and the staff record are written in one transaction with the decision.
 */

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
  const application = await applicationToDecide(db, applicationId);
  if (!application) throw notFound();
  const move = APPLICATION_MOVES[decision];
  const from = move.from.find((status) => status === application.status);
  if (!from) throw refused(APPLICATION_DECISION_MESSAGES.alreadyDecided);
  if (decision === 'approve') {
    if (application.is_active !== 1) throw refused(APPLICATION_DECISION_MESSAGES.auditorInactive);
    if (application.audit_date < businessToday(now)) throw refused(APPLICATION_DECISION_MESSAGES.dateGone);
  }
  const at = now.toISOString();

  const decided = await inWriteTransaction(db, async (trx): Promise<Decided> => {
    if (decision === 'approve') await lockUnheldAudit(trx, application.audit_id);
    if (!(await moveApplication(trx, applicationId, from, move.to, at)))
      throw refused(APPLICATION_DECISION_MESSAGES.alreadyDecided);
    await recordStaffAction(
      trx,
      {
        actorId: managerId,
        action: decision,
        target: 'application',
        targetId: applicationId,
        before: { status: from },
        after: { status: move.to },
      },
      now,
    );
    await notifyApplicationDecided(trx, applicationId, move.to, now);
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
  await lockAudit(trx, auditId);
  if (await auditIsHeld(trx, auditId)) throw refused(APPLICATION_DECISION_MESSAGES.auditTaken);
}

/** The approval's consequences: the ASSIGNED audit store, and the rest of the audit waitlisted. */
async function assign(
  trx: Db,
  managerId: number,
  application: { id: number; audit_id: number; auditor_id: number; audit_date: string },
  at: string,
  now: Date,
): Promise<Decided> {
  let auditStoreId: number;
  try {
    const store = { applicationId: application.id, auditId: application.audit_id, at };
    ({ id: auditStoreId } = await createAssignedAuditStore(
      trx,
      { ...store, auditorId: application.auditor_id, auditDate: application.audit_date },
      managerId,
    ));
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(APPLICATION_DECISION_MESSAGES.auditTaken);
    throw error;
  }

  const others = await waitlistOtherApplications(trx, application.audit_id, application.id, at);
  for (const otherId of others) {
    await notifyApplicationDecided(trx, otherId, APPLICATION_MOVES.othersApproved.to, now);
    await recordStaffAction(
      trx,
      {
        actorId: managerId,
        action: 'waitlist.by_approval',
        target: 'application',
        targetId: otherId,
        before: { status: APPLICATION_MOVES.othersApproved.from[0] },
        after: { status: APPLICATION_MOVES.othersApproved.to, approved_application_id: application.id },
      },
      now,
    );
  }
  return { auditStoreId, waitlisted: [...others].sort((a, b) => a - b) };
}
