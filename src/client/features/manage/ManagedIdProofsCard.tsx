import { useCallback, useState } from 'react';
import { getManagedIdProofs, viewManagedIdProof } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';

/**
 * An auditor's ID proofs as a manager sees them (decision 0025, "Personal data views"): names only,
 * until one is opened. Opening is recorded first (the auditor sees it on /details), then the file
 * shows here.
 */
export function ManagedIdProofsCard({ auditorId, onViewed }: { auditorId: number; onViewed: () => void }) {
  const load = useCallback(() => getManagedIdProofs(auditorId), [auditorId]);
  const proofs = useRemoteData(load);
  const [opened, setOpened] = useState<Map<string, string>>(new Map());
  const [failed, setFailed] = useState(false);

  const open = async (attachmentId: string) => {
    setFailed(false);
    try {
      const url = await viewManagedIdProof(auditorId, attachmentId);
      setOpened((current) => new Map(current).set(attachmentId, url));
      onViewed();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Card className="manage-card">
      <h2>ID proofs</h2>
      {proofs.status === 'error' ? <ErrorNotice onRetry={proofs.retry} /> : null}
      {proofs.status === 'ready' && proofs.data.length === 0 ? <p>No ID proof uploaded.</p> : null}
      {failed ? (
        <p className="manage-error" role="alert">
          The file could not be opened. Please try again.
        </p>
      ) : null}
      {proofs.status === 'ready' && proofs.data.length > 0 ? (
        <ul className="manage-proofs" aria-label="ID proofs">
          {proofs.data.map((proof) => {
            const url = opened.get(proof.id);
            return (
              <li key={proof.id}>
                <span>{proof.file_name}</span>
                {url === undefined ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void open(proof.id)}
                  >
                    Open
                  </button>
                ) : proof.file_type.startsWith('image/') ? (
                  <img src={url} alt={proof.file_name} />
                ) : (
                  <a href={url} target="_blank" rel="noreferrer">
                    Open {proof.file_name}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="manage-note">Opening a file is recorded, and the auditor can see it.</p>
    </Card>
  );
}
