import { bearingDegrees, distanceMetres } from '../../../contract/geo';
import { isClockMoved } from '../../../contract/visitChain';
import { isFarFromStore, type VisitEvidence, visitPositionSchema } from '../../../contract/visitRecord';
import type { Db } from '../../db/database';
import { storeOfReport, visitEntriesOf, visitSealOf } from '../../repositories/visitEntries';
import { type Reviewer, reviewableReport } from '../review/reviewReports';

/**
 * What a reviewer reads of a visit (decision 0045, "What reviewers and the brand see"): distances
 * and compass points from the store, never the positions themselves (those are in the recorded
 * bundle), the time on site from the first fix to the last, the device's clock against the
 * server's, and the seal.
 */
export async function visitEvidence(
  db: Db,
  reviewer: Reviewer,
  auditStoreId: number,
): Promise<VisitEvidence> {
  await reviewableReport(db, reviewer, auditStoreId);
  const [rows, seal, store] = await Promise.all([
    visitEntriesOf(db, auditStoreId),
    visitSealOf(db, auditStoreId),
    storeOfReport(db, auditStoreId),
  ]);
  const storeAt = { lat: store.latitude, lng: store.longitude };
  const fixes = rows.flatMap((row) => {
    const position = row.kind === 'position' ? visitPositionSchema.safeParse(JSON.parse(row.value)) : null;
    if (!position?.success) return [];
    return [
      {
        seq: row.seq,
        at: row.placed_at ?? row.device_at,
        trusted_time: row.placed_at !== null,
        distance_m: Math.round(distanceMetres(storeAt, position.data)),
        accuracy_m: Math.round(position.data.accuracy_m),
        bearing_deg: Math.round(bearingDegrees(storeAt, position.data)),
      },
    ];
  });
  const times = fixes.map((fix) => Date.parse(fix.at)).sort((a, b) => a - b);
  const [first, last] = [times[0], times.at(-1)];
  const off = rows.map((row) => Math.abs(row.clock_off_ms ?? 0)).filter(isClockMoved);
  return {
    seal: seal ? { state: seal.state, reason: seal.reason, judged_at: seal.judged_at } : null,
    entries: rows.length,
    fixes,
    on_site:
      first !== undefined && last !== undefined
        ? {
            from: new Date(first).toISOString(),
            to: new Date(last).toISOString(),
            minutes: Math.round((last - first) / 60_000),
          }
        : null,
    clock: { flagged: off.length, worst_ms: Math.max(0, ...off) },
    far_from_store: fixes.some((fix) => isFarFromStore(fix.distance_m, fix.accuracy_m)),
  };
}
