import type { NoticeChannel, NoticeKind, NoticeList } from '../../../contract/notices';
import { NOTICE_EMAIL_PREFERENCE, NOTICE_LIST_SIZE } from '../../../contract/notices';
import type { Db } from '../../db/database';
import {
  insertDeliveries,
  insertNotice,
  markNoticeRead,
  noticesOf,
  takesEmail,
  unreadNoticeCount,
} from '../../repositories/notices';
import { hasLivePushSubscription } from '../../repositories/pushSubscriptions';
import { notFound } from '../errors';
import { signalDeliveryQueued } from './deliverySignal';
import type { NoticeText } from './noticeTexts';

/**
 * Telling a person what happened (decision 0038). `notify` runs inside the event's transaction,
 * so there is no event without its notice and no notice for an event that rolled back; the
 * deliveries it queues are sent after the commit by the sender (deliverySender.ts).
 */

export interface NoticeEvent {
  recipientId: number;
  kind: NoticeKind;
  /** names the event for this recipient: the same event notifies once however often it is replayed */
  eventKey: string;
  text: NoticeText;
}

export async function notify(trx: Db, event: NoticeEvent, now: Date): Promise<void> {
  const at = now.toISOString();
  const noticeId = await insertNotice(trx, {
    recipientId: event.recipientId,
    kind: event.kind,
    eventKey: event.eventKey,
    ...event.text,
    createdAt: at,
  });
  if (noticeId === undefined) return;
  const [email, push] = await Promise.all([
    takesEmail(trx, event.recipientId, NOTICE_EMAIL_PREFERENCE[event.kind]),
    // a device is subscribed only by a signed-in, so active, person: its session ends with them
    hasLivePushSubscription(trx, event.recipientId, at),
  ]);
  const channels: NoticeChannel[] = [
    ...(email ? ['email' as const] : []),
    ...(push ? ['push' as const] : []),
  ];
  await insertDeliveries(trx, noticeId, channels, at);
  if (channels.length > 0) signalDeliveryQueued();
}

/** The person's newest notices and how many of theirs are unread. */
export async function noticeList(db: Db, recipientId: number): Promise<NoticeList> {
  const [rows, unread] = await Promise.all([
    noticesOf(db, recipientId, NOTICE_LIST_SIZE),
    unreadNoticeCount(db, recipientId),
  ]);
  return {
    unread,
    notices: rows.map(({ read_at, ...notice }) => ({ ...notice, read: read_at !== null })),
  };
}

/** The recipient opened their notice; another person's is not found. */
export async function readNotice(db: Db, recipientId: number, noticeId: number, now = new Date()) {
  if (!(await markNoticeRead(db, recipientId, noticeId, now.toISOString()))) throw notFound();
}
