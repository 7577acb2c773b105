import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAYMENT_RUN_MESSAGES } from '../../../contract';
import { createPaymentRun, listPaymentRuns, listPendingPayments } from '../../api/managerPayments';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { showToast } from '../../pageState/toastStore';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from './ManagePager';
import './manage.css';
import { usePageParam } from './usePageParam';

/**
 * /manage/payments (decision 0025, "Payment runs"): the pending payments, the earliest due first;
 * the manager ticks those to pay and starts a run of them. Payments already in a run link to it.
 * Recent runs below.
 */
export function ManagerPaymentsPage() {
  const navigate = useNavigate();
  const [page, goToPage] = usePageParam();
  const load = useCallback(() => listPendingPayments(page), [page]);
  const pending = useRemoteData(load);
  const runs = useRemoteData(listPaymentRuns);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const { busy, error: problem, run } = useServerAction(refusalMessages);

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const startRun = () =>
    run(
      async () => {
        const created = await createPaymentRun([...chosen]);
        showToast(PAYMENT_RUN_MESSAGES.created(created.payments.length), { tone: 'success' });
        navigate(`/manage/payments/run/${created.id}`);
      },
      // whatever failed, the choice starts again from the list as it now is
      async () => {
        setChosen(new Set());
        await pending.refresh();
      },
    );

  return (
    <div className="manage">
      <h1 className="page-title">Payment runs</h1>
      {pending.status === 'loading' ? <Spinner label="Loading the payments" /> : null}
      {pending.status === 'error' ? <ErrorNotice onRetry={pending.retry} /> : null}
      {problem.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      {pending.status === 'ready' ? (
        <>
          <p className="manage-count" role="status">
            {pending.data.total_count} pending payment{pending.data.total_count === 1 ? '' : 's'}
          </p>
          <ul className="manage-cards" aria-label="Pending payments">
            {pending.data.payments.map((payment) => (
              <li key={payment.id} className="card manage-card manage-payment">
                {payment.payment_run_id === null ? (
                  <label className="manage-check">
                    <input
                      type="checkbox"
                      checked={chosen.has(payment.id)}
                      onChange={() => toggle(payment.id)}
                    />
                    <span>
                      <strong>{payment.auditor.name}</strong> · {formatRupees(payment.total)}
                    </span>
                  </label>
                ) : (
                  <p>
                    <strong>{payment.auditor.name}</strong> · {formatRupees(payment.total)} ·{' '}
                    <Link to={`/manage/payments/run/${payment.payment_run_id}`}>
                      in run #{payment.payment_run_id}
                    </Link>
                  </p>
                )}
                <span className="manage-note">
                  {payment.report ? `${payment.report.client_name}, ${payment.report.store_name} · ` : ''}
                  due {formatCalendarDate(payment.payment_due_date)}
                  {payment.payable ? '' : ` · ${PAYMENT_RUN_MESSAGES.noBankDetails}`}
                </span>
              </li>
            ))}
          </ul>
          <div className="manage-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || chosen.size === 0}
              onClick={() => void startRun()}
            >
              Start a run{chosen.size > 0 ? ` of ${chosen.size}` : ''}
            </button>
          </div>
          <ManagePager
            page={page}
            pageSize={pending.data.page_size}
            total={pending.data.total_count}
            onPage={goToPage}
          />
        </>
      ) : null}
      {runs.status === 'ready' && runs.data.length > 0 ? (
        <>
          <h2>Recent runs</h2>
          <ul className="manage-list" aria-label="Recent runs">
            {runs.data.map((run) => (
              <li key={run.id}>
                <Link to={`/manage/payments/run/${run.id}`}>
                  <strong>Run #{run.id}</strong>
                  <span>
                    {run.payment_count} payment{run.payment_count === 1 ? '' : 's'} · by {run.created_by},{' '}
                    {formatDateTime(run.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
