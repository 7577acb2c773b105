import { DEVICES_REMEMBERED_MAX } from '../../contract/deviceUnsent';
import type { Db } from '../db/database';
import { inWriteTransaction } from '../db/groupCommit';
import { holdPerson } from './personHold';

/** The rows of what devices hold unsent (decision 0072, domain/deviceUnsent.ts). */

export async function ownAuditStoreIds(db: Db, auditorId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('audit_stores')
    .select('id')
    .where('auditor_id', '=', auditorId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function putDeviceUnsent(
  db: Db,
  userId: number,
  deviceId: string,
  row: { device_label: string; reported_at: string; reports: string },
): Promise<void> {
  await inWriteTransaction(db, async (trx) => {
    await holdPerson(trx, userId);
    await trx
      .insertInto('device_unsent')
      .values({ user_id: userId, device_id: deviceId, ...row })
      .onConflict((conflict) => conflict.columns(['user_id', 'device_id']).doUpdateSet(row))
      .execute();
    // the devices heard from last are kept, up to the bound (contract/deviceUnsent.ts)
    const kept = trx
      .selectFrom('device_unsent')
      .select('device_id')
      .where('user_id', '=', userId)
      .orderBy('reported_at', 'desc')
      .orderBy('device_id')
      .limit(DEVICES_REMEMBERED_MAX);
    await trx
      .deleteFrom('device_unsent')
      .where('user_id', '=', userId)
      .where('device_id', 'not in', kept)
      .execute();
  });
}

export async function deleteDeviceUnsent(db: Db, userId: number, deviceId: string): Promise<void> {
  await db
    .deleteFrom('device_unsent')
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .execute();
}

export function deviceUnsentRows(db: Db, userId: number) {
  return db
    .selectFrom('device_unsent')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('reported_at', 'desc')
    .execute();
}

/** The store name of each report. */
export async function reportStoreNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select(['audit_stores.id', 'stores.name'])
    .where('audit_stores.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function sectionNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sections').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The attachments among `ids` that arrived (completed) or that their owner removed. */
export async function settledAttachmentIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('attachments')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('state', '=', 'COMPLETED'), eb('deleted_at', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}
