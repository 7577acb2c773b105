import { useState } from 'react';
import { type StaffAction, staffActionLabel } from '../../../contract';
import { formatDateTime } from '../../lib/dates';

/** The back office's record of one auditor or application, newest first (decision 0024). */
export function StaffHistoryList({ actions, label = 'History' }: { actions: StaffAction[]; label?: string }) {
  if (actions.length === 0) return <p>No action recorded yet.</p>;
  return (
    <ol className="manage-history" aria-label={label}>
      {actions.map((entry) => (
        <li key={entry.id}>
          <strong>{staffActionLabel(entry.action)}</strong>
          <span>
            by {entry.actor_email}, {formatDateTime(entry.created_at)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Show history" that loads one target's record when asked (a list of many targets does not load
 * every record up front), with a retry when it fails.
 */
export function StaffHistoryToggle({ load, label }: { load: () => Promise<StaffAction[]>; label: string }) {
  const [history, setHistory] = useState<StaffAction[] | 'loading' | 'error' | null>(null);
  const show = async () => {
    setHistory('loading');
    try {
      setHistory(await load());
    } catch {
      setHistory('error');
    }
  };
  return (
    <div className="manage-history-toggle">
      {history === null ? (
        <button type="button" className="button button-secondary" onClick={() => void show()}>
          Show history
        </button>
      ) : null}
      {history === 'loading' ? <p>Loading the history…</p> : null}
      {history === 'error' ? (
        <p className="manage-error" role="alert">
          The history could not be loaded.{' '}
          <button type="button" className="button button-secondary" onClick={() => void show()}>
            Try again
          </button>
        </p>
      ) : null}
      {Array.isArray(history) ? <StaffHistoryList actions={history} label={label} /> : null}
    </div>
  );
}
