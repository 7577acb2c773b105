import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  loginFormSchema,
  loginPath,
  MESSAGES,
  passwordChangeFormSchema,
  safeNextPath,
  zodFieldErrors,
} from '../../contract';
import { isKnownDevice, rememberDevice } from '../auth/knownDevice';
import type { LoginThrottle, ThrottleVerdict } from '../auth/loginThrottle';
import { loginPage, passwordChangePage } from '../auth/pages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, deleteSession, SESSION_COOKIE, secureCookies } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { findLogin, passwordHashOf } from '../domain/accounts';
import { changePassword } from '../domain/credentials';
import { sendHtml, startSession } from './authReplies';

interface AuthDeps {
  db: Db;
  config: ServerConfig;
  throttle: LoginThrottle;
}

// A real hash to compare against when the address is unknown, so timing does not reveal accounts.
const unknownUserHash = hashPassword('unknown-user-placeholder');

/** A form's fields as parsed: urlencoded gives strings (a repeated one a list), JSON anything. */
export type FormBody = Record<string, unknown>;

const THROTTLE_MESSAGES: Record<NonNullable<ThrottleVerdict>, string> = {
  addressAndAccount: MESSAGES.loginRateLimited,
  address: MESSAGES.loginAddressLimited,
  account: MESSAGES.loginAccountBraked,
};

export function registerAuthRoutes(app: FastifyInstance, { db, config, throttle }: AuthDeps): void {
  const brand = config.brand.shortName;
  const formRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get<{ Querystring: { next?: string } }>('/auth/login', async (request, reply) =>
    sendHtml(reply, 200, loginPage({ brand, next: safeNextPath(request.query.next) })),
  );

  app.post<{ Body: FormBody }>('/auth/login', formRateLimit, async (request, reply) => {
    const parsed = loginFormSchema.safeParse(request.body ?? {});
    const next = safeNextPath(request.body?.next);
    // a repeated form field arrives as an array: show only a typed string back
    const typedEmail = typeof request.body?.email === 'string' ? request.body.email : '';
    if (!parsed.success) {
      return sendHtml(
        reply,
        400,
        loginPage({ brand, next, email: typedEmail, error: MESSAGES.loginInvalid }),
      );
    }
    const { email, password } = parsed.data;
    const attempt = {
      address: request.ip,
      account: email,
      knownDevice: isKnownDevice(request, config.sessionSecret, email),
    };
    const refusal = await throttle.verdict(attempt);
    if (refusal) {
      const error = THROTTLE_MESSAGES[refusal];
      return sendHtml(reply.header('retry-after', '60'), 429, loginPage({ brand, next, email, error }));
    }
    const user = await findLogin(db, email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
    if (!user || !valid) {
      await throttle.recordFailure(attempt);
      return sendHtml(reply, 400, loginPage({ brand, next, email, error: MESSAGES.loginInvalid }));
    }
    if (user.is_active !== 1) {
      return sendHtml(reply, 403, loginPage({ brand, next, email, error: MESSAGES.accountDeactivated }));
    }
    await throttle.recordSuccess(attempt);
    rememberDevice(request, reply, {
      secret: config.sessionSecret,
      account: email,
      secure: secureCookies(request, config.publicUrl),
    });
    await startSession({ db, config }, request, reply, user.id);
    return reply.code(303).redirect(next);
  });

  app.get('/auth/password_change', async (request, reply) => {
    if (!request.sessionUser) return reply.code(303).redirect(loginPath('/auth/password_change'));
    return sendHtml(reply, 200, passwordChangePage({ brand }));
  });

  app.post<{ Body: FormBody }>('/auth/password_change', formRateLimit, async (request, reply) => {
    const user = request.sessionUser;
    if (!user) return reply.code(303).redirect(loginPath('/auth/password_change'));
    const parsed = passwordChangeFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return sendHtml(reply, 400, passwordChangePage({ brand, errors: zodFieldErrors(parsed.error) }));
    }
    if (!(await verifyPassword(parsed.data.old_password, await passwordHashOf(db, user.id)))) {
      const errors = { old_password: ['Your current password is not correct.'] };
      return sendHtml(reply, 400, passwordChangePage({ brand, errors }));
    }
    if (parsed.data.old_password === parsed.data.new_password) {
      const errors = { new_password: ['Choose a password different from the current one.'] };
      return sendHtml(reply, 400, passwordChangePage({ brand, errors }));
    }
    const hash = await hashPassword(parsed.data.new_password);
    // this session goes on; the others and every reset link sent before end with the old password
    await changePassword(db, user.id, hash, request.cookies[SESSION_COOKIE]);
    return sendHtml(reply, 200, passwordChangePage({ brand, done: true }));
  });

  app.post('/auth/logout', async (request, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    const accept = request.headers.accept ?? '';
    // The app may log out with fetch (to learn of failure); a plain form POST gets the login page.
    if (accept.includes('application/json')) return reply.code(200).send({ logged_out: true });
    return reply.code(303).redirect('/auth/login');
  });
}
