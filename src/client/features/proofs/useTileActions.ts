import { MESSAGES } from '../../../contract';
import {
  arrangeOnDevice,
  discardProof,
  forgetDeletedProof,
  getOfflineDb,
  retryProof,
  setProofTagOnDevice,
} from '../../../offline';
import { toastRefusal, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { pageSyncEngine } from '../../syncRuntime/pageSync';
import { pageVisitClock } from '../../syncRuntime/pageVisitClock';
import { pageProofQueue } from '../../syncRuntime/proofUploads';
import type { ProofTileData } from './proofTiles';
import type { useSectionProofs } from './useSectionProofs';

export const TILE_ACTION_TEXTS = {
  deleteNeedsConnection: 'Deleting an uploaded file needs a connection.',
  stillUploading: 'This file is being uploaded: delete it once it is uploaded.',
} as const;

/**
 * What a section's tiles do: delete, tag, move and retry. A tag or a new order is kept on the
 * device and sent when it can be; deleting an uploaded file asks the server at once.
 */
export function useTileActions(
  auditStoreId: number,
  sectionId: number,
  { tiles, serverProofs, refresh }: ReturnType<typeof useSectionProofs>,
) {
  const online = useOnlineStatus();
  const deletion = useServerAction(toastRefusal(() => MESSAGES.genericError));

  const remove = async (tile: ProofTileData) => {
    const db = getOfflineDb();
    if (tile.state !== 'uploaded') {
      if (!(await discardProof(db, tile.id, pageVisitClock)))
        showToast(TILE_ACTION_TEXTS.stillUploading, { tone: 'error' });
      else void pageSyncEngine().drain();
      return;
    }
    if (!online) {
      showToast(TILE_ACTION_TEXTS.deleteNeedsConnection, { tone: 'error' });
      return;
    }
    await deletion.run(async () => {
      // an online call, loaded with its schemas when made: not on the report's first load (decision 0051)
      const { deleteAttachment } = await import('../../api/attachments');
      await deleteAttachment(tile.id);
      // gone from the visit record too (decision 0045), queued with the device's other changes
      await forgetDeletedProof(db, { id: tile.id, auditStoreId }, pageVisitClock);
      void pageSyncEngine().drain();
      await refresh();
    });
  };

  const retry = async (tile: ProofTileData) => {
    await retryProof(getOfflineDb(), tile.id, Date.now());
    await pageProofQueue().drain();
  };

  const tag = async (tile: ProofTileData, tagId: number | null) => {
    const uploaded = serverProofs?.find((proof) => proof.id === tile.id);
    const target = { id: tile.id, auditStoreId, ...(uploaded ? { uploaded } : {}) };
    if (await setProofTagOnDevice(getOfflineDb(), target, tagId)) void pageSyncEngine().drain();
    // a file refused (for a tag its kind does not take, say) goes again with its new tag
    if (tile.state === 'failed') await retry(tile);
  };

  /** The auditor's new order: the tile swapped with its neighbour, shown at once, sent when it can be. */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...tiles];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    const items = order.map((tile) => {
      const uploaded = serverProofs?.find((proof) => proof.id === tile.id);
      return uploaded ? { id: tile.id, uploaded } : { id: tile.id };
    });
    if (await arrangeOnDevice(getOfflineDb(), { auditStoreId, sectionId }, items))
      void pageSyncEngine().drain();
  };

  return { remove, retry, tag, move };
}
