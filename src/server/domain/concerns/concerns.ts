import type { Concern, ConcernFilter, ManagedConcern, ManagedConcernList } from '../../../contract/concerns';
import { CONCERN_KIND_LABELS, CONCERN_MESSAGES, CONCERN_PAGE_SIZE } from '../../../contract/concernTexts';
import { NOTICE_LINKS } from '../../../contract/notices';
import { shortened } from '../../../contract/storableTextRule';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { activeStaffIds } from '../../repositories/accounts';
import {
  answerConcern,
  concernById,
  concernsInState,
  concernsOf,
  resolveConcern,
} from '../../repositories/concerns';
import { notFound, refused } from '../errors';
import { notify } from '../notices/notify';
import { auditorName, concernView, managedConcernView, subjectLabel } from './concernViews';

/**
 * Concerns (decision 0042): raised by an auditor, told to every active manager in the raising
 * transaction, answered once and resolved by a manager, each step told to the auditor.
 */

export async function ownConcerns(db: Db, userId: number): Promise<Concern[]> {
  return (await concernsOf(db, userId)).map(concernView);
}

export async function concernInbox(db: Db, filter: ConcernFilter): Promise<ManagedConcernList> {
  const page = filter.page ?? 1;
  const { rows, total } = await concernsInState(
    db,
    filter.state,
    (page - 1) * CONCERN_PAGE_SIZE,
    CONCERN_PAGE_SIZE,
  );
  return { concerns: rows.map(managedConcernView), total_count: total, page, page_size: CONCERN_PAGE_SIZE };
}

/** Tells every active manager of a concern just written, inside the transaction that wrote it. */
export async function notifyConcernRaised(trx: Db, concernId: number, now: Date): Promise<void> {
  const row = await concernById(trx, concernId);
  if (!row) return;
  const kind = CONCERN_KIND_LABELS[row.kind];
  const message = shortened(row.message, 200);
  for (const managerId of await activeStaffIds(trx, 'manager'))
    await notify(
      trx,
      {
        recipientId: managerId,
        kind: 'concern_raised',
        eventKey: `concern:${concernId}:raised`,
        text: {
          title: `New concern: ${kind}`,
          body: `${auditorName(row)} about ${subjectLabel(row)}: “${message}”`,
          link: NOTICE_LINKS.concernInbox,
        },
      },
      now,
    );
}

async function afterRefusal(db: Db, id: number): Promise<never> {
  const row = await concernById(db, id);
  if (!row) throw notFound();
  throw refused(
    row.resolved_at !== null ? CONCERN_MESSAGES.alreadyResolved : CONCERN_MESSAGES.alreadyAnswered,
  );
}

/** A manager answers an open concern, once; its auditor is told in the same transaction. */
export async function answerAsManager(
  db: Db,
  managerId: number,
  id: number,
  answer: string,
  now = new Date(),
): Promise<ManagedConcern> {
  return inWriteTransaction(db, async (trx) => {
    if (!(await answerConcern(trx, id, managerId, answer, now.toISOString()))) return afterRefusal(trx, id);
    const row = await concernById(trx, id);
    if (!row) throw notFound();
    await notify(
      trx,
      {
        recipientId: row.auditor_id,
        kind: 'concern_answered',
        eventKey: `concern:${id}:answered`,
        text: {
          title: 'Your concern was answered',
          body: `About ${subjectLabel(row)}: “${answer}”`,
          link: NOTICE_LINKS.ownConcerns,
        },
      },
      now,
    );
    return managedConcernView(row);
  });
}

/** A manager closes a concern; one closed without an answer is told to its auditor as such. */
export async function resolveAsManager(
  db: Db,
  managerId: number,
  id: number,
  now = new Date(),
): Promise<ManagedConcern> {
  return inWriteTransaction(db, async (trx) => {
    if (!(await resolveConcern(trx, id, managerId, now.toISOString()))) return afterRefusal(trx, id);
    const row = await concernById(trx, id);
    if (!row) throw notFound();
    if (row.answered_at === null)
      await notify(
        trx,
        {
          recipientId: row.auditor_id,
          kind: 'concern_answered',
          eventKey: `concern:${id}:resolved`,
          text: {
            title: 'Your concern was resolved',
            body: `Your concern about ${subjectLabel(row)} is resolved.`,
            link: NOTICE_LINKS.ownConcerns,
          },
        },
        now,
      );
    return managedConcernView(row);
  });
}
