import { z } from 'zod';
import type { Role } from './roles';

/**
 * Web Push (decision 0040): a device the person turned notifications on for holds a subscription
 * at its browser's push service; the server sends each notice there, encrypted for that device
 * (RFC 8291) and signed with the server's VAPID key (RFC 8292), and the service worker shows it.
 */

/** base64url without padding, as the Push API gives a subscription's keys */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a base64url key.');

/** A subscription as `PushSubscription.toJSON()` gives it: where to send, and the device's keys. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  keys: z.object({
    /** the device's P-256 public key, uncompressed (65 bytes) */
    p256dh: base64url(65),
    /** the shared authentication secret (16 bytes) */
    auth: base64url(16),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().url().max(2048) });

/**
 * What the device needs to subscribe: the server's VAPID public key (null when this server sends
 * no push messages), and the push addresses of the person's devices notifications are on for, by
 * which a device tells whether it is one of them.
 */
export const pushSettingsSchema = z.object({
  public_key: z.string().nullable(),
  endpoints: z.array(z.string()),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** What a push message carries (encrypted): the notice, as the service worker shows it. */
export interface PushPayload {
  notice_id: number;
  title: string;
  body: string;
  /** the app's path the notification opens */
  link: string;
}

/** A push message is at most 4 KB once encrypted: a long body is cut, the centre has it whole. */
export const PUSH_BODY_LIMIT = 600;

/**
 * What each role's notices are about (the kinds their events write: domain/notices), so the offer
 * of notifications promises what the person will get.
 */
const NOTIFIED_OF: Record<Role, string> = {
  auditor: 'decisions on your applications, reports sent back or due soon, payments, and new audits near you',
  manager: 'concerns raised by auditors and their answers',
  qa: 'reports waiting for your review',
  pm: 'reports waiting for your review',
  client: 'your brand’s reports waiting for your review',
  brand: 'the notices sent to you',
  moderator: 'the notices sent to you',
};

/** The offer's words for the signed-in role; before the role is known, the words true of all. */
export const pushOfferText = (role: Role | undefined): string =>
  `Get these as notifications on this device: ${role ? NOTIFIED_OF[role] : 'the notices sent to you'}. Your browser will ask whether to allow them; you can turn them off here at any time.`;

/**
 * Devices one account keeps notifications on for: a person has a phone or two and a computer; a
 * caller registering endpoints in a loop made every notice fan out to hundreds of pushes. The
 * device registered longest ago gives way to a new one.
 */
export const PUSH_DEVICES_MAX = 10;

export const PUSH_MESSAGES = {
  on: 'Notifications are on for this device.',
  unsupported: 'This browser cannot show notifications from the app. You will find every notice here.',
  unsupportedIos:
    'To get notifications on an iPhone, add the app to your home screen and open it from there.',
  blocked:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn them on here.',
  notOffered: 'This server does not send notifications to devices. You will find every notice here.',
  refusedService: 'This browser’s push service is not one we send to. You will find every notice here.',
  failed: 'Notifications could not be turned on. Check your connection and try again.',
} as const;
