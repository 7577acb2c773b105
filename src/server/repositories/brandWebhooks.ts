import type { Db } from '../db/database';
import type { WebhookEvent } from '../db/schema';
import { placedReports } from './brandScores';
import { leaseDueRows, releaseLeasedRow } from './leasedQueue';

/** A brand's webhook and its queue of deliveries (migration 0036, decision 0081). */

export function brandWebhookRow(db: Db, clientId: number) {
  return db.selectFrom('brand_webhooks').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function upsertBrandWebhook(
  db: Db,
  row: { clientId: number; url: string; secret: string; at: string },
): Promise<void> {
  await db
    .insertInto('brand_webhooks')
    .values({ client_id: row.clientId, url: row.url, secret: row.secret, updated_at: row.at })
    .onConflict((conflict) =>
      conflict.column('client_id').doUpdateSet({ url: row.url, secret: row.secret, updated_at: row.at }),
    )
    .execute();
}

export async function deleteBrandWebhook(db: Db, clientId: number): Promise<void> {
  await db.deleteFrom('brand_webhooks').where('client_id', '=', clientId).execute();
}

/** Queues an event once per brand and key: an event queued again (a replayed accept) is not. */
export async function insertWebhookDelivery(
  db: Db,
  row: {
    clientId: number;
    event: WebhookEvent;
    eventKey: string;
    auditStoreId: number | null;
    payload: string;
    at: string;
  },
): Promise<boolean> {
  const written = await db
    .insertInto('brand_webhook_deliveries')
    .values({
      client_id: row.clientId,
      event: row.event,
      event_key: row.eventKey,
      audit_store_id: row.auditStoreId,
      payload: row.payload,
      next_attempt_at: row.at,
      created_at: row.at,
    })
    .onConflict((conflict) => conflict.columns(['client_id', 'event_key']).doNothing())
    .returning('id')
    .execute();
  return written.length > 0;
}

export type ClaimedWebhookDelivery = Awaited<ReturnType<typeof claimDueWebhookDeliveries>>[number];

/**
 * Claims up to `limit` due deliveries for a lease, in the caller's transaction (leasedQueue.ts),
 * with the brand's address and secret. A delivery whose brand removed its webhook is claimed
 * too, and fails on its send.
 */
export async function claimDueWebhookDeliveries(trx: Db, now: string, leaseUntil: string, limit: number) {
  const ids = await leaseDueRows(trx, 'brand_webhook_deliveries', now, leaseUntil, limit);
  if (ids.length === 0) return [];
  return trx
    .selectFrom('brand_webhook_deliveries as d')
    .leftJoin('brand_webhooks as w', 'w.client_id', 'd.client_id')
    .select([
      'd.id',
      'd.client_id',
      'd.event',
      'd.payload',
      'd.attempts',
      'd.created_at',
      'w.url',
      'w.secret',
    ])
    .where('d.id', 'in', ids)
    .orderBy('d.id')
    .execute();
}

export type WebhookOutcome =
  | { state: 'sent'; at: string; status: number }
  | { state: 'pending'; nextAttemptAt: string; status: number | null; error: string }
  | { state: 'failed'; status: number | null; error: string };

/** The sender that holds the lease records the outcome; one whose lease ran out records nothing. */
export async function recordWebhookOutcome(
  db: Db,
  delivery: { id: number; leaseUntil: string },
  outcome: WebhookOutcome,
): Promise<boolean> {
  const change =
    outcome.state === 'sent'
      ? { state: outcome.state, sent_at: outcome.at, last_status: outcome.status, last_error: null }
      : outcome.state === 'pending'
        ? {
            state: outcome.state,
            next_attempt_at: outcome.nextAttemptAt,
            last_status: outcome.status,
            last_error: outcome.error,
          }
        : { state: outcome.state, last_status: outcome.status, last_error: outcome.error };
  const result = await db
    .updateTable('brand_webhook_deliveries')
    .set({ ...change, lease_until: null })
    .where('id', '=', delivery.id)
    .where('lease_until', '=', delivery.leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands a claimed delivery back unsent, its attempt not counted. */
export async function releaseWebhookDelivery(
  db: Db,
  delivery: { id: number; leaseUntil: string },
  now: string,
) {
  await releaseLeasedRow(db, 'brand_webhook_deliveries', delivery, now);
}

/** The brand's last deliveries, newest first: its log. */
export function webhookDeliveryLog(db: Db, clientId: number, limit: number) {
  return db
    .selectFrom('brand_webhook_deliveries')
    .select([
      'id',
      'event',
      'audit_store_id',
      'state',
      'attempts',
      'last_status',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
    ])
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One accepted report as its event tells it: its place, wave, date and stored score. */
export function acceptedReportEventRow(db: Db, auditStoreId: number) {
  return placedReports(db)
    .leftJoin('report_scores', 'report_scores.audit_store_id', 'audit_stores.id')
    .select([
      'audit_stores.id',
      'audit_stores.audit_date',
      'audit_cycles.client_id',
      'audit_cycles.id as cycle_id',
      'audit_cycles.name as cycle_name',
      'stores.name as store_name',
      'cities.name as city_name',
      'brand_regions.name as region_name',
      'report_scores.score_milli',
      'report_scores.passed',
      'report_scores.sections',
    ])
    .where('audit_stores.id', '=', auditStoreId)
    .executeTakeFirst();
}
