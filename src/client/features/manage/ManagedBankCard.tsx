import { useCallback, useState } from 'react';
import { getManagedBank, revealManagedBank } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';

/**
 * The auditor's payout details, masked (decision 0024); "Show in full" asks the server, which
 * records that this manager saw them.
 */
export function ManagedBankCard({ auditorId, onRevealed }: { auditorId: number; onRevealed: () => void }) {
  const load = useCallback(() => getManagedBank(auditorId), [auditorId]);
  const bank = useRemoteData(load);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    try {
      const whole = await revealManagedBank(auditorId);
      bank.update(() => whole);
      onRevealed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="manage-card">
      <h2>Bank details</h2>
      {bank.status === 'error' ? <ErrorNotice onRetry={bank.retry} /> : null}
      {bank.status === 'ready' ? (
        <>
          <dl className="manage-facts" data-testid="manage-bank">
            <dt>Account holder</dt>
            <dd>{bank.data.account_holder_name || 'Not set'}</dd>
            <dt>Account number</dt>
            <dd>{bank.data.account_number || 'Not set'}</dd>
            <dt>IFSC</dt>
            <dd>{bank.data.ifsc_code || 'Not set'}</dd>
            <dt>PAN</dt>
            <dd>{bank.data.pan_number || 'Not set'}</dd>
            {bank.data.paypal ? (
              <>
                <dt>PayPal</dt>
                <dd>{bank.data.paypal}</dd>
              </>
            ) : null}
          </dl>
          {bank.data.masked ? (
            <div className="manage-actions">
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void reveal()}
              >
                Show in full
              </button>
              <span className="manage-note">Showing them in full is recorded.</span>
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
