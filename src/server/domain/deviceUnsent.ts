import { z } from 'zod';
import {
  type DeviceUnsentBody,
  type HeldReport,
  heldReportSchema,
  type RememberedDevice,
} from '../../contract';
import type { Db } from '../db/database';
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
  const ids = named.map((report) => report.audit_store_id);
  // only the auditor's own reports are kept: an id of another's report names nothing of theirs
  const own =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('audit_stores')
              .select('id')
              .where('auditor_id', '=', userId)
              .where('id', 'in', ids)
              .execute()
          ).map((row) => row.id),
        );
  const reports = named.filter((report) => own.has(report.audit_store_id));
  if (reports.length === 0) return forgetDevice(db, userId, body.device_id);
  const row = {
    device_label: body.device_label,
    reported_at: new Date().toISOString(),
    reports: JSON.stringify(reports),
  };
  await db
    .insertInto('device_unsent')
    .values({ user_id: userId, device_id: body.device_id, ...row })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_id']).doUpdateSet(row))
    .execute();
}

/** DELETE auditor/device_unsent/{device}: the auditor redid it, or gave it up. */
export async function forgetDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  await db
    .deleteFrom('device_unsent')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .execute();
}

/** Names of the reports' stores and of the proofs' sections, for what is read back. */
async function namesOf(db: Db, reports: HeldReport[]) {
  const storeIds = [...new Set(reports.map((report) => report.audit_store_id))];
  const sectionIds = [
    ...new Set(reports.flatMap((report) => report.proofs.map((proof) => proof.section_id))),
  ];
  const stores =
    storeIds.length === 0
      ? []
      : await db
          .selectFrom('audit_stores')
          .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
          .innerJoin('stores', 'stores.id', 'audits.store_id')
          .select(['audit_stores.id', 'stores.name'])
          .where('audit_stores.id', 'in', storeIds)
          .execute();
  const sections =
    sectionIds.length === 0
      ? []
      : await db.selectFrom('sections').select(['id', 'name']).where('id', 'in', sectionIds).execute();
  return {
    store: new Map(stores.map((row) => [row.id, row.name])),
    section: new Map(sections.map((row) => [row.id, row.name])),
  };
}

/** The proofs among `ids` that arrived since (completed) or that the auditor removed. */
async function settledProofs(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('attachments')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('state', '=', 'COMPLETED'), eb('deleted_at', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** GET auditor/device_unsent: what the auditor's devices told of that has not arrived, newest first. */
export async function rememberedUnsent(db: Db, userId: number): Promise<RememberedDevice[]> {
  const rows = await db
    .selectFrom('device_unsent')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('reported_at', 'desc')
    .execute();
  const told = rows.map((row) => ({
    row,
    reports: storedReports.safeParse(JSON.parse(row.reports)).data ?? [],
  }));
  const all = told.flatMap(({ reports }) => reports);
  const names = await namesOf(db, all);
  const settled = await settledProofs(
    db,
    all.flatMap((report) => report.proofs.map((proof) => proof.id)),
  );
  return told
    .map(({ row, reports }) => ({
      device_id: row.device_id,
      device_label: row.device_label,
      reported_at: row.reported_at,
      reports: reports
        .map((report) => ({
          audit_store_id: report.audit_store_id,
          store_name: names.store.get(report.audit_store_id) ?? `Report #${report.audit_store_id}`,
          changes: report.changes,
          proofs: report.proofs
            .filter((proof) => !settled.has(proof.id))
            .map((proof) => ({ ...proof, section_name: names.section.get(proof.section_id) ?? 'a section' })),
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
