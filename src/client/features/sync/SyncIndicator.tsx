import { Link } from 'react-router-dom';
import type { OutboxSummary } from '../../../offline';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { plural } from '../../syncRuntime/outboxLabels';
import './SyncIndicator.css';

interface SyncIndicatorProps {
  /** the report's outbox counts, read live by the page (undefined until the first read) */
  summary: OutboxSummary | undefined;
}

/**
 * The report's save status: everything sent, changes kept on the device and waiting to be sent
 * (for a connection, the end of a typing pause, or a retry after a server error), or changes the
 * server refused, which the auditor resolves on /sync.
 */
export function SyncIndicator({ summary }: SyncIndicatorProps) {
  const online = useOnlineStatus();
  // Until the first read the status is unknown: keep the space without claiming anything.
  if (!summary) return <span className="sync-indicator sync-indicator-loading" aria-hidden="true" />;

  if (summary.attention > 0) {
    return (
      <span className="sync-indicator sync-indicator-danger" role="status">
        <span className="sync-indicator-dot" aria-hidden="true" />
        <Link to="/sync" className="sync-indicator-link">
          {summary.attention} need{summary.attention === 1 ? 's' : ''} attention
        </Link>
      </span>
    );
  }
  if (summary.waiting > 0) {
    return (
      <span className="sync-indicator sync-indicator-warning" role="status">
        <span className="sync-indicator-dot" aria-hidden="true" />
        {plural(summary.waiting, 'change', 'changes')} waiting {online ? 'to be sent' : 'for a connection'}
      </span>
    );
  }
  return (
    <span className="sync-indicator sync-indicator-success" role="status">
      <svg className="sync-indicator-icon" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path
          d="M3.5 8.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      All changes saved
    </span>
  );
}
