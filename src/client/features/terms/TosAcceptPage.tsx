import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TOS_TEXTS } from '../../../contract/onboarding';
import { getUser } from '../../api/dashboard';
import { useConfigStore } from '../../session/configStore';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { TosAcceptForm } from './TosAcceptForm';
import { applyPathAfterAcceptance } from './tosRedirect';
import './TosAcceptPage.css';

/**
 * Route tos_accept: the auditor accepts the Privacy Policy and the Independent Contractor Agreement
 * before conducting audits (docs/rules.md#account-and-profile), then returns to the application
 * they started.
 */
export function TosAcceptPage() {
  const [search] = useSearchParams();
  const applyPath = useMemo(() => applyPathAfterAcceptance(search), [search]);
  const user = useRemoteData(getUser);
  const policyBaseUrl = useConfigStore((state) => state.config?.POLICY_BASE_URL);

  return (
    <Card className="tos-page">
      <h1 className="page-title">{TOS_TEXTS.title}</h1>
      {user.status === 'loading' ? <TosSkeleton /> : null}
      {user.status === 'error' ? <ErrorNotice onRetry={user.retry} /> : null}
      {user.status === 'ready' && user.data.pp_accepted && user.data.agreement_accepted ? (
        <div className="tos-done" role="status">
          <p>{TOS_TEXTS.alreadyAccepted}</p>
          <Link className="button button-primary" to={applyPath ?? '/'}>
            {applyPath ? TOS_TEXTS.continueToApply : TOS_TEXTS.continueToDashboard}
          </Link>
        </div>
      ) : null}
      {user.status === 'ready' && !(user.data.pp_accepted && user.data.agreement_accepted) ? (
        <TosAcceptForm applyPath={applyPath} policyBaseUrl={policyBaseUrl} />
      ) : null}
    </Card>
  );
}

function TosSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Skeleton width="80%" height="4rem" />
    </div>
  );
}
