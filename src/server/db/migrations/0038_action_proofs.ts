import type { Kysely } from 'kysely';

/**
 * Photo proof of a store's fix (decision 0086): an attachment of an action item, kept with the
 * others so the upload, completion, checksum and file serving are the report proofs' own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('attachments')
    .addColumn('action_item_id', 'integer', (c) => c.references('action_items.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('attachments_action_item_idx')
    .on('attachments')
    .column('action_item_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attachments_action_item_idx').execute();
  await db.schema.alterTable('attachments').dropColumn('action_item_id').execute();
}
