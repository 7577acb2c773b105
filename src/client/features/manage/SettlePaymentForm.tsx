import { type FormEvent, useId, useState } from 'react';
import {
  businessToday,
  FAILURE_REASON_MAX,
  type ManagedPayment,
  PAYMENT_RUN_MESSAGES,
} from '../../../contract';
import { isSessionExpiredError } from '../../api/http';
import { markPaymentFailed, markPaymentPaid } from '../../api/managerPayments';
import { splitSaveError } from '../../forms/serverErrors';
import { showToast } from '../../pageState/toastStore';

/**
 * Marks one pending payment of a run: paid on a day (today unless the bank says otherwise), or
 * failed with the bank's reason. The server's own messages show beside the field they are about.
 */
export function SettlePaymentForm({
  payment,
  onSettled,
}: {
  payment: ManagedPayment;
  onSettled: () => void;
}) {
  const id = useId();
  const [paidOn, setPaidOn] = useState(businessToday());
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ paid_on?: string[]; reason?: string[]; general: string[] }>({
    general: [],
  });

  const send = async (event: FormEvent, outcome: 'paid' | 'failed') => {
    event.preventDefault();
    setBusy(true);
    setErrors({ general: [] });
    try {
      if (outcome === 'paid') await markPaymentPaid(payment.id, paidOn);
      else await markPaymentFailed(payment.id, reason);
      showToast(outcome === 'paid' ? PAYMENT_RUN_MESSAGES.markedPaid : PAYMENT_RUN_MESSAGES.markedFailed, {
        tone: 'success',
      });
      onSettled();
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      const split = splitSaveError(error, ['paid_on', 'reason']);
      setErrors({ ...split.fields, general: split.general });
      if (split.general.length > 0) onSettled();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="manage-settle">
      {errors.general.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      <form className="manage-inline-form" onSubmit={(event) => void send(event, 'paid')} noValidate>
        <label htmlFor={`${id}-paid`}>Paid on</label>
        <div className="manage-search-row">
          <input
            id={`${id}-paid`}
            type="date"
            value={paidOn}
            max={businessToday()}
            onChange={(event) => setPaidOn(event.target.value)}
            aria-invalid={errors.paid_on ? true : undefined}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            Mark paid
          </button>
        </div>
        {errors.paid_on ? (
          <p className="manage-error" role="alert">
            {errors.paid_on.join(' ')}
          </p>
        ) : null}
      </form>
      <form className="manage-inline-form" onSubmit={(event) => void send(event, 'failed')} noValidate>
        <label htmlFor={`${id}-reason`}>Why the bank refused it</label>
        <div className="manage-search-row">
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={FAILURE_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            Mark failed
          </button>
        </div>
        {errors.reason ? (
          <p className="manage-error" role="alert">
            {errors.reason.join(' ')}
          </p>
        ) : null}
      </form>
    </div>
  );
}
