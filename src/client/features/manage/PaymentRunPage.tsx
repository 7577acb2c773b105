import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PAYMENT_STATUS_DISPLAY } from '../../../contract';
import { getPaymentHistory, getPaymentRun, paymentRunCsvUrl } from '../../api/managerPayments';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { SettlePaymentForm } from './SettlePaymentForm';
import { StaffHistoryToggle } from './StaffHistoryList';
import './manage.css';

const RUNS_WAY_BACK: NotFoundWayBack = {
  thing: 'payment run',
  to: '/manage/payments',
  label: 'Payment runs',
  scoped: false,
};

/**
 * /manage/payments/run/{id} (decision 0025, "Payment runs"): one run: the bank file to download,
 * and each payment to mark paid on the day the bank paid it, or failed with the bank's reason.
 */
export function PaymentRunPage() {
  const id = Number(useParams().runId);
  const load = useCallback(() => getPaymentRun(id), [id]);
  const run = useRemoteData(load);
  if (run.status === 'loading') return <Spinner label="Loading the run" />;
  if (run.status === 'error')
    return <ErrorNotice onRetry={run.retry} notFound={run.notFound} wayBack={RUNS_WAY_BACK} />;
  return (
    <div className="manage">
      <Link to="/manage/payments" className="manage-back">
        ← Payment runs
      </Link>
      <h1 className="page-title">Run #{run.data.id}</h1>
      <p className="manage-note">
        Started by {run.data.created_by}, {formatDateTime(run.data.created_at)}
      </p>
      <a className="button button-primary manage-download" href={paymentRunCsvUrl(run.data.id)} download>
        Download the bank file (CSV)
      </a>
      <ul className="manage-cards" aria-label="Payments of the run">
        {run.data.payments.map((payment) => (
          <li key={payment.id} data-testid={`run-payment-${payment.id}`}>
            <Card className="manage-card">
              <div className="manage-card-head">
                <h2>{payment.auditor.name}</h2>
                <StatusBadge table={PAYMENT_STATUS_DISPLAY} status={payment.status} />
              </div>
              <dl className="manage-facts">
                <dt>Amount</dt>
                <dd>
                  {formatRupees(payment.total)} ({formatRupees(payment.amount)} fee,{' '}
                  {formatRupees(payment.reimbursement)} reimbursement)
                </dd>
                <dt>Report</dt>
                <dd>
                  {payment.report ? `${payment.report.client_name}, ${payment.report.store_name}` : 'None'}
                </dd>
                <dt>Due</dt>
                <dd>{formatCalendarDate(payment.payment_due_date)}</dd>
                {payment.paid_on ? (
                  <>
                    <dt>Paid on</dt>
                    <dd>{formatCalendarDate(payment.paid_on)}</dd>
                  </>
                ) : null}
                {payment.failure_reason ? (
                  <>
                    <dt>Why it failed</dt>
                    <dd>{payment.failure_reason}</dd>
                  </>
                ) : null}
              </dl>
              {payment.status === 'PENDING' ? (
                <SettlePaymentForm payment={payment} onSettled={() => void run.refresh()} />
              ) : null}
              <StaffHistoryToggle
                key={payment.status}
                load={() => getPaymentHistory(payment.id)}
                label={`History of payment ${payment.id}`}
              />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
