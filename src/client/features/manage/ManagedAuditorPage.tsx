import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GENDER_LABELS, type ManagedAuditorDetail, staffActionLabel } from '../../../contract';
import {
  type AccountAction,
  changeAccount,
  getAuditorHistory,
  getGroupRating,
  getManagedAuditor,
  getManagedProfile,
} from '../../api/manager';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagedAccountCard } from './ManagedAccountCard';
import { ManagedAdditionalCard } from './ManagedAdditionalCard';
import { ManagedBankCard } from './ManagedBankCard';
import { ManagedContactCard } from './ManagedContactCard';
import { ManagedIdProofsCard } from './ManagedIdProofsCard';
import { ManagedSignInCard } from './ManagedSignInCard';
import { ManagedUnsentCard } from './ManagedUnsentCard';
import { StaffHistoryList } from './StaffHistoryList';
import './manage.css';

const AUDITORS_WAY_BACK: NotFoundWayBack = {
  thing: 'auditor',
  to: '/manage/auditors',
  label: 'All auditors',
  scoped: false,
};

/**
 * /manage/auditors/{id} (decision 0024): one auditor as the manager needs them: the account and its
 * actions, profile, payout details (masked), group rating and the record of what staff did.
 */
export function ManagedAuditorPage() {
  const id = Number(useParams().auditorId);
  const loadAuditor = useCallback(() => getManagedAuditor(id), [id]);
  const loadProfile = useCallback(() => getManagedProfile(id), [id]);
  const loadRating = useCallback(() => getGroupRating(id), [id]);
  const loadHistory = useCallback(() => getAuditorHistory(id), [id]);
  const auditor = useRemoteData(loadAuditor);
  const profile = useRemoteData(loadProfile);
  const rating = useRemoteData(loadRating);
  const history = useRemoteData(loadHistory);
  const { busy, error: problem, run } = useServerAction(refusalMessages);

  const act = async (action: AccountAction) => {
    await run(
      async () => {
        const next = await changeAccount(id, action);
        auditor.update(() => next);
        showToast(`${staffActionLabel(action)}.`, { tone: 'success' });
      },
      () => auditor.refresh(),
    );
    await history.refresh();
  };

  const changed = async (next: ManagedAuditorDetail | null) => {
    if (next) auditor.update(() => next);
    else await auditor.refresh();
    await history.refresh();
  };

  if (auditor.status === 'loading') return <Spinner label="Loading the auditor" />;
  if (auditor.status === 'error')
    return <ErrorNotice onRetry={auditor.retry} notFound={auditor.notFound} wayBack={AUDITORS_WAY_BACK} />;
  const a = auditor.data;
  return (
    <div className="manage">
      <Link to="/manage/auditors" className="manage-back">
        ← All auditors
      </Link>
      <h1 className="page-title">{a.name || a.email}</h1>
      <ManagedAccountCard auditor={a} busy={busy} problem={problem} onAct={act} />
      <ManagedSignInCard auditor={a} onChanged={changed} />
      <ManagedContactCard auditor={a} onChanged={changed} />
      <Card className="manage-card">
        <h2>Profile</h2>
        {profile.status === 'ready' ? (
          <dl className="manage-facts">
            <dt>Gender</dt>
            <dd>{profile.data.gender ? GENDER_LABELS[profile.data.gender] : 'Not set'}</dd>
            <dt>City</dt>
            <dd>{[a.city, a.state].filter(Boolean).join(', ') || 'Not set'}</dd>
            <dt>Address</dt>
            <dd>{profile.data.address || 'Not set'}</dd>
          </dl>
        ) : null}
        {profile.status === 'error' ? <ErrorNotice onRetry={profile.retry} /> : null}
      </Card>
      <ManagedAdditionalCard auditorId={id} />
      <ManagedBankCard auditorId={id} onRevealed={() => void history.refresh()} />
      <ManagedIdProofsCard auditorId={id} onViewed={() => void history.refresh()} />
      <ManagedUnsentCard auditorId={id} />
      <Card className="manage-card">
        <h2>Group rating</h2>
        {rating.status === 'ready' ? (
          <dl className="manage-facts">
            <dt>Reports reviewed</dt>
            <dd>{rating.data.reports_reviewed}</dd>
            <dt>Average report score</dt>
            <dd>
              {rating.data.average_report_score === null
                ? 'None yet'
                : `${rating.data.average_report_score}%`}
            </dd>
          </dl>
        ) : null}
      </Card>
      <Card className="manage-card">
        <h2>History</h2>
        {history.status === 'ready' ? <StaffHistoryList actions={history.data} /> : null}
      </Card>
    </div>
  );
}
