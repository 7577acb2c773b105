/**
 * "A delivery was queued in this process": `notify` raises it, and the sender's runner
 * (jobs/noticeDeliveries.ts) takes it once a response has gone out, when the event's transaction
 * has committed, and looks at the queue at once instead of at its next tick. Only a hastener:
 * a delivery raised nowhere (another instance's event, a flag taken by another server in the same
 * process) is found by the next tick all the same.
 */
/** A flag per queue: the notices' and the brands' webhooks' (decision 0081), each its runner's. */
export type DeliveryQueue = 'notices' | 'webhooks';
const queued: Record<DeliveryQueue, boolean> = { notices: false, webhooks: false };

export function signalDeliveryQueued(queue: DeliveryQueue = 'notices'): void {
  queued[queue] = true;
}

/** Whether a delivery was queued on `queue` since the last take; takes the signal. */
export function takeDeliverySignal(queue: DeliveryQueue = 'notices'): boolean {
  const was = queued[queue];
  queued[queue] = false;
  return was;
}
