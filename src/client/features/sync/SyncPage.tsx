import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  attentionEntries,
  attentionProofs,
  discard,
  getOfflineDb,
  type OutboxEntry,
  retry,
  type StoredOutboxEntry,
} from '../../../offline';
import { describeOutboxKey } from '../../syncRuntime/outboxLabels';
import { pageSyncEngine } from '../../syncRuntime/pageSync';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { ProofAttentionList } from './ProofAttentionList';
import { StorageKeptNote } from './StorageKeptNote';
import { SyncHeadline } from './SyncHeadline';
import { UnsentWorkExport } from './UnsentWorkExport';
import './SyncPage.css';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /sync: the changes the server refused (docs/rules.md#offline rule 3), across reports. The auditor
 * sends one again (after fixing the cause) or gives it up; nothing leaves the list silently.
 */
export function SyncPage() {
  const entries = useLiveQuery(() => attentionEntries(getOfflineDb()), []);
  const proofs = useLiveQuery(() => attentionProofs(getOfflineDb()), []);
  const [discarding, setDiscarding] = useState<StoredOutboxEntry | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const onRetry = async (entry: StoredOutboxEntry) => {
    setBusy(entry.seq);
    try {
      if (await retry(getOfflineDb(), entry.seq)) await pageSyncEngine().drain();
    } finally {
      setBusy(null);
    }
  };

  const onDiscard = async (entry: StoredOutboxEntry) => {
    setDiscarding(null);
    await discard(getOfflineDb(), entry.seq);
  };

  return (
    <div className="sync-page">
      <SyncHeadline changes={entries?.length} proofs={proofs?.length} />
      {entries === undefined || proofs === undefined ? (
        <div className="sync-page-loading">
          <Spinner />
        </div>
      ) : entries.length === 0 ? null : (
        <ul className="sync-list" aria-label="Changes that need attention">
          {entries.map((entry) => (
            <li key={entry.seq} className="sync-item">
              <div className="sync-item-head">
                <span className="sync-item-label">{describeOutboxKey(entry.key)}</span>
                <SubjectLink entry={entry} />
              </div>
              <p className="sync-item-error">{entry.lastError?.message ?? 'Refused by the server'}</p>
              <p className="sync-item-when">
                Changed{' '}
                <time dateTime={new Date(entry.createdAt).toISOString()}>{WHEN.format(entry.createdAt)}</time>
              </p>
              <div className="sync-item-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setDiscarding(entry)}
                  disabled={busy === entry.seq}
                >
                  Discard
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => void onRetry(entry)}
                  disabled={busy === entry.seq}
                >
                  {busy === entry.seq ? 'Sending…' : 'Retry'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ProofAttentionList proofs={proofs ?? []} />
      <UnsentWorkExport />
      <StorageKeptNote />
      {discarding ? (
        <Modal title="Discard this change?" size="small" onClose={() => setDiscarding(null)}>
          <p className="sync-discard-text">
            <strong>{describeOutboxKey(discarding.key)}</strong>, {subjectName(discarding)}.
          </p>
          <p className="sync-discard-text">The value stays on this device but will not be sent.</p>
          <div className="sync-discard-actions">
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={() => setDiscarding(null)}
            >
              Keep it
            </button>
            <button type="button" className="button button-danger" onClick={() => void onDiscard(discarding)}>
              Discard
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

/** What a change is about: its report, or the payment a concern is about. */
function subjectName(entry: OutboxEntry): string {
  return entry.auditStoreId === undefined ? `payment #${entry.paymentId}` : `report #${entry.auditStoreId}`;
}

function SubjectLink({ entry }: { entry: OutboxEntry }) {
  if (entry.auditStoreId === undefined)
    return (
      <Link className="sync-item-report" to="/payment">
        Payment #{entry.paymentId}
      </Link>
    );
  return (
    <Link className="sync-item-report" to={`/audit_store/${entry.auditStoreId}/section`}>
      Report #{entry.auditStoreId}
    </Link>
  );
}
