import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The known-device mark (decision 0010): a browser that signed in to an account carries, in an
 * HttpOnly cookie, a MAC of that account's e-mail under the server's secret. It lets the owner past
 * the account-wide login brake; it proves nothing else and grants no access by itself (the right
 * password is still needed). A shared phone keeps marks for its last few accounts.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const MARKS_KEPT = 5;
const MARK_DAYS = 365;

function markFor(secret: string, account: string): string {
  return createHmac('sha256', secret).update(`known-device\n${account}`).digest('base64url').slice(0, 32);
}

function marksOf(request: FastifyRequest): string[] {
  const value = request.cookies[KNOWN_DEVICE_COOKIE] ?? '';
  return value
    .split('.')
    .filter((mark) => mark.length === 32)
    .slice(0, MARKS_KEPT);
}

export function isKnownDevice(request: FastifyRequest, secret: string, account: string): boolean {
  const expected = Buffer.from(markFor(secret, account));
  return marksOf(request).some((mark) => timingSafeEqual(Buffer.from(mark), expected));
}

export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  { secret, account, secure }: { secret: string; account: string; secure: boolean },
): void {
  const mark = markFor(secret, account);
  const marks = [mark, ...marksOf(request).filter((m) => m !== mark)].slice(0, MARKS_KEPT);
  reply.setCookie(KNOWN_DEVICE_COOKIE, marks.join('.'), {
    path: '/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MARK_DAYS * 86_400,
  });
}
