import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A view grant: the local store's leave for one staff member to fetch one file for a few minutes,
 * signed when the view was recorded (domain/dataViews.ts `viewIdProof`, decision 0030). An ID proof
 * is the auditor's identity document: a manager's session alone no longer opens it, so every look
 * at it is in the auditor's "who looked at my data". S3 has its own: the presigned GET the view
 * hands out lives as long (s3Store.ts).
 *
 * The grant names the viewer, so a forwarded address opens nothing for another session, and its
 * end, signed with a key derived from the local store's secret for this use only.
 */

/** Long enough to open the file the view just handed out, short enough that it is not a standing key. */
export const VIEW_GRANT_SECONDS = 5 * 60;

export interface ViewGrantInput {
  key: string;
  viewerId: number;
}

const signature = (secret: string, input: ViewGrantInput, expires: number) =>
  createHmac('sha256', secret)
    .update(`view grant\n${input.key}\n${input.viewerId}\n${expires}`)
    .digest('base64url');

/** The grant's token: `<expires, unix seconds>.<signature>`. */
export function signViewGrant(secret: string, input: ViewGrantInput, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + VIEW_GRANT_SECONDS;
  return `${expires}.${signature(secret, input, expires)}`;
}

/** Whether `token` lets `viewerId` fetch `key` now: signed by us, for them and that file, not yet ended. */
export function isViewGranted(secret: string, input: ViewGrantInput, token: unknown, now: Date): boolean {
  if (typeof token !== 'string') return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, input, expires));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
