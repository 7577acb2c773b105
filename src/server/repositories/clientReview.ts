import { type ExpressionBuilder, sql } from 'kysely';
import type { BrandReview } from '../../contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What the end of client review reads (decision 0065): a brand's review settings with its active
 * reviewers, and the reports in client review that nobody can or did decide in time.
 */

const activeReviewers = (eb: ExpressionBuilder<Database, 'clients'>) =>
  eb
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('users.client_id', '=', 'clients.id')
    .where('users.role', '=', 'client')
    .where('users.is_active', '=', 1);

export async function brandReview(db: Db, clientId: number): Promise<BrandReview> {
  const row = await db
    .selectFrom('clients')
    .select((eb) => ['clients.client_review_days', activeReviewers(eb).as('reviewers')])
    .where('clients.id', '=', clientId)
    .executeTakeFirstOrThrow();
  // counts come back as strings from PostgreSQL
  return { clientReviewDays: row.client_review_days, activeClientReviewers: Number(row.reviewers ?? 0) };
}

/**
 * The reports in client review (COMPLETED) whose window ended by `now`, or whose brand has no
 * client review now (its settings say none, or no reviewer is active), oldest first.
 */
export function undecidedClientReviews(db: Db, now: string, limit: number) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .select(['audit_stores.id', 'audit_stores.client_review_due_at', 'clients.id as client_id'])
    .where('audit_stores.status', '=', 'COMPLETED')
    .where((eb) =>
      eb.or([
        eb('audit_stores.client_review_due_at', '<=', now),
        eb('audit_stores.client_review_due_at', 'is', null),
        eb('clients.client_review_days', 'is', null),
        eb(activeReviewers(eb), '=', 0),
      ]),
    )
    .orderBy('audit_stores.id')
    .limit(limit)
    .execute();
}
