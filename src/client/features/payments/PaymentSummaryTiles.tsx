import type { PaymentSummary } from '../../../contract';
import { getPaymentSummary } from '../../api/payments';
import { formatRupees } from '../../lib/money';
import { useRemoteData } from '../../session/useRemoteData';
import { Skeleton } from '../../ui/Skeleton';

const TILES: Array<{ key: keyof PaymentSummary; label: string; money: boolean }> = [
  { key: 'total_audits', label: 'Audits', money: false },
  { key: 'total_transfered', label: 'Fees transferred', money: true },
  { key: 'total_reimbursement', label: 'Reimbursed', money: true },
  { key: 'total_pending', label: 'Pending', money: true },
];

/** The summary above the list, as the server sums it (decision 0020). */
export function PaymentSummaryTiles() {
  const summary = useRemoteData(getPaymentSummary);
  return (
    <dl className="payments-summary" aria-busy={summary.status === 'loading'}>
      {TILES.map(({ key, label, money }) => (
        <div key={key} className="payments-summary-tile" data-testid={`payment-summary-${key}`}>
          <dt>{label}</dt>
          <dd>
            {summary.status === 'ready' ? (
              money ? (
                formatRupees(summary.data[key])
              ) : (
                summary.data[key]
              )
            ) : summary.status === 'loading' ? (
              <Skeleton width="4rem" />
            ) : (
              '–'
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
