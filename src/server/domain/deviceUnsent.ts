import { z } from 'zod';
import { type DeviceUnsentBody, heldReportSchema, type RememberedDevice } from '../../contract';
import type { Db } from '../db/database';
import {
  deleteDeviceUnsent,
  deviceUnsentRows,
  ownAuditStoreIds,
  putDeviceUnsent,
  reportStoreNames,
  sectionNames,
  settledAttachmentIds,
} from '../repositories/deviceUnsent';
import { auditorDetail } from './manager/auditorDirectory';

/**
 * What an auditor's devices hold unsent (decision 0072). Each device says, while online, what it
 * still has to send; the server keeps the last word of each device and, when asked, names what has
 * not arrived since: proof files not completed, and the changes the device still held. A device
 * that starts with an empty store (iOS eviction, cleared data, a new phone) reads it and names it
 * to the auditor; a manager reads it on the auditor's page.
 */

const storedReports = z.array(heldReportSchema);

/** POST auditor/device_unsent: the device's account replaces its last; nothing held forgets it. */
export async function recordDeviceUnsent(db: Db, userId: number, body: DeviceUnsentBody): Promise<void> {
  const named = body.reports.filter((report) => report.changes > 0 || report.proofs.length > 0);
  // only the auditor's own reports are kept: an id of another's report names nothing of theirs
  const own = await ownAuditStoreIds(
    db,
    userId,
    named.map((report) => report.audit_store_id),
  );
  const reports = named.filter((report) => own.has(report.audit_store_id));
  if (reports.length === 0) return forgetDevice(db, userId, body.device_id);
  await putDeviceUnsent(db, userId, body.device_id, {
    device_label: body.device_label,
    reported_at: new Date().toISOString(),
    reports: JSON.stringify(reports),
  });
}

/** DELETE auditor/device_unsent/{device}: the auditor redid it, or gave it up. */
export function forgetDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  return deleteDeviceUnsent(db, userId, deviceId);
}

/** GET auditor/device_unsent: what the auditor's devices told of that has not arrived, newest first. */
export async function rememberedUnsent(db: Db, userId: number): Promise<RememberedDevice[]> {
  const told = (await deviceUnsentRows(db, userId)).map((row) => ({
    row,
    reports: storedReports.safeParse(JSON.parse(row.reports)).data ?? [],
  }));
  const all = told.flatMap(({ reports }) => reports);
  const proofs = all.flatMap((report) => report.proofs);
  const [stores, sections, settled] = await Promise.all([
    reportStoreNames(db, [...new Set(all.map((report) => report.audit_store_id))]),
    sectionNames(db, [...new Set(proofs.map((proof) => proof.section_id))]),
    settledAttachmentIds(
      db,
      proofs.map((proof) => proof.id),
    ),
  ]);
  return told
    .map(({ row, reports }) => ({
      device_id: row.device_id,
      device_label: row.device_label,
      reported_at: row.reported_at,
      reports: reports
        .map((report) => ({
          audit_store_id: report.audit_store_id,
          store_name: stores.get(report.audit_store_id) ?? `Report #${report.audit_store_id}`,
          changes: report.changes,
          proofs: report.proofs
            .filter((proof) => !settled.has(proof.id))
            .map((proof) => ({ ...proof, section_name: sections.get(proof.section_id) ?? 'a section' })),
        }))
        .filter((report) => report.changes > 0 || report.proofs.length > 0),
    }))
    .filter((device) => device.reports.length > 0);
}

/** GET manager/auditor/{id}/device_unsent. */
export async function auditorDevicesUnsent(db: Db, auditorId: number): Promise<RememberedDevice[]> {
  await auditorDetail(db, auditorId);
  return rememberedUnsent(db, auditorId);
}
