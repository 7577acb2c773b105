import { useCallback } from 'react';
import type { TimelineStep } from '../../../contract';
import { getPaymentTimeline } from '../../api/payments';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';

/** What the step's date says: when it happened, or when the payment terms expect it. */
function when(step: TimelineStep): string {
  if (step.date) return formatCalendarDate(step.date);
  if (step.expected) return `expected by ${formatCalendarDate(step.expected)}`;
  if (step.state === 'failed') return 'the transfer did not go through';
  return step.state === 'next' ? 'in progress' : 'not yet';
}

/** A payment's timeline (decision 0020): the steps its report and money went through. */
export function PaymentTimelineView({ paymentId }: { paymentId: number }) {
  const timeline = useRemoteData(useCallback(() => getPaymentTimeline(paymentId), [paymentId]));
  if (timeline.status === 'loading') return <Spinner label="Loading the timeline" />;
  if (timeline.status === 'error') return <ErrorNotice onRetry={timeline.retry} />;
  return (
    <ol className="payment-timeline" aria-label="Payment timeline">
      {timeline.data.steps.map((step) => (
        <li key={step.key} className={`payment-step payment-step-${step.state}`}>
          <span className="payment-step-label">{step.label}</span>
          <span className="payment-step-when">{when(step)}</span>
        </li>
      ))}
    </ol>
  );
}
