import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Sign-ups waiting for their mailed link (decision 0030): the form as sent, its password already
 * hashed, until the link creates the account. Only the token's SHA-256 is kept; a row is deleted
 * when its link is used, and once expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('signup_requests'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signup_requests_email_idx').on('signup_requests').column('email').execute();
  await db.schema
    .createIndex('signup_requests_expires_idx')
    .on('signup_requests')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signup_requests').execute();
}
