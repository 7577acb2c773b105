import {
  ACTION_PLAN_MESSAGES,
  ACTION_PROOF_MAX_PER_ITEM,
  ACTION_PROOF_MESSAGES,
  type ActionProofStart,
  type Attachment,
  type UploadStartResponse,
} from '../../../contract';
import type { Db } from '../../db/database';
import { actionItemOf, claimPlan } from '../../repositories/actionPlanMoves';
import { completedItemProofs, liveItemProofCount } from '../../repositories/actionProofs';
import type { ObjectStore } from '../../storage';
import { completeAttachment } from '../attachmentLifecycle';
import { startUpload, toApi } from '../attachments';
import { refused } from '../errors';
import type { ActionReader } from './actionPlanReach';
import { reachedItem } from './actionPlanReach';

/**
 * Photo proof of a store's fix (decision 0086): sent by the device's proof queue as a report's
 * proofs are (upload start with the SHA-256, the store's presigned POST, complete), by whoever
 * answers the plan, while it is with the store. A start claims the plan's row as OPEN, as the
 * store's send for review does, so on PostgreSQL a photo never starts on a plan already sent and
 * two starts of one item count each other against its cap.
 */

export async function startActionProof(
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  itemId: number,
  body: ActionProofStart,
): Promise<UploadStartResponse> {
  const { item, powers } = await reachedItem(db, reader, itemId);
  if (!powers.answers) throw refused(ACTION_PLAN_MESSAGES.notAnswerer);
  const at = new Date().toISOString();
  const { row, post } = await startUpload(
    db,
    store,
    reader.userId,
    { proofType: 'PHOTO', auditStoreId: null, sectionId: null, actionItemId: item.id },
    body,
    {
      sha256: body.sha256,
      capturedAt: body.captured_at ?? null,
      pickedAt: null,
      originalSize: body.original_size ?? null,
      sequence: 0,
      proofTagId: null,
    },
    async (trx) => {
      if (!(await claimPlan(trx, item.plan_id, ['OPEN'], at))) throw refused(ACTION_PROOF_MESSAGES.notOpen);
      const now = await actionItemOf(trx, item.id);
      if (now?.state === 'ACCEPTED') throw refused(ACTION_PROOF_MESSAGES.notOpen);
      if ((await liveItemProofCount(trx, item.id)) >= ACTION_PROOF_MAX_PER_ITEM)
        throw refused(ACTION_PROOF_MESSAGES.tooMany);
    },
  );
  return { ...post, attachment: await toApi(store, row) };
}

/** The upload's complete: the uploader's own photo, checked against its size and SHA-256. */
export const completeActionProof = (
  db: Db,
  store: ObjectStore,
  reader: ActionReader,
  attachmentId: string,
): Promise<Attachment> => completeAttachment(db, store, reader.userId, attachmentId);

/** The items' photos that arrived, by item, as the plan's read shows them. */
export async function itemProofsOf(
  db: Db,
  store: ObjectStore,
  itemIds: readonly number[],
): Promise<Map<number, Attachment[]>> {
  const byItem = new Map<number, Attachment[]>();
  for (const row of await completedItemProofs(db, itemIds)) {
    const list = byItem.get(row.action_item_id as number) ?? [];
    list.push(await toApi(store, row));
    byItem.set(row.action_item_id as number, list);
  }
  return byItem;
}
