import type { Db } from '../db/database';
import type { VisitEntriesTable, VisitSealsTable } from '../db/schema';

/** The visit record's entries as stored (migration 0025, decision 0045). */

/** A report with its store's coordinates. */
const reportWithStore = (db: Db, auditStoreId: number) =>
  db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select(['audit_stores.status', 'stores.latitude', 'stores.longitude'])
    .where('audit_stores.id', '=', auditStoreId);

/** The auditor's own report, its status and its store's coordinates; undefined if not theirs. */
export function visitTarget(db: Db, target: { auditorId: number; auditStoreId: number }) {
  return reportWithStore(db, target.auditStoreId)
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

/** Each report's last entry, by report id: where a phone holding none of it continues. */
export async function visitHeadsOf(
  db: Db,
  auditStoreIds: readonly number[],
): Promise<Map<number, { seq: number; hash: string }>> {
  if (auditStoreIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('visit_entries as e')
    .select(['e.audit_store_id', 'e.seq', 'e.hash'])
    .where('e.audit_store_id', 'in', auditStoreIds)
    .where(({ eb, selectFrom }) =>
      eb(
        'e.seq',
        '=',
        selectFrom('visit_entries as last')
          .select(({ fn }) => fn.max('last.seq').as('seq'))
          .whereRef('last.audit_store_id', '=', 'e.audit_store_id'),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.audit_store_id, { seq: row.seq, hash: row.hash }]));
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

/** What the report holds now, item by item, for the seal to compare with the record. */
export async function storedReportItems(db: Db, auditStoreId: number) {
  const [answers, sections, report, proofs] = await Promise.all([
    db
      .selectFrom('answers')
      .select(['question_id', 'answer_text', 'not_applicable', 'answer_comment'])
      .where('audit_store_id', '=', auditStoreId)
      .execute(),
    db
      .selectFrom('report_sections')
      .select(['section_id', 'auditor_comment'])
      .where('audit_store_id', '=', auditStoreId)
      .execute(),
    db
      .selectFrom('audit_stores')
      .select('report_summary')
      .where('id', '=', auditStoreId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('attachments')
      .select(['id', 'sha256'])
      .where('audit_store_id', '=', auditStoreId)
      .where('state', '=', 'COMPLETED')
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  return { answers, sections, summary: report.report_summary, proofs };
}

/** Keeps what Submit made of the record; a later Submit (after a send-back) judges it again. */
export async function saveVisitSeal(db: Db, seal: VisitSealsTable): Promise<void> {
  const { audit_store_id: _id, ...judged } = seal;
  await db
    .insertInto('visit_seals')
    .values(seal)
    .onConflict((conflict) => conflict.column('audit_store_id').doUpdateSet(judged))
    .execute();
}

export function visitSealOf(db: Db, auditStoreId: number) {
  return db
    .selectFrom('visit_seals')
    .selectAll()
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirst();
}

/** The coordinates of a report's store. */
export function storeOfReport(db: Db, auditStoreId: number) {
  return reportWithStore(db, auditStoreId).executeTakeFirstOrThrow();
}

/** The entries of several reports that can flag a visit: positions, and clocks off at all. */
export function visitEntriesOfReports(db: Db, auditStoreIds: readonly number[]) {
  if (auditStoreIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('visit_entries')
    .select([
      'audit_store_id',
      'kind',
      'value',
      'distance_m',
      'clock_off_ms',
      'placed_at',
      'device_at',
      'token_at',
      'received_at',
    ])
    .where('audit_store_id', 'in', auditStoreIds)
    .where((eb) =>
      eb.or([eb('kind', '=', 'position'), eb('clock_off_ms', '!=', 0), eb('token_at', 'is', null)]),
    )
    .execute();
}

/** A report's uploaded proofs with where the store keeps each file and how big it is. */
export function storedProofFiles(db: Db, auditStoreId: number) {
  return db
    .selectFrom('attachments')
    .select(['id', 'sha256', 'storage_key', 'file_size'])
    .where('audit_store_id', '=', auditStoreId)
    .where('state', '=', 'COMPLETED')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** How many entries of a visit's record the server holds. */
export async function visitEntryCount(db: Db, auditStoreId: number): Promise<number> {
  const row = await db
    .selectFrom('visit_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('audit_store_id', '=', auditStoreId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A report's uploaded proofs with when the device says each was captured, and whether it repeats. */
export function proofCaptures(db: Db, auditStoreId: number) {
  return db
    .selectFrom('attachments')
    .leftJoin('repeat_alerts', 'repeat_alerts.attachment_id', 'attachments.id')
    .select([
      'attachments.id',
      'attachments.file_name',
      'attachments.captured_at',
      'repeat_alerts.id as repeat',
    ])
    .where('attachments.audit_store_id', '=', auditStoreId)
    .where('attachments.state', '=', 'COMPLETED')
    .where('attachments.deleted_at', 'is', null)
    .orderBy('attachments.created_at')
    .execute();
}
