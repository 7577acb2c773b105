import { isClockMoved } from '../../../contract/visitChain';
import {
  isFarFromStore,
  isUnboundedTime,
  type VisitFlag,
  visitPositionSchema,
} from '../../../contract/visitRecord';
import type { Db } from '../../db/database';
import { visitEntriesOfReports } from '../../repositories/visitEntries';
import { calendarDate } from '../calendar';

/**
 * What flags each report's visit in the review queue (decision 0045): a position far from the
 * store, an entry recorded with the device's clock moved, a position on another day (in India)
 * than the audit date, an entry whose claimed time only its arrival bounds, days later (decision
 * 0067). One query for a page of reports.
 */
export async function visitFlagsOf(
  db: Db,
  reports: ReadonlyArray<{ id: number; audit_date: string }>,
): Promise<Map<number, VisitFlag[]>> {
  const flags = new Map<number, Set<VisitFlag>>(reports.map((report) => [report.id, new Set()]));
  const auditDates = new Map(reports.map((report) => [report.id, report.audit_date]));
  for (const row of await visitEntriesOfReports(db, [...flags.keys()])) {
    const found = flags.get(row.audit_store_id);
    if (!found) continue;
    if (isClockMoved(row.clock_off_ms)) found.add('clock_moved');
    if (isUnboundedTime(row)) found.add('unbounded_time');
    if (row.kind !== 'position') continue;
    const position = visitPositionSchema.safeParse(JSON.parse(row.value));
    if (
      position.success &&
      row.distance_m !== null &&
      isFarFromStore(row.distance_m, position.data.accuracy_m)
    )
      found.add('far_from_store');
    if (calendarDate(new Date(row.placed_at ?? row.device_at)) !== auditDates.get(row.audit_store_id))
      found.add('not_on_audit_day');
  }
  return new Map([...flags].map(([id, found]) => [id, [...found].sort()]));
}
