import type { Kysely } from 'kysely';

/**
 * Report proofs (decision 0014): each attachment keeps the SHA-256 of its bytes (verified by the
 * store as it arrives, and what the repeat check compares), when the file was captured and picked
 * on the device, and its size before compression. A repeat alert names the attachment that repeats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('sha256', 'text').execute();
  await db.schema.alterTable('attachments').addColumn('captured_at', 'text').execute();
  await db.schema.alterTable('attachments').addColumn('picked_at', 'text').execute();
  await db.schema.alterTable('attachments').addColumn('original_size', 'integer').execute();
  await db.schema.createIndex('attachments_sha256_idx').on('attachments').column('sha256').execute();
  await db.schema
    .alterTable('repeat_alerts')
    .addColumn('attachment_id', 'text', (c) => c.references('attachments.id'))
    .execute();
  await db.schema
    .createIndex('repeat_alerts_attachment_idx')
    .on('repeat_alerts')
    .columns(['attachment_id', 'faulty_attachment_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('repeat_alerts_attachment_idx').execute();
  await db.schema.alterTable('repeat_alerts').dropColumn('attachment_id').execute();
  await db.schema.dropIndex('attachments_sha256_idx').execute();
  for (const column of ['original_size', 'picked_at', 'captured_at', 'sha256'])
    await db.schema.alterTable('attachments').dropColumn(column).execute();
}
