import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_ENDPOINTS, NEWER_VIEW_MESSAGES } from '../../../contract';
import { issueNewerViewToken } from '../../auth/newerViewToken';
import type { ServerConfig } from '../../config';
import { refused } from '../../domain/errors';
import { currentUser } from '../../http/guards';
import { serveEndpoint } from '../../http/serveEndpoint';

/** POST auditor/get_token (decision 0021): the newer view's token, signed by this server. */
export const newerViewRoutes =
  (config: ServerConfig): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, DASHBOARD_ENDPOINTS.newerViewToken, async (request) => {
      if (!config.newerView.url) throw refused(NEWER_VIEW_MESSAGES.notAvailable);
      const user = currentUser(request);
      // the spec's body names the user: a token for anyone else is never made
      if (request.body.user_id !== user.id) throw refused(NEWER_VIEW_MESSAGES.notYou);
      return { token: issueNewerViewToken(user.id, config.newerView.secret) };
    });
  };
