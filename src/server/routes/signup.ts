import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { LINK_TOKEN, signupFormSchema, zodFieldErrors } from '../../contract';
import { signupFinishPage, signupLinkRefusedPage, signupPage, signupSentPage } from '../auth/signupPages';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { finishSignup, requestSignup, signupLinkEmail } from '../domain/signups';
import { mailLinkOrigin } from '../mail/linkOrigin';
import type { Mailer } from '../mail/mailer';
import type { FormBody } from './auth';
import { sendHtml, sendLinkPage, startSession } from './authReplies';

/**
 * /auth/signup and the link it mails, /auth/signup/{token} (decision 0030). The form's answer is
 * the same page for a new address and a registered one; the mail says which. The link's page
 * creates the account with a button (a POST), so a mail scanner opening the link spends nothing.
 */
export function registerSignupRoutes(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: ServerConfig; mailer: Mailer },
): void {
  const brand = config.brand.shortName;
  const formRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const mailContext = {
    origin: mailLinkOrigin(config),
    brand,
    supportEmail: config.brand.supportEmail,
  };

  app.get('/auth/signup', async (_request, reply) => sendHtml(reply, 200, signupPage({ brand, values: {} })));

  app.post<{ Body: FormBody }>('/auth/signup', formRateLimit, async (request, reply) => {
    const body = request.body ?? {};
    // what was typed, shown again: only a string, as a form sends; a JSON body may hold anything
    const typed = (value: unknown) => (typeof value === 'string' ? value : '');
    const values = {
      email: typed(body.email),
      first_name: typed(body.first_name),
      last_name: typed(body.last_name),
      referral_code: typed(body.referral_code),
    };
    const parsed = signupFormSchema.safeParse(body);
    if (!parsed.success) {
      return sendHtml(reply, 400, signupPage({ brand, values, errors: zodFieldErrors(parsed.error) }));
    }
    await requestSignup(db, mailer, parsed.data, mailContext);
    return sendHtml(reply, 200, signupSentPage({ brand, email: parsed.data.email }));
  });

  app.get<{ Params: { token: string } }>('/auth/signup/:token', async (request, reply) => {
    const { token } = request.params;
    const email = LINK_TOKEN.test(token) ? await signupLinkEmail(db, token) : undefined;
    if (!email) return sendLinkPage(reply, 404, signupLinkRefusedPage({ brand, reason: 'invalid' }));
    return sendLinkPage(reply, 200, signupFinishPage({ brand, token, email }));
  });

  app.post<{ Params: { token: string } }>('/auth/signup/:token', formRateLimit, async (request, reply) => {
    const { token } = request.params;
    const finished = LINK_TOKEN.test(token) ? await finishSignup(db, token) : { kind: 'invalid' as const };
    if (finished.kind === 'invalid') {
      return sendLinkPage(reply, 404, signupLinkRefusedPage({ brand, reason: 'invalid' }));
    }
    if (finished.kind === 'taken') {
      return sendLinkPage(reply, 409, signupLinkRefusedPage({ brand, reason: 'taken' }));
    }
    await startSession({ db, config }, request, reply, finished.userId);
    return reply.code(303).redirect('/');
  });
}
