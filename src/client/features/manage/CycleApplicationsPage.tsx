import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  APPLICATION_DECISION_LABELS,
  APPLICATION_DECISION_MESSAGES,
  type ApplicationDecision,
  clientReviewText,
  type ManagedApplication,
} from '../../../contract';
import { decideApplication, listCycleApplications } from '../../api/managerApplications';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useRemoteData } from '../../session/useRemoteData';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ApplicationCard } from './ApplicationCard';
import { ManagePager } from './ManagePager';
import './manage.css';
import { usePageParam } from './usePageParam';

interface Asked {
  application: ManagedApplication;
  decision: ApplicationDecision;
}

const CYCLES_WAY_BACK: NotFoundWayBack = {
  thing: 'cycle',
  to: '/manage/applications',
  label: 'Applications',
  scoped: false,
};

/**
 * /manage/applications/{cycleId} (decision 0025, "Application decisions"): the cycle's APPLIED and
 * WAITLISTED applications, oldest first, each decided after a confirmation. A refusal (decided
 * meanwhile by another manager, the audit taken) is shown and the list reloaded, so the page never
 * offers a stale decision twice.
 */
export function CycleApplicationsPage() {
  const cycleId = Number(useParams().cycleId);
  const [page, goToPage] = usePageParam();
  const load = useCallback(() => listCycleApplications(cycleId, page), [cycleId, page]);
  const list = useRemoteData(load);
  const [asked, setAsked] = useState<Asked | null>(null);
  const { busy, error: problem, run } = useServerAction(refusalMessages);

  const decide = async ({ application, decision }: Asked) => {
    await run(async () => {
      await decideApplication(application.id, decision);
      showToast(APPLICATION_DECISION_MESSAGES.done[decision], { tone: 'success' });
    });
    await list.refresh();
  };

  return (
    <div className="manage">
      <Link to="/manage/applications" className="manage-back">
        ← All cycles
      </Link>
      {list.status === 'loading' ? <Spinner label="Loading the applications" /> : null}
      {list.status === 'error' ? (
        <ErrorNotice onRetry={list.retry} notFound={list.notFound} wayBack={CYCLES_WAY_BACK} />
      ) : null}
      {list.status === 'ready' ? (
        <>
          <h1 className="page-title">
            {list.data.cycle.client_name}: {list.data.cycle.name}
          </h1>
          <p className="manage-count" data-testid="cycle-client-review">
            {clientReviewText({
              clientReviewDays: list.data.cycle.client_review.days,
              activeClientReviewers: list.data.cycle.client_review.active_reviewers,
            })}
          </p>
          <p className="manage-count" role="status">
            {list.data.total_count} pending application{list.data.total_count === 1 ? '' : 's'}
          </p>
          {problem.map((message) => (
            <p key={message} className="manage-error" role="alert">
              {message}
            </p>
          ))}
          <ul className="manage-cards" aria-label="Applications">
            {list.data.applications.map((application) => (
              <li key={application.id} data-testid={`application-${application.id}`}>
                <ApplicationCard
                  application={application}
                  busy={busy}
                  onDecide={(picked, decision) => setAsked({ application: picked, decision })}
                />
              </li>
            ))}
          </ul>
          <ManagePager
            page={page}
            pageSize={list.data.page_size}
            total={list.data.total_count}
            onPage={goToPage}
          />
        </>
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={`${APPLICATION_DECISION_LABELS[asked.decision]}?`}
          message={APPLICATION_DECISION_MESSAGES.confirm(asked.decision, asked.application.auditor.name)}
          onYes={() => decide(asked)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </div>
  );
}
