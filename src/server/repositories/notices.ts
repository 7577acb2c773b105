import type { NoticeChannel, NoticeKind } from '../../contract/notices';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/database';
import { leaseDueRows, releaseLeasedRow } from './leasedQueue';

/**
 * Notices and their deliveries as the database holds them (decision 0038, migration 0020). The
 * deliveries table is a queue: `claimDueDeliveries` hands each due row to one sender at a time.
 */

export interface NewNotice {
  recipientId: number;
  kind: NoticeKind;
  eventKey: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
}

/** The new notice's id, or undefined when the recipient already has one for this event. */
export async function insertNotice(db: Db, notice: NewNotice): Promise<number | undefined> {
  const row = await db
    .insertInto('notices')
    .values({
      recipient_id: notice.recipientId,
      kind: notice.kind,
      event_key: notice.eventKey,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      created_at: notice.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['recipient_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertDeliveries(
  db: Db,
  noticeId: number,
  channels: readonly NoticeChannel[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('notice_deliveries')
    .values(
      channels.map((channel) => ({
        notice_id: noticeId,
        channel,
        state: 'pending' as const,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * Whether the person takes e-mail of this preference: about what happens to them (`updates`) or
 * new audits near them (`opportunities`). Staff have no preferences row and take them.
 */
export async function takesEmail(db: Db, userId: number, preference: 'updates' | 'opportunities') {
  const row = await db
    .selectFrom('users')
    .leftJoin('preferences', 'preferences.user_id', 'users.id')
    .select([
      'users.is_active',
      'preferences.receive_updates_email',
      'preferences.receive_new_opportunities_email',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const chosen = preference === 'updates' ? row?.receive_updates_email : row?.receive_new_opportunities_email;
  return row !== undefined && row.is_active === 1 && (chosen ?? 1) === 1;
}

export function noticesOf(db: Db, recipientId: number, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('recipient_id', '=', recipientId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadNoticeCount(db: Db, recipientId: number): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the recipient's own notice read; false when they have no such notice. */
export async function markNoticeRead(db: Db, recipientId: number, noticeId: number, at: string) {
  const notice = await db
    .selectFrom('notices')
    .select('read_at')
    .where('id', '=', noticeId)
    .where('recipient_id', '=', recipientId)
    .executeTakeFirst();
  if (!notice) return false;
  if (notice.read_at === null)
    await db
      .updateTable('notices')
      .set({ read_at: at })
      .where('id', '=', noticeId)
      .where('read_at', 'is', null)
      .execute();
  return true;
}

/** A claimed delivery with what its message says and to whom. */
export interface ClaimedDelivery {
  id: number;
  channel: NoticeChannel;
  attempts: number;
  noticeId: number;
  recipientId: number;
  /** when the delivery was queued: with the notice's id, its identity for the mailer */
  createdAt: string;
  email: string;
  /** the recipient's role: an auditor's mail says where its preferences are, staff have none */
  role: Role;
  title: string;
  body: string;
  link: string;
}

/**
 * Takes up to `limit` due deliveries for one sender until `leaseUntil`, counting the attempt. A
 * row is due when it waits and its time has come, and nobody holds it or its holder's lease ran
 * out (the holder stopped mid-send). On PostgreSQL `FOR UPDATE SKIP LOCKED` lets senders of
 * several instances claim at once without waiting on each other or taking the same row; SQLite
 * runs one writer at a time, so the select and update in one transaction suffice.
 */
export async function claimDueDeliveries(
  trx: Db,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const ids = await leaseDueRows(trx, 'notice_deliveries', now, leaseUntil, limit);
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('notice_deliveries as d')
    .innerJoin('notices as n', 'n.id', 'd.notice_id')
    .innerJoin('users as u', 'u.id', 'n.recipient_id')
    .select([
      'd.id',
      'd.channel',
      'd.attempts',
      'd.notice_id as noticeId',
      'n.recipient_id as recipientId',
      'd.created_at as createdAt',
      'u.email',
      'u.role',
      'n.title',
      'n.body',
      'n.link',
    ])
    .where('d.id', 'in', ids)
    .orderBy('d.id')
    .execute();
  return rows;
}

/** The sender that holds the lease records the outcome; a sender whose lease ran out records nothing. */
export async function recordDeliveryOutcome(
  db: Db,
  delivery: { id: number; leaseUntil: string },
  outcome:
    | { state: 'sent'; at: string }
    | { state: 'pending'; nextAttemptAt: string; error: string }
    | { state: 'failed'; error: string },
): Promise<boolean> {
  const change =
    outcome.state === 'sent'
      ? { state: outcome.state, sent_at: outcome.at, lease_until: null, last_error: null }
      : outcome.state === 'pending'
        ? {
            state: outcome.state,
            next_attempt_at: outcome.nextAttemptAt,
            lease_until: null,
            last_error: outcome.error,
          }
        : { state: outcome.state, lease_until: null, last_error: outcome.error };
  const result = await db
    .updateTable('notice_deliveries')
    .set(change)
    .where('id', '=', delivery.id)
    .where('lease_until', '=', delivery.leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hands back a claimed delivery its sender will not start before its lease ends: due again now,
 * and the claim's attempt not counted.
 */
export async function releaseDelivery(db: Db, delivery: { id: number; leaseUntil: string }, now: string) {
  await releaseLeasedRow(db, 'notice_deliveries', delivery, now);
}

/** What an application notice names: whose it is and the audit it is for. */
export function applicationNoticeSubject(db: Db, applicationId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('audits', 'audits.id', 'applications.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .select([
      'applications.auditor_id as auditorId',
      'applications.audit_date as auditDate',
      'audit_cycles.name as cycleName',
      'stores.name as storeName',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
}
