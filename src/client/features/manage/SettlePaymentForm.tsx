import { type FormEvent, useId, useState } from 'react';
import {
  businessToday,
  FAILURE_REASON_MAX,
  type ManagedPayment,
  PAYMENT_RUN_MESSAGES,
} from '../../../contract';
import { markPaymentFailed, markPaymentPaid } from '../../api/managerPayments';
import { splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';

interface SettleErrors {
  paid_on?: string[];
  reason?: string[];
  general: string[];
}

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
  const {
    busy,
    error: errors,
    run,
  } = useServerAction<SettleErrors>({
    none: { general: [] },
    refusal: (error) => {
      const split = splitSaveError(error, ['paid_on', 'reason']);
      return { ...split.fields, general: split.general };
    },
  });

  const send = (event: FormEvent, outcome: 'paid' | 'failed') => {
    event.preventDefault();
    void run(
      async () => {
        if (outcome === 'paid') await markPaymentPaid(payment.id, paidOn);
        else await markPaymentFailed(payment.id, reason);
        const done = outcome === 'paid' ? PAYMENT_RUN_MESSAGES.markedPaid : PAYMENT_RUN_MESSAGES.markedFailed;
        showToast(done, { tone: 'success' });
        onSettled();
      },
      // a refusal of the payment itself, not of a field: the run is loaded again as it now is
      (_error, shown) => {
        if (shown && shown.general.length > 0) onSettled();
      },
    );
  };

  return (
    <div className="manage-settle">
      {errors.general.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      <form className="manage-inline-form" onSubmit={(event) => send(event, 'paid')} noValidate>
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
      <form className="manage-inline-form" onSubmit={(event) => send(event, 'failed')} noValidate>
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
