import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { brandInviteAcceptSchema, zodFieldErrors } from '../../contract';
import { brandInvitePage, brandInviteRefusedPage } from '../auth/brandInvitePages';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { acceptBrandInvite, brandInviteOfLink } from '../domain/brand/brandInvites';
import type { FormBody } from './auth';
import { sendHtml, startSession } from './authReplies';

/** A link's token as the mail carries it (32 random bytes, base64url); anything else is none of ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /auth/brand_invite/{token} (decision 0078): the invitation's page and the form that creates the
 * account and signs it in. A GET spends nothing, so a mail scanner opening the link is harmless.
 */
export function registerBrandInviteRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
): void {
  const brand = config.brand.shortName;
  const formRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const linkPage = (reply: Parameters<typeof sendHtml>[0], status: number, page: string) =>
    // the token is in the address: no page it leads to is told it
    sendHtml(reply.header('referrer-policy', 'no-referrer'), status, page);
  const inviteOf = async (token: string) => (TOKEN.test(token) ? brandInviteOfLink(db, token) : undefined);

  app.get<{ Params: { token: string } }>('/auth/brand_invite/:token', async (request, reply) => {
    const { token } = request.params;
    const invite = await inviteOf(token);
    if (!invite) return linkPage(reply, 404, brandInviteRefusedPage({ brand, reason: 'invalid' }));
    return linkPage(reply, 200, brandInvitePage({ brand, token, invite }));
  });

  app.post<{ Params: { token: string }; Body: FormBody }>(
    '/auth/brand_invite/:token',
    formRateLimit,
    async (request, reply) => {
      const { token } = request.params;
      const invite = await inviteOf(token);
      if (!invite) return linkPage(reply, 404, brandInviteRefusedPage({ brand, reason: 'invalid' }));
      const body = request.body ?? {};
      const parsed = brandInviteAcceptSchema.safeParse(body);
      if (!parsed.success) {
        const typed = (value: unknown) => (typeof value === 'string' ? value : '');
        const values = { first_name: typed(body.first_name), last_name: typed(body.last_name) };
        const errors = zodFieldErrors(parsed.error);
        return linkPage(reply, 400, brandInvitePage({ brand, token, invite, values, errors }));
      }
      const accepted = await acceptBrandInvite(db, token, parsed.data);
      if (accepted.kind !== 'created')
        return linkPage(
          reply,
          accepted.kind === 'taken' ? 409 : 404,
          brandInviteRefusedPage({ brand, reason: accepted.kind }),
        );
      await startSession({ db, config }, request, reply, accepted.userId);
      return reply.code(303).redirect('/');
    },
  );
}
