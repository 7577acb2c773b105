import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { type Concern, PAYMENT_STATUS_DISPLAY, type Payment } from '../../../contract';
import { formatCalendarDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { StatusBadge } from '../../ui/StatusBadge';
import { ConcernsAbout } from '../concerns/ConcernsAbout';
import { PaymentTimelineView } from './PaymentTimelineView';

/**
 * One payment (spec: each row shows client name and audit date, amount, reimbursement, status,
 * the expected date only while PENDING and paid_on when set), its timeline on request, and the
 * concerns raised about it with the team's answers (decision 0042).
 */
export function PaymentRow({ payment, concerns }: { payment: Payment; concerns: readonly Concern[] }) {
  const [open, setOpen] = useState(false);
  const timelineId = useId();
  const { client_name: client, audit_date: auditDate } = payment.get_audit_details;
  const { search } = useLocation();
  return (
    <article className="payment-row" data-testid={`payment-${payment.id}`}>
      <div className="payment-row-head">
        <h2>{client || 'Payment'}</h2>
        <StatusBadge table={PAYMENT_STATUS_DISPLAY} status={payment.status} />
      </div>
      {auditDate ? <p className="payment-row-date">Audit on {formatCalendarDate(auditDate)}</p> : null}
      <dl className="money-facts">
        <div>
          <dt>Amount</dt>
          <dd>{formatRupees(payment.amount)}</dd>
        </div>
        <div>
          <dt>Reimbursement</dt>
          <dd>{formatRupees(payment.reimbursement)}</dd>
        </div>
        {payment.status === 'PENDING' ? (
          <div>
            <dt>Expected by</dt>
            <dd>{formatCalendarDate(payment.payment_due_date)}</dd>
          </div>
        ) : null}
        {payment.paid_on ? (
          <div>
            <dt>Paid on</dt>
            <dd>{formatCalendarDate(payment.paid_on)}</dd>
          </div>
        ) : null}
        {payment.status === 'FAILED' && payment.failure_reason ? (
          <div className="payment-row-reason">
            <dt>Why it failed</dt>
            <dd>{payment.failure_reason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="payment-row-actions">
        <button
          type="button"
          className="button button-secondary payment-row-toggle"
          aria-expanded={open}
          aria-controls={timelineId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide timeline' : 'Where is my money?'}
        </button>
        <Link
          className="payment-row-concern"
          to={`/payment/${payment.id}/payment_concern${search}`}
          preventScrollReset
        >
          Raise a concern
        </Link>
      </div>
      <ConcernsAbout concerns={concerns} label="Your concerns about this payment" />
      {open ? (
        <div id={timelineId}>
          <PaymentTimelineView paymentId={payment.id} />
        </div>
      ) : null}
    </article>
  );
}
