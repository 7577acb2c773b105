import { useLiveQuery } from 'dexie-react-hooks';
import type { VisitPosition } from '../../../contract/visitRecord';
import { getOfflineDb, isOwnEntry } from '../../../offline';
import { formatDateTime } from '../../lib/dates';

const MOMENTS: Record<string, string> = {
  start: 'report opened',
  proof: 'proof added',
  submit: 'Submit',
};

/**
 * The positions this phone recorded for the visit, shown to the auditor whose they are (decision
 * 0045, "Privacy"): when, at which moment, where and how sure, read from the device's own record.
 */
export function OwnPositions({ auditStoreId }: { auditStoreId: number }) {
  const db = getOfflineDb();
  const positions = useLiveQuery(
    () =>
      db.visitEntries
        .where('auditStoreId')
        .equals(auditStoreId)
        .toArray()
        .then((records) => records.filter(isOwnEntry).filter((entry) => entry.kind === 'position')),
    [db, auditStoreId],
  );
  if (!positions || positions.length === 0) return null;
  return (
    <details className="visit-own-positions">
      <summary>
        {positions.length} {positions.length === 1 ? 'position' : 'positions'} recorded for this visit
      </summary>
      <ul>
        {positions.map((entry) => {
          const at = entry.value as unknown as VisitPosition;
          return (
            <li key={entry.seq}>
              {formatDateTime(entry.device_at)} · {MOMENTS[entry.ref ?? ''] ?? 'recorded'} ·{' '}
              {at.lat.toFixed(5)}, {at.lng.toFixed(5)} (±{Math.round(at.accuracy_m)} m)
            </li>
          );
        })}
      </ul>
    </details>
  );
}
