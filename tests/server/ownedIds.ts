import type { Db } from '../../src/server/db/database';
import { createUser } from './harness';
import { attachProof, createReportWorld } from './reportWorld';
import type { OwnedIds } from './routeTable';
import { createPayment, createPendingApplication } from './world';

/**
 * The rows every route of the table acts on, owned by `ownerId` (a report with a proof, a payment)
 * or by another auditor the back office manages (with a pending application).
 */
export async function createOwnedIds(
  db: Db,
  ownerId: number,
  question: 'greeted' | 'staffName' = 'greeted',
): Promise<OwnedIds> {
  const world = await createReportWorld(db, ownerId);
  const managed = (await createUser(db)).id;
  return {
    userId: ownerId,
    storeId: world.storeId,
    questionId: world.questions[question],
    sectionId: world.sections.entry,
    attachmentId: await attachProof(db, ownerId, world.storeId, world.sections.entry, world.tagId),
    cycleId: world.cycleId,
    paymentId: await createPayment(db, ownerId, 'PENDING'),
    managedAuditorId: managed,
    applicationId: await createPendingApplication(db, managed),
  };
}
