import { useState } from 'react';
import type { QueuedActionWork } from '../../../offline';

type QueuedCall = NonNullable<QueuedActionWork['ready']>;

/**
 * Where a call the device holds stands: kept and waiting for signal, on its way, or refused by the
 * server with its reason, which the store manager can drop to see the server's copy again.
 */
export function QueuedCallNote({ call, what }: { call: QueuedCall; what: string }) {
  const [dropping, setDropping] = useState(false);
  if (call.state !== 'attention')
    return (
      <p className="action-queued" role="status">
        {what} is kept on this device
        {call.state === 'sending' ? ' and on its way.' : ' and goes when there is signal.'}
      </p>
    );
  const drop = async () => {
    setDropping(true);
    const { dropActionCall } = await import('../../syncRuntime/actionPlanWork');
    await dropActionCall(call.seq);
    setDropping(false);
  };
  return (
    <div className="action-refused" role="alert">
      <p>
        {what} was not accepted: {call.error?.message ?? 'the server refused it.'}
      </p>
      <button type="button" className="button button-secondary" disabled={dropping} onClick={drop}>
        Drop it
      </button>
    </div>
  );
}
