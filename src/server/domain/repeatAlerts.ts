import { REPEAT_ALERTS_PAGE_SIZE, type RepeatAlertItem, type RepeatAlertList } from '../../contract';
import type { Db } from '../db/database';
import { repeatAlertCount, repeatAlertPage, reportsWithAuditors } from '../repositories/repeatAlerts';
import type { ObjectStore } from '../storage';
import { auditorName } from './manager/staffViews';

/**
 * The moderator's list of repeat alerts (decision 0025, "Screens"; docs/rules.md#proofs): each
 * proof whose content was already in another report (recorded at upload, `recordRepeats`), with
 * both reports and both files.
 */

async function reportFacts(db: Db, reportIds: number[]) {
  if (reportIds.length === 0)
    return new Map<number, { auditor_name: string; client_name: string; store_name: string }>();
  const rows = await reportsWithAuditors(db, reportIds);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        auditor_name: auditorName(row),
        client_name: row.client_name,
        store_name: row.store_name,
      },
    ]),
  );
}

/** GET moderation/repeat_alert?page= : newest first. */
export async function repeatAlerts(db: Db, store: ObjectStore, page = 1): Promise<RepeatAlertList> {
  const [rows, total] = await Promise.all([
    repeatAlertPage(db, (page - 1) * REPEAT_ALERTS_PAGE_SIZE, REPEAT_ALERTS_PAGE_SIZE),
    repeatAlertCount(db),
  ]);
  const facts = await reportFacts(db, [
    ...new Set(rows.flatMap((r) => [r.audit_store_id, r.faulty_report_id])),
  ]);
  const url = async (key: string | null, name: string | null, type: string | null, deleted: string | null) =>
    key && !deleted ? store.downloadUrl({ key, fileName: name ?? '', contentType: type ?? '' }) : null;
  const unknown = { auditor_name: '', client_name: '', store_name: '' };
  const alerts = await Promise.all(
    rows.map(
      async (row): Promise<RepeatAlertItem> => ({
        id: row.id,
        report: {
          report_id: row.audit_store_id,
          ...(facts.get(row.audit_store_id) ?? unknown),
          file_name: row.later_name,
          file_type: row.later_type,
          file_url: await url(row.later_key, row.later_name, row.later_type, row.later_deleted),
        },
        faulty: {
          report_id: row.faulty_report_id,
          ...(facts.get(row.faulty_report_id) ?? unknown),
          file_name: row.first_name,
          file_type: row.first_type,
          file_url: await url(row.first_key, row.first_name, row.first_type, row.first_deleted),
        },
      }),
    ),
  );
  return { alerts, total_count: total, page, page_size: REPEAT_ALERTS_PAGE_SIZE };
}
