import type { LightMyRequestResponse } from 'fastify';
import type { OutgoingMail } from '../../src/server/mail/mailer';
import { type Harness, ORIGIN } from './harness';

export interface SignupFields {
  email: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  referral_code?: string;
}

/** POST /auth/signup as the form sends it. */
export function postSignup(h: Harness, fields: SignupFields, remoteAddress?: string) {
  return h.app.inject({
    method: 'POST',
    url: '/auth/signup',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      password: 'a long password',
      first_name: 'Asha',
      last_name: 'Rao',
      ...fields,
    }).toString(),
  });
}

/** The mails sent to `email` so far, oldest first. */
export const mailTo = (h: Harness, email: string): OutgoingMail[] =>
  h.mail.filter((mail) => mail.to === email);

/** The path of the first link in `mail` under `prefix` (e.g. /auth/signup/), or undefined. */
export function linkPath(mail: OutgoingMail | undefined, prefix: string): string | undefined {
  const url = mail?.text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname.startsWith(prefix));
  return url ? new URL(url).pathname : undefined;
}

/** Follows the sign-up link of the latest mail to `email`: its page's button, as a browser posts it. */
export function finishSignupByMail(h: Harness, email: string): Promise<LightMyRequestResponse> {
  const path = linkPath(mailTo(h, email).at(-1), '/auth/signup/');
  if (!path) throw new Error(`no sign-up link was mailed to ${email}`);
  return h.app.inject({ method: 'POST', url: path, headers: { origin: ORIGIN } });
}

/** A new auditor through the real sign-up: the form, then the mailed link. Ends with the 303. */
export async function signUpByMail(h: Harness, fields: SignupFields): Promise<LightMyRequestResponse> {
  const sent = await postSignup(h, fields);
  if (sent.statusCode !== 200)
    throw new Error(`sign-up answered ${sent.statusCode}: ${sent.body.slice(0, 300)}`);
  return finishSignupByMail(h, fields.email.trim().toLowerCase()); // the address as the form stores it
}
