import { useCallback } from 'react';
import type { Attachment } from '../../../../contract';
import { getIdProofs } from '../../../api/attachments';
import { useRemoteData } from '../../../session/useRemoteData';

/**
 * The user's ID proofs (GET auditor/id_proof/attachment): loaded again in the background when an
 * upload reached the server (the proof queue completes it, in this tab or another context), and
 * changed in place when a delete succeeds.
 */
export function useIdProofList() {
  const list = useRemoteData(getIdProofs);
  const { update } = list;
  const remove = useCallback(
    (proofId: string) => update((proofs: Attachment[]) => proofs.filter((p) => p.id !== proofId)),
    [update],
  );
  return { state: list, remove, retry: list.retry, refresh: list.refresh };
}
