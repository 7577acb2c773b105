import type { Kysely } from 'kysely';

/**
 * Opportunities within a distance (decision 0019) look stores up by a box of latitude and longitude
 * around the auditor's city before the exact great-circle distance is computed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stores_coordinates_idx')
    .on('stores')
    .columns(['latitude', 'longitude'])
    .execute();
  // from the stores in the box to their audits, instead of from every audit to its store
  await db.schema.createIndex('audits_store_idx').on('audits').column('store_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audits_store_idx').execute();
  await db.schema.dropIndex('audits_store_idx').execute();
  await db.schema.dropIndex('stores_coordinates_idx').execute();
}
