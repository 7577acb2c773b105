import type { Kysely } from 'kysely';

/**
 * An attachment sent in parts (decision 0071): the store's id of its upload, and the part size it
 * was opened with. Null for a file sent in one POST.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('upload_id', 'text').execute();
  await db.schema.alterTable('attachments').addColumn('part_size', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').dropColumn('part_size').execute();
  await db.schema.alterTable('attachments').dropColumn('upload_id').execute();
}
