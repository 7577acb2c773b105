import { type ExpressionBuilder, sql } from 'kysely';
import type { ConcernState } from '../../contract/concernTexts';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Concerns as the database holds them (decision 0042, migrations 0007 and 0024): what they are
 * about, who raised them, and a manager's answer and resolution. The state is read from the
 * columns: resolved when `resolved_at` is set, answered when `answered_at` is, else open.
 */

function inContext(db: Db) {
  return db
    .selectFrom('concerns as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('profiles as pr', 'pr.user_id', 'u.id')
    .leftJoin('audit_stores as s', 's.id', 'c.audit_store_id')
    .leftJoin('audits as a', 'a.id', 's.audit_id')
    .leftJoin('audit_cycles as ac', 'ac.id', 'a.audit_cycle_id')
    .leftJoin('clients as cl', 'cl.id', 'ac.client_id')
    .leftJoin('stores as st', 'st.id', 'a.store_id')
    .leftJoin('payments as p', 'p.id', 'c.payment_id')
    .select([
      'c.id',
      'c.kind',
      'c.message',
      'c.created_at',
      'c.answer',
      'c.answered_at',
      'c.resolved_at',
      'c.audit_store_id',
      'c.payment_id',
      'u.id as auditor_id',
      'u.email as auditor_email',
      'pr.first_name',
      'pr.last_name',
      'cl.auditor_display_name as client_name',
      'st.name as store_name',
      's.audit_date',
      'p.amount_paise',
      'p.payment_due_date',
    ]);
}
export type ConcernRow = Awaited<ReturnType<ReturnType<typeof inContext>['execute']>>[number];

type ConcernExpressions = ExpressionBuilder<Database & { c: Database['concerns'] }, 'c'>;

function inState(eb: ConcernExpressions, state: ConcernState) {
  if (state === 'resolved') return eb('c.resolved_at', 'is not', null);
  const open = eb('c.resolved_at', 'is', null);
  return state === 'answered'
    ? eb.and([open, eb('c.answered_at', 'is not', null)])
    : eb.and([open, eb('c.answered_at', 'is', null)]);
}

export function concernsOf(db: Db, userId: number) {
  return inContext(db).where('c.user_id', '=', userId).orderBy('c.id', 'desc').execute();
}

export function concernById(db: Db, id: number) {
  return inContext(db).where('c.id', '=', id).executeTakeFirst();
}

export async function concernsInState(db: Db, state: ConcernState, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    inContext(db)
      .where((eb) => inState(eb as unknown as ConcernExpressions, state))
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('concerns as c')
      .select(sql<number | string>`count(*)`.as('n'))
      .where((eb) => inState(eb as unknown as ConcernExpressions, state))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Answers a concern neither answered nor resolved; false when it already was (or is not there). */
export async function answerConcern(db: Db, id: number, by: number, answer: string, at: string) {
  const result = await db
    .updateTable('concerns')
    .set({ answer, answered_by: by, answered_at: at })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Resolves a concern not yet resolved; false when it already was (or is not there). */
export async function resolveConcern(db: Db, id: number, by: number, at: string) {
  const result = await db
    .updateTable('concerns')
    .set({ resolved_by: by, resolved_at: at })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The auditor's concerns no manager has answered or resolved yet. */
export async function openConcernCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('concerns')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('answered_at', 'is', null)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the auditor's concern sent with this device key is already kept. */
export async function concernKeyKept(db: Db, userId: number, clientKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('concerns')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row !== undefined;
}
