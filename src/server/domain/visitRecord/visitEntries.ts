import { REPORT_EDITABLE_STATUS, REPORT_MESSAGES } from '../../../contract';
import { distanceMetres } from '../../../contract/geo';
import { visitEntryHash } from '../../../contract/visitChain';
import {
  VISIT_MESSAGES,
  type VisitEntryBody,
  type VisitPosition,
  visitPositionSchema,
} from '../../../contract/visitRecord';
import type { Db } from '../../db/database';
import { insertVisitEntry, visitEntryHash as keptHash, visitTarget } from '../../repositories/visitEntries';
import type { VisitSigner } from '../../visit/visitSigner';
import { fieldsRefused, notFound, refused } from '../errors';
import { inReportWrite, type ReportOf } from '../reportLock';
import { placeInTime } from './visitTime';

/**
 * Appends one entry of a visit's record (decision 0045), as its device sent it. The entry's hash
 * must be the hash of what it records. An entry is kept by its number: the same entry again is
 * answered as the first time (a resend), another under a taken number is refused. Entries are
 * taken while the report is in progress, its row first as every report write (reportLock.ts); the
 * chain's links are checked whole at Submit, so entries may arrive in any order.
 */
export async function appendVisitEntry(
  db: Db,
  signer: VisitSigner | null,
  report: ReportOf,
  body: VisitEntryBody,
  now = new Date(),
): Promise<{ detail: string; seq: number }> {
  const { hash, ...entry } = body;
  if (visitEntryHash(entry) !== hash) throw fieldsRefused({ hash: [VISIT_MESSAGES.hashMismatch] });
  const position = entry.kind === 'position' ? positionOf(entry.value) : undefined;
  const time = placeInTime(signer, entry, now);
  // a token this server did not sign is refused, never taken as no token (decision 0067)
  if (entry.time && time.token_at === null && signer)
    throw fieldsRefused({ time: [VISIT_MESSAGES.timeTokenInvalid] });

  return inReportWrite(db, report, async (trx) => {
    const target = await visitTarget(trx, report);
    if (!target) throw notFound();
    const kept = await keptHash(trx, report.auditStoreId, entry.seq);
    if (kept === hash) return { detail: VISIT_MESSAGES.recorded, seq: entry.seq };
    if (kept !== undefined) throw fieldsRefused({ seq: [VISIT_MESSAGES.seqTaken] });
    if (target.status !== REPORT_EDITABLE_STATUS) throw refused(REPORT_MESSAGES.notEditable);
    await insertVisitEntry(trx, {
      audit_store_id: report.auditStoreId,
      seq: entry.seq,
      kind: entry.kind,
      ref: entry.ref,
      value: JSON.stringify(entry.value),
      device_at: entry.device_at,
      ...time,
      distance_m: position ? distanceMetres(position, { lat: target.latitude, lng: target.longitude }) : null,
      prev_hash: entry.prev,
      hash,
      received_at: now.toISOString(),
    });
    return { detail: VISIT_MESSAGES.recorded, seq: entry.seq };
  });
}

function positionOf(value: unknown): VisitPosition {
  const parsed = visitPositionSchema.safeParse(value);
  if (!parsed.success) throw fieldsRefused({ value: [VISIT_MESSAGES.notAPosition] });
  return parsed.data;
}
