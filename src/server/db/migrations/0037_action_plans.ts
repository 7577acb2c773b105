import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Corrective actions (decision 0084): a plan a store owes for a failed visit, one per accepted
 * report at most; an item per question to fix, with what the report said of it when the plan
 * opened (so a later rescoring or edit never changes what the store was asked); and every step of
 * either, kept as its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('action_plans'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().unique().references('audit_stores.id').onDelete('cascade'),
    )
    // contract/actionPlans.ts ACTION_PLAN_REASONS and ACTION_PLAN_STATES
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('OPEN'))
    // the store's manager, else the region's; null: neither is seated, the head office owns it
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    // null: opened by rule at the accept
    .addColumn('opened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('action_plans_client_idx')
    .on('action_plans')
    .columns(['client_id', 'state'])
    .execute();
  await db.schema
    .createIndex('action_plans_store_idx')
    .on('action_plans')
    .columns(['store_id', 'state'])
    .execute();
  await db.schema.createIndex('action_plans_owner_idx').on('action_plans').column('owner_id').execute();

  await withId(db, db.schema.createTable('action_items'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('action_plans.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('critical', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('earned', 'double precision', (c) => c.notNull())
    .addColumn('possible', 'double precision', (c) => c.notNull())
    // the report's answer (JSON list of the values chosen) and the auditor's comment, as accepted
    .addColumn('answer_text', 'text', (c) => c.notNull())
    .addColumn('answer_comment', 'text', (c) => c.notNull().defaultTo(''))
    // contract/actionPlans.ts ACTION_ITEM_STATES
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('done_text', 'text')
    .addColumn('review_note', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('action_items_plan_question', ['plan_id', 'question_id'])
    .execute();

  await withId(db, db.schema.createTable('action_plan_events'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('action_plans.id').onDelete('cascade'))
    // null: a step of the plan itself
    .addColumn('item_id', 'integer', (c) => c.references('action_items.id').onDelete('cascade'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    // null: the rule, or the schedule
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_plan_events_plan_idx')
    .on('action_plan_events')
    .column('plan_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('action_plan_events').execute();
  await db.schema.dropTable('action_items').execute();
  await db.schema.dropTable('action_plans').execute();
}
