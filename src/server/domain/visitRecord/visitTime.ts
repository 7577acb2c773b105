import type { VisitEntry } from '../../../contract/visitChain';
import { timeOfToken } from '../../visit/timeTokens';
import type { VisitSigner } from '../../visit/visitSigner';

/** What the server makes of an entry's time (decision 0045, "Trusted time"). */
export interface PlacedTime {
  token: string | null;
  /** the token's issue time, when this server's key signed it */
  token_at: string | null;
  elapsed_ms: number | null;
  /** the token's time plus the monotonic milliseconds since, when both are there and not ahead of now */
  placed_at: string | null;
  /**
   * How far the device's clock stood outside what the server knows of the entry's time: from the
   * placed time when there is one, else from the bounds (the token's time, the entry's arrival).
   * 0 inside them; null with nothing to judge by (no token, a device time not ahead of arrival).
   */
  clock_off_ms: number | null;
}

export function placeInTime(signer: VisitSigner | null, entry: VisitEntry, receivedAt: Date): PlacedTime {
  const deviceAt = Date.parse(entry.device_at);
  const received = receivedAt.getTime();
  const tokenAt = signer && entry.time ? (timeOfToken(signer, entry.time.token)?.getTime() ?? null) : null;
  const elapsed = tokenAt !== null ? (entry.time?.elapsed_ms ?? null) : null;
  const placed = tokenAt !== null && elapsed !== null ? tokenAt + elapsed : null;
  const placedAt = placed !== null && placed <= received ? placed : null;

  let clockOff: number | null;
  if (placedAt !== null) clockOff = deviceAt - placedAt;
  else if (deviceAt > received) clockOff = deviceAt - received;
  else if (tokenAt !== null) clockOff = deviceAt < tokenAt ? deviceAt - tokenAt : 0;
  else clockOff = null;

  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    token: entry.time?.token ?? null,
    token_at: iso(tokenAt),
    elapsed_ms: elapsed,
    placed_at: iso(placedAt),
    clock_off_ms: clockOff,
  };
}
