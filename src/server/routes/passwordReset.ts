import type { FastifyInstance } from 'fastify';
import { LINK_TOKEN, PASSWORD_RESET_MESSAGES, passwordResetFormSchema, zodFieldErrors } from '../../contract';
import { passwordResetPage } from '../auth/pages';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { resetLinkUsable, setPasswordThroughLink } from '../domain/credentials';
import { sendLinkPage } from './authReplies';

/**
 * /auth/password_reset/{token} (decision 0025): the page a manager's reset link opens. A plain
 * form, as the other auth pages, so it works before the app has loaded; a spent, expired, retired
 * (domain/credentials.ts) or unknown link says so, in the same words, and offers the login page.
 */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const page = (token: string, state: 'form' | 'invalid' | 'done', errors?: Record<string, string[]>) =>
    passwordResetPage({
      brand: config.brand.shortName,
      token,
      state,
      errors,
      invalidMessage: PASSWORD_RESET_MESSAGES.invalidLink,
      doneMessage: PASSWORD_RESET_MESSAGES.done,
    });
  const formRateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.get<{ Params: { token: string } }>('/auth/password_reset/:token', async (request, reply) => {
    const { token } = request.params;
    const usable = LINK_TOKEN.test(token) && (await resetLinkUsable(db, token));
    return sendLinkPage(reply, usable ? 200 : 404, page(token, usable ? 'form' : 'invalid'));
  });

  app.post<{ Params: { token: string }; Body: Record<string, string | undefined> }>(
    '/auth/password_reset/:token',
    formRateLimit,
    async (request, reply) => {
      const { token } = request.params;
      const send = (status: number, body: string) => sendLinkPage(reply, status, body);
      if (!LINK_TOKEN.test(token) || !(await resetLinkUsable(db, token)))
        return send(404, page(token, 'invalid'));
      const parsed = passwordResetFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return send(400, page(token, 'form', zodFieldErrors(parsed.error)));
      const done = await setPasswordThroughLink(db, token, parsed.data.new_password);
      return done ? send(200, page(token, 'done')) : send(404, page(token, 'invalid'));
    },
  );
}
