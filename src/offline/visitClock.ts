import type { VisitTime } from '../contract/visitChain';
import type { VisitClock } from './visitRecord';

/**
 * The clock a visit's entries are stamped with (decision 0045, "Trusted time"): the device's own
 * clock, and the last time token the server signed with the monotonic time since it was received.
 * The monotonic clock (`performance.now()`) does not move when the phone's clock is set, so the
 * server can place an entry at the token's time plus the elapsed time, whatever the device says.
 *
 * A token kept from an earlier page (after a reload without signal) has no elapsed time: the
 * monotonic clock of the page that received it is gone, and the server bounds the entry between
 * the token and the entry's arrival instead.
 */
export interface HeldVisitClock extends VisitClock {
  /** a token received `elapsedMs` ago on this clock's monotonic scale, or kept without an age */
  hold(time: VisitTime | null): void;
}

export function createVisitClock(
  deviceNow: () => number = () => Date.now(),
  monotonic: () => number = () => performance.now(),
): HeldVisitClock {
  let token: string | null = null;
  /** the monotonic time the token was received at, or null when its age is unknown */
  let receivedAt: number | null = null;
  return {
    deviceNow,
    trustedTime: () =>
      token === null
        ? null
        : {
            token,
            elapsed_ms: receivedAt === null ? null : Math.max(0, Math.round(monotonic() - receivedAt)),
          },
    hold: (time) => {
      token = time?.token ?? null;
      receivedAt = time?.elapsed_ms == null ? null : monotonic() - time.elapsed_ms;
    },
  };
}
