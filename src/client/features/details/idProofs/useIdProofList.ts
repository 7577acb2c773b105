import { useCallback } from 'react';
import type { Attachment } from '../../../../contract';
import { getIdProofs } from '../../../api/attachments';
import { useRemoteData } from '../../../session/useRemoteData';

/** Adds a proof, or replaces the one with its id (a retried upload completes the same attachment). */
function withProof(proofs: Attachment[], proof: Attachment): Attachment[] {
  return proofs.some((p) => p.id === proof.id)
    ? proofs.map((p) => (p.id === proof.id ? proof : p))
    : [...proofs, proof];
}

/**
 * The user's ID proofs (GET auditor/id_proof/attachment), changed in place as uploads complete and
 * deletes succeed, so the list does not refetch after every file. An upload that completes while
 * the list is still loading is added to the list when it arrives (`update`).
 */
export function useIdProofList() {
  const list = useRemoteData(getIdProofs);
  const { update } = list;
  const add = useCallback((proof: Attachment) => update((proofs) => withProof(proofs, proof)), [update]);
  const remove = useCallback(
    (proofId: string) => update((proofs) => proofs.filter((p) => p.id !== proofId)),
    [update],
  );
  return { state: list, add, remove, retry: list.retry };
}
