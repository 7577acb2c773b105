import type { Kysely } from 'kysely';

/**
 * The days of the week a cycle's audits are done on (decision 0066): `audit_cycles.audit_weekdays`,
 * a JSON list of ISO weekdays (1 Monday to 7 Sunday), or null for every day. The booking windows of
 * contract/bookingWindows.ts leave the other days out, on the calendar and in the server's check.
 * Existing cycles keep every day: a brand's days were only prose in the description until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_cycles').addColumn('audit_weekdays', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_cycles').dropColumn('audit_weekdays').execute();
}
