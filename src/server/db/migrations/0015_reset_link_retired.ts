import type { Kysely } from 'kysely';

/**
 * A reset link ends with the account's changes (docs/decisions/0030, "Recovery that ends with the
 * change"): an e-mail change, a newer link, a new password or a deactivation retires every unused
 * link of the account. `retired_at` says when, so `used_at` keeps meaning that a password was set
 * through the link. The retirement finds an account's links by `user_id`, hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('password_resets').addColumn('retired_at', 'text').execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_resets_user_idx').execute();
  await db.schema.alterTable('password_resets').dropColumn('retired_at').execute();
}
