import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * The shopper guide's contents (decision 0023): every embed address lives here or in configuration,
 * none in the client. `kind` says how an entry would show (video, audio, frame, link); the server
 * shows it as a plain link when its origin is not one the page's CSP admits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shopper_guide_items'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .execute();
  await db.schema
    .createIndex('shopper_guide_items_tab_idx')
    .on('shopper_guide_items')
    .columns(['tab', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shopper_guide_items').execute();
}
