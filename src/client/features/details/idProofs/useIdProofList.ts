import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../../contract';
import { getIdProofs } from '../../../api/attachments';
import { isSessionExpiredError } from '../../../api/http';

export type IdProofListState =
  | { status: 'loading' }
  | { status: 'ready'; proofs: Attachment[] }
  | { status: 'error' };

/** Adds a proof, or replaces the one with its id (a retried upload completes the same attachment). */
function withProof(proofs: Attachment[], proof: Attachment): Attachment[] {
  return proofs.some((p) => p.id === proof.id)
    ? proofs.map((p) => (p.id === proof.id ? proof : p))
    : [...proofs, proof];
}

/**
 * The user's ID proofs (GET auditor/id_proof/attachment), changed in place as uploads complete and
 * deletes succeed, so the list does not refetch after every file.
 */
export function useIdProofList() {
  const [state, setState] = useState<IdProofListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Uploads that complete while the list is still loading may be missing from its answer.
  const completedDuringLoad = useRef<Attachment[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getIdProofs().then(
      (proofs) => {
        if (!current) return;
        const merged = completedDuringLoad.current.reduce(withProof, proofs);
        completedDuringLoad.current = [];
        setState({ status: 'ready', proofs: merged });
      },
      (error: unknown) => {
        // A 403 is already on its way to the login page: no error to show.
        if (current && !isSessionExpiredError(error)) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const add = useCallback((proof: Attachment) => {
    setState((previous) => {
      if (previous.status === 'ready') return { status: 'ready', proofs: withProof(previous.proofs, proof) };
      completedDuringLoad.current.push(proof);
      return previous;
    });
  }, []);

  const remove = useCallback((proofId: string) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', proofs: previous.proofs.filter((p) => p.id !== proofId) }
        : previous,
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, add, remove, retry };
}
