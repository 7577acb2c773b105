import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * A brand's scoring rules per cycle, by version, and each accepted report's score under the
 * version in force when it was accepted (decision 0075). The rules are JSON checked by the
 * contract's schema on the way in and out (contract/reportScoreRules.ts); a score is written once
 * at the accept, so a later version of the rules never rescores it silently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('scoring_rules'))
    .addColumn('audit_cycle_id', 'integer', (column) =>
      column.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('rules', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    // who saved it; null once their account is gone
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addUniqueConstraint('scoring_rules_cycle_version', ['audit_cycle_id', 'version'])
    .execute();
  await db.schema
    .createTable('report_scores')
    .addColumn('audit_store_id', 'integer', (column) =>
      column.primaryKey().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('rules_version', 'integer', (column) => column.notNull())
    // the score in thousandths of a percent (77.273% is 77273); null when nothing was scored
    .addColumn('score_milli', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('sections', 'text', (column) => column.notNull())
    .addColumn('scored_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_scores').execute();
  await db.schema.dropTable('scoring_rules').execute();
}
