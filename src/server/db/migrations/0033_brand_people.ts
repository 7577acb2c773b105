import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * A brand's regions and the people who read its figures (decision 0078). A region is a set of the
 * cities of the brand's stores, a city in at most one region of a brand (the key says so). A
 * `brand` user holds a seat: the head office (no region, no store), a region, or a store. An
 * invitation keeps only its token's SHA-256 until its link creates the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('brand_regions'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('brand_regions_client_name', ['client_id', 'name'])
    .execute();
  await db.schema
    .createTable('brand_region_cities')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('brand_regions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('brand_region_cities_pk', ['client_id', 'city_id'])
    .execute();
  await db.schema
    .createIndex('brand_region_cities_region_idx')
    .on('brand_region_cities')
    .column('region_id')
    .execute();
  await db.schema.alterTable('users').addColumn('brand_seat', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('brand_region_id', 'integer', (c) => c.references('brand_regions.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('brand_store_id', 'integer', (c) => c.references('stores.id'))
    .execute();
  await withId(db, db.schema.createTable('brand_invites'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references('brand_regions.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brand_invites_email_idx').on('brand_invites').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_invites').execute();
  await db.schema.alterTable('users').dropColumn('brand_store_id').execute();
  await db.schema.alterTable('users').dropColumn('brand_region_id').execute();
  await db.schema.alterTable('users').dropColumn('brand_seat').execute();
  await db.schema.dropTable('brand_region_cities').execute();
  await db.schema.dropTable('brand_regions').execute();
}
