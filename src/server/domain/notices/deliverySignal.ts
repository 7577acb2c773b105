/**
 * "A delivery was queued in this process": `notify` raises it, and the sender's runner
 * (jobs/noticeDeliveries.ts) takes it once a response has gone out, when the event's transaction
 * has committed, and looks at the queue at once instead of at its next tick. Only a hastener:
 * a delivery raised nowhere (another instance's event, a flag taken by another server in the same
 * process) is found by the next tick all the same.
 */
let queued = false;

export function signalDeliveryQueued(): void {
  queued = true;
}

/** Whether a delivery was queued since the last take; takes the signal. */
export function takeDeliverySignal(): boolean {
  const was = queued;
  queued = false;
  return was;
}
