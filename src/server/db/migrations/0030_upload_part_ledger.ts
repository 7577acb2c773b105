import type { Kysely } from 'kysely';

/**
 * The parts a device says the store took, for a store that cannot list them (decision 0071):
 * s3rver and some S3-compatible servers have no ListParts. Keyed by the store's upload id, so an
 * upload opened anew starts with none; the ETag is what assembling the parts needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_parts')
    .addColumn('upload_id', 'text', (column) => column.notNull())
    .addColumn('part_number', 'integer', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('etag', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('upload_parts_pkey', ['upload_id', 'part_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_parts').execute();
}
