import type { Db } from '../db/database';
import type { VisitEntriesTable } from '../db/schema';

/** The visit record's entries as stored (migration 0025, decision 0045). */

/** The auditor's own report, its status and its store's coordinates; undefined if not theirs. */
export function visitTarget(db: Db, target: { auditorId: number; auditStoreId: number }) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select(['audit_stores.status', 'stores.latitude', 'stores.longitude'])
    .where('audit_stores.id', '=', target.auditStoreId)
    .where('audit_stores.auditor_id', '=', target.auditorId)
    .executeTakeFirst();
}

/** Keeps the entry unless its number is taken; whether it was kept. */
export async function insertVisitEntry(db: Db, entry: VisitEntriesTable): Promise<boolean> {
  const row = await db
    .insertInto('visit_entries')
    .values(entry)
    .onConflict((conflict) => conflict.columns(['audit_store_id', 'seq']).doNothing())
    .returning('seq')
    .executeTakeFirst();
  return row !== undefined;
}

/** The hash kept under `seq`, if any. */
export async function visitEntryHash(db: Db, auditStoreId: number, seq: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('visit_entries')
    .select('hash')
    .where('audit_store_id', '=', auditStoreId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.hash;
}

/** A report's entries in order. */
export function visitEntriesOf(db: Db, auditStoreId: number) {
  return db
    .selectFrom('visit_entries')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .orderBy('seq')
    .execute();
}
