import type { Kysely } from 'kysely';

/**
 * Opportunities within a distance (issue 13) look stores up by a box of latitude and longitude
 * around the auditor's city before the exact great-circle distance is computed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stores_coordinates_idx')
    .on('stores')
    .columns(['latitude', 'longitude'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stores_coordinates_idx').execute();
}
