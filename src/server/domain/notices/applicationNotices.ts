import type { DecidedApplicationStatus, NoticeKind } from '../../../contract';
import type { Db } from '../../db/database';
import { applicationNoticeSubject } from '../../repositories/notices';
import { applicationNoticeText } from './noticeTexts';
import { notify } from './notify';

/** A decided application's status, and the notice its auditor gets for it. */
const NOTICE_OF = {
  APPROVED: 'application_approved',
  WAITLISTED: 'application_waitlisted',
  REJECTED: 'application_rejected',
} as const satisfies Record<DecidedApplicationStatus, NoticeKind>;

/**
 * Tells the auditor their application was decided, inside the decision's transaction. An
 * application enters each of these statuses at most once (contract/applicationMoves.ts), so the status names
 * the event.
 */
export async function notifyApplicationDecided(
  trx: Db,
  applicationId: number,
  status: DecidedApplicationStatus,
  now: Date,
): Promise<void> {
  const { auditorId, ...applied } = await applicationNoticeSubject(trx, applicationId);
  const kind = NOTICE_OF[status];
  await notify(
    trx,
    {
      recipientId: auditorId,
      kind,
      eventKey: `application:${applicationId}:${status}`,
      text: applicationNoticeText(kind, applied),
    },
    now,
  );
}
