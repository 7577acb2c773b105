import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { brandInviteAcceptSchema, LINK_TOKEN, zodFieldErrors } from '../../contract';
import { brandInvitePage, brandInviteRefusedPage } from '../auth/brandInvitePages';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { acceptBrandInvite, brandInviteOfLink } from '../domain/brand/brandInvites';
import type { FormBody } from './auth';
import { sendLinkPage, startSession } from './authReplies';

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
  const inviteOf = async (token: string) =>
    LINK_TOKEN.test(token) ? brandInviteOfLink(db, token) : undefined;

  app.get<{ Params: { token: string } }>('/auth/brand_invite/:token', async (request, reply) => {
    const { token } = request.params;
    const invite = await inviteOf(token);
    if (!invite) return sendLinkPage(reply, 404, brandInviteRefusedPage({ brand, reason: 'invalid' }));
    return sendLinkPage(reply, 200, brandInvitePage({ brand, token, invite }));
  });

  app.post<{ Params: { token: string }; Body: FormBody }>(
    '/auth/brand_invite/:token',
    formRateLimit,
    async (request, reply) => {
      const { token } = request.params;
      const invite = await inviteOf(token);
      if (!invite) return sendLinkPage(reply, 404, brandInviteRefusedPage({ brand, reason: 'invalid' }));
      const body = request.body ?? {};
      const parsed = brandInviteAcceptSchema.safeParse(body);
      if (!parsed.success) {
        const typed = (value: unknown) => (typeof value === 'string' ? value : '');
        const values = { first_name: typed(body.first_name), last_name: typed(body.last_name) };
        const errors = zodFieldErrors(parsed.error);
        return sendLinkPage(reply, 400, brandInvitePage({ brand, token, invite, values, errors }));
      }
      const accepted = await acceptBrandInvite(db, token, parsed.data);
      if (accepted.kind !== 'created')
        return sendLinkPage(
          reply,
          accepted.kind === 'taken' ? 409 : 404,
          brandInviteRefusedPage({ brand, reason: accepted.kind }),
        );
      await startSession({ db, config }, request, reply, accepted.userId);
      return reply.code(303).redirect('/');
    },
  );
}
