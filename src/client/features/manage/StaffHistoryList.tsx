import { type StaffAction, staffActionLabel } from '../../../contract';

/** The back office's record of one auditor or application, newest first (issue 15). */
export function StaffHistoryList({ actions, label = 'History' }: { actions: StaffAction[]; label?: string }) {
  if (actions.length === 0) return <p>No action recorded yet.</p>;
  return (
    <ol className="manage-history" aria-label={label}>
      {actions.map((entry) => (
        <li key={entry.id}>
          <strong>{staffActionLabel(entry.action)}</strong>
          <span>
            by {entry.actor_email}, {new Date(entry.created_at).toLocaleString('en-IN')}
          </span>
        </li>
      ))}
    </ol>
  );
}
