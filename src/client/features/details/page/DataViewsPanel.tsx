import { dataViewLabel } from '../../../../contract';
import { getDataViews } from '../../../api/account';
import { useRemoteData } from '../../../session/useRemoteData';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { Spinner } from '../../../ui/Spinner';

/**
 * Who of the staff saw the auditor's bank details in full or opened an ID proof, and when (issue
 * 15). Read from the server each time: it is the server's record, not the auditor's data.
 */
export function DataViewsPanel() {
  const views = useRemoteData(getDataViews);
  if (views.status === 'loading') return <Spinner label="Loading who looked at your data" />;
  if (views.status === 'error') return <ErrorNotice onRetry={views.retry} />;
  if (views.data.length === 0)
    return <p className="details-views-empty">Nobody from the team has looked at them yet.</p>;
  return (
    <ol className="details-views" aria-label="Views of your data">
      {views.data.map((view) => (
        <li key={view.id}>
          <strong>{dataViewLabel(view.action)}</strong>
          <span>
            {view.by}, {new Date(view.at).toLocaleString('en-IN')}
          </span>
        </li>
      ))}
    </ol>
  );
}
