import type { VisitPosition } from '../../../contract/visitRecord';
import { getOfflineDb, recordOnDevice } from '../../../offline';
import { pageSyncEngine } from '../../syncRuntime/pageSync';
import { pageVisitClock } from '../../syncRuntime/pageVisitClock';

/**
 * Where the auditor was, as evidence of the visit (decision 0045, "Presence is evidence, never a
 * gate"). The auditor says yes once on this device, on the report page after the screen that says
 * why; from then on a position is recorded when a report is opened to be filled, with each proof
 * picked and at Submit. A refusal, no fix indoors or a slow one records nothing, and nothing waits
 * for it longer than its timeout.
 */

/** The auditor's answer on this device: 'on' after "Share my location", 'off' after "Not now" or a refusal. */
export type PresenceChoice = 'on' | 'off' | 'refused';
/** When a position is recorded: the entry's ref. */
export type PresenceMoment = 'start' | 'proof' | 'submit';

const CHOICE_KEY = 'visit-location';
const listeners = new Set<() => void>();

export function presenceChoice(): PresenceChoice | null {
  try {
    const kept = localStorage.getItem(CHOICE_KEY);
    return kept === 'on' || kept === 'off' || kept === 'refused' ? kept : null;
  } catch {
    return null;
  }
}

export function setPresenceChoice(choice: PresenceChoice): void {
  try {
    localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // this page only
  }
  for (const listener of listeners) listener();
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One fix from the device; 'refused' when the permission is denied, null when none came in time. */
export function readPosition(timeoutMs: number): Promise<VisitPosition | 'refused' | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          lat: coords.latitude,
          lng: coords.longitude,
          accuracy_m: Math.min(100_000, Math.round(coords.accuracy)),
        }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'refused' : null),
      // a fresh fix: a cached one could be from before the auditor walked in (or out)
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}

export type PresenceOutcome = 'recorded' | 'refused' | 'no-fix' | 'off';

/** Records where the device is now in the report's visit record, if the auditor said yes. */
export async function recordPresence(
  auditStoreId: number,
  moment: PresenceMoment,
  timeoutMs = 10_000,
): Promise<PresenceOutcome> {
  if (presenceChoice() !== 'on') return 'off';
  const fix = await readPosition(timeoutMs);
  if (fix === 'refused') {
    setPresenceChoice('refused');
    return 'refused';
  }
  if (fix === null) return 'no-fix';
  const recording = { auditStoreId, kind: 'position' as const, ref: moment, value: fix };
  await recordOnDevice(getOfflineDb(), recording, pageVisitClock, Date.now());
  void pageSyncEngine().drain();
  return 'recorded';
}
