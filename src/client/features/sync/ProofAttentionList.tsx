import { useState } from 'react';
import { Link } from 'react-router-dom';
import { discardProof, getOfflineDb, type ProofRecord, retryProof } from '../../../offline';
import { pageVisitClock } from '../../syncRuntime/pageVisitClock';
import { pageProofQueue } from '../../syncRuntime/proofUploads';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Proof files the server refused (decision 0014), on /sync beside the refused changes: each with
 * the server's reason, Retry (uploads it again) and Discard (removes it from this device, after
 * asking).
 */
export function ProofAttentionList({ proofs }: { proofs: ProofRecord[] }) {
  const [discarding, setDiscarding] = useState<ProofRecord>();
  const [busy, setBusy] = useState<string>();
  if (proofs.length === 0) return null;

  const onRetry = async (proof: ProofRecord) => {
    setBusy(proof.id);
    try {
      await retryProof(getOfflineDb(), proof.id, Date.now());
      await pageProofQueue().drain();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <h2 className="sync-section-title">Proof files</h2>
      <ul className="sync-list" aria-label="Proof files that need attention">
        {proofs.map((proof) => (
          <li key={proof.id} className="sync-item">
            <div className="sync-item-head">
              <span className="sync-item-label">{proof.fileName}</span>
              <Link className="sync-item-report" to={`/audit_store/${proof.auditStoreId}/section`}>
                Report #{proof.auditStoreId}
              </Link>
            </div>
            <p className="sync-item-error">{proof.lastError?.message ?? 'Refused by the server'}</p>
            <div className="sync-item-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDiscarding(proof)}
                disabled={busy === proof.id}
              >
                Discard
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => void onRetry(proof)}
                disabled={busy === proof.id}
              >
                {busy === proof.id ? 'Sending…' : 'Retry'}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {discarding ? (
        <ConfirmDialog
          title="Discard this file?"
          message={`${discarding.fileName}, report #${discarding.auditStoreId}: the file is removed from this device and will not be sent.`}
          onYes={async () => {
            await discardProof(getOfflineDb(), discarding.id, pageVisitClock);
          }}
          onClose={() => setDiscarding(undefined)}
        />
      ) : null}
    </>
  );
}
