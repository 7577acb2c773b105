import { CONCERN_MESSAGES } from '../../../contract/concernTexts';
import { NOTICE_MESSAGES } from '../../../contract/noticeCentre';
import { getOwnConcerns } from '../../api/concerns';
import { useAppStore } from '../../pageState/appStore';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ConcernItem } from './ConcernItem';
import './concerns.css';

/**
 * /concerns (decision 0042): every concern the auditor raised, newest first, with its state and
 * the team's answer. Offline, the service worker's copy of the last read.
 */
export function OwnConcernsPage() {
  const concerns = useRemoteData(getOwnConcerns);
  const cached = useAppStore((state) => state.showingCachedData);

  return (
    <div className="concerns">
      <h1 className="page-title">Your concerns</h1>
      {cached && concerns.status === 'ready' ? (
        <p className="page-lead">{NOTICE_MESSAGES.offlineCopy}</p>
      ) : null}
      {concerns.status === 'loading' ? <Spinner label="Loading your concerns" /> : null}
      {concerns.status === 'error' ? <ErrorNotice onRetry={concerns.retry} /> : null}
      {concerns.status === 'ready' && concerns.data.length === 0 ? (
        <Card>
          <p className="concern-none">{CONCERN_MESSAGES.ownNone}</p>
        </Card>
      ) : null}
      {concerns.status === 'ready' && concerns.data.length > 0 ? (
        <ul className="concern-list" aria-label="Your concerns">
          {concerns.data.map((concern) => (
            <ConcernItem key={concern.id} concern={concern} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
