import type { Agent as HttpsAgent } from 'node:https';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, BRAND_READER_ROLES, HEALTH_ENDPOINTS, REVIEW_ROLES, VERSION_HEADER } from '../contract';
import { csrfGuard } from './auth/csrf';
import { memoryFailureStore, redisFailureStore } from './auth/failureStores';
import { LoginThrottle } from './auth/loginThrottle';
import { connectRedis, disconnectRedis } from './auth/redisConnection';
import { resolveSession, SESSION_COOKIE } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { isPostgres } from './db/migrations/columns';
import { createHookSender } from './domain/brand/hookSender';
import { createDeliverySender } from './domain/notices/deliverySender';
import { serveClientApp } from './http/clientApp';
import { installErrorHandler } from './http/errors';
import { requireRole, requireSignedIn } from './http/guards';
import { trackRouteMethods } from './http/methodNotAllowed';
import { installResponseCache } from './http/responseCache';
import { installSecurityHeaders } from './http/securityHeaders';
import { refuseUnstorableInput } from './http/unstorableInput';
import { runNoticeDeliveries } from './jobs/noticeDeliveries';
import { runNoticeSchedule, scheduledLook } from './jobs/noticeSchedule';
import { mailLinkOrigin } from './mail/linkOrigin';
import { createMailer, type Mailer } from './mail/mailer';
import { createPushSender } from './push/pushSender';
import { resolveVapidKeys } from './push/vapidKeys';
import { accountRoutes } from './routes/auditor/account';
import { applicationRoutes } from './routes/auditor/applications';
import { attachmentRoutes } from './routes/auditor/attachments';
import { auditStoreRoutes } from './routes/auditor/auditStores';
import { certificationRoutes } from './routes/auditor/certification';
import { concernRoutes } from './routes/auditor/concerns';
import { configRoute, dashboardRoutes } from './routes/auditor/dashboard';
import { dataViewRoutes } from './routes/auditor/dataViews';
import { deviceUnsentRoutes, managerDeviceUnsentRoutes } from './routes/auditor/deviceUnsent';
import { discoveryRoutes } from './routes/auditor/discovery';
import { idProofRoutes } from './routes/auditor/idProofs';
import { locationRoutes } from './routes/auditor/locations';
import { newerViewRoutes } from './routes/auditor/newerView';
import { paymentRoutes } from './routes/auditor/payments';
import { reportRoutes } from './routes/auditor/report';
import { reportProofRoutes } from './routes/auditor/reportProofs';
import { shopperGuideRoutes } from './routes/auditor/shopperGuide';
import { visitRecordRoutes } from './routes/auditor/visitRecord';
import { registerAuthRoutes } from './routes/auth';
import { brandRoutes } from './routes/brand';
import { brandActionRoutes } from './routes/brandActions';
import { registerBrandInviteRoutes } from './routes/brandInvite';
import { healthRoutes } from './routes/health';
import { managerAccountRecoveryRoutes } from './routes/manager/accountRecovery';
import { managerApplicationRoutes } from './routes/manager/applications';
import { managerAuditorRoutes } from './routes/manager/auditors';
import { managerConcernRoutes } from './routes/manager/concerns';
import { managerIdProofRoutes } from './routes/manager/idProofs';
import { managerOverviewRoutes } from './routes/manager/overview';
import { managerPaymentRoutes } from './routes/manager/payments';
import { moderationRoutes } from './routes/moderation';
import { noticeRoutes } from './routes/notices';
import { registerPasswordResetRoutes } from './routes/passwordReset';
import { pushRoutes } from './routes/push';
import { reviewRoutes } from './routes/review';
import { scoringRoutes } from './routes/scoring';
import { registerSignupRoutes } from './routes/signup';
import { storageEndpoint } from './routes/storage';
import { createObjectStore } from './storage';
import { resolveVisitSigner } from './visit/visitSigner';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** told of every route as it is registered (the route-table test reads the whole table so) */
  onRoute?: (route: RouteOptions) => void;
  /** outgoing mail; by default SMTP_URL's, or files under DATA_DIR/mail without it */
  mailer?: Mailer;
  /**
   * whether this instance sends the queued mail of notices (decision 0038): main.ts says so; a test
   * that builds the server sends them itself when it is ready to look
   */
  sendsNotices?: boolean;
  /** the TLS agent push messages go through; a test trusts its loopback push service with it */
  pushAgent?: HttpsAgent;
  /** how often the notice sender looks at its queue unwoken; a second unless a test says */
  noticeLookEveryMs?: number;
}

/** How often each instance looks for notice deliveries that are due (decision 0038). */
const NOTICE_LOOK_EVERY_MS = 1_000;

/** How often each instance looks for reports due soon and the day's digest (decision 0041). */
const SCHEDULED_NOTICES_EVERY_MS = 5 * 60_000;

/** the probes' scope, as serveEndpoint mounts it (decision 0035) */
const HEALTH_PREFIX = `/api/${HEALTH_ENDPOINTS.live.scope}`;

/** The whole server: used by main.ts to listen and by the tests through inject. */
export async function buildApp({
  db,
  config,
  logger = false,
  onRoute,
  mailer,
  sendsNotices = false,
  pushAgent,
  noticeLookEveryMs = NOTICE_LOOK_EVERY_MS,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    // A stopping instance finishes what reaches it on connections already open (a keep-alive
    // request, a phone's queued save) instead of answering 503; it stops accepting new ones and
    // closes each connection once idle (main.ts bounds the wait).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseUnstorableInput(app);
  const allowedMethods = trackRouteMethods(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(cookie);
  await app.register(formbody);
  // With REDIS_URL every instance counts in one place: the form limits and the login throttle
  // hold across instances behind one address (docs/deploy.md); without it, in this process.
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, config.redisCommandTimeoutMs, (message) => app.log.warn(message))
    : undefined;
  if (redis) app.addHook('onClose', () => disconnectRedis(redis));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'fap:rl:', skipOnError: true } : {}),
  });
  installSecurityHeaders(app, config);
  const responses = installResponseCache(app, { redis, sharedDatabase: isPostgres(db) });
  // the schedule's look, at once: for a test of what it writes, and of what it tells the cache
  app.decorate('scheduledLook', (now: Date) => scheduledLook(db, responses, now));

  // While the instance stops, every response asks its client to close the connection: a busy
  // keep-alive connection would otherwise never fall idle, and the stop would wait for it in vain.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });

  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(HEALTH_PREFIX)) return; // the probe must not wait on a session read
    if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) {
      request.sessionUser = await resolveSession(db, request.cookies[SESSION_COOKIE]);
    }
  });
  app.addHook('onRequest', csrfGuard(config.publicUrl));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.header(VERSION_HEADER, APP_VERSION);
      reply.header('cache-control', 'no-store');
    }
  });

  const failures = redis
    ? redisFailureStore(redis, undefined, (error) =>
        app.log.warn({ err: error }, 'login throttle: Redis failed'),
      )
    : memoryFailureStore();
  // Before the first route, which the plugin must see. Development only (decision 0030): a
  // production server neither imports @fastify/swagger nor answers the document's path.
  if (!config.production) await (await import('./http/openApi')).registerOpenApi(app);
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.brand.accountsEmail,
      dataDir: config.dataDir,
      log: (message) => app.log.info(message),
    });
  const vapidKeys = await resolveVapidKeys(config.push, config.dataDir, config.production);
  if (!vapidKeys) app.log.warn('no VAPID keys are configured: no notice is sent to devices (docs/deploy.md)');
  const visitSigner = await resolveVisitSigner(config.visitSigningKey, config.dataDir, config.production);
  if (!visitSigner)
    app.log.warn('no VISIT_SIGNING_KEY is configured: visits carry no trusted time (docs/deploy.md)');
  if (sendsNotices) {
    const sender = createDeliverySender({
      db,
      mailer: mail,
      push: vapidKeys
        ? createPushSender({ db, keys: vapidKeys, subject: config.push.subject, agent: pushAgent })
        : undefined,
      linkOrigin: mailLinkOrigin(config),
      brand: config.brand.shortName,
      leaseMs: config.noticeLeaseMs,
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    runNoticeDeliveries(app, sender, noticeLookEveryMs);
    // brands' webhooks: a runner of their own, so a slow receiver never holds a notice back
    // (decision 0081), woken by its own queue's signal
    const hooks = createHookSender({
      db,
      allowPrivate: config.webhookAllowPrivate,
      leaseMs: config.noticeLeaseMs,
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    runNoticeDeliveries(app, hooks, noticeLookEveryMs, 'webhooks');
    runNoticeSchedule(app, db, SCHEDULED_NOTICES_EVERY_MS, responses);
  }
  registerAuthRoutes(app, { db, config, throttle: new LoginThrottle(failures) });
  registerSignupRoutes(app, { db, config, mailer: mail });
  registerBrandInviteRoutes(app, { db, config });
  registerPasswordResetRoutes(app, { db, config });
  await app.register(healthRoutes(db), { prefix: HEALTH_PREFIX });
  const objectStore = await createObjectStore(config);
  await app.register(storageEndpoint(db, objectStore));

  await app.register(
    async (signedIn) => {
      signedIn.addHook('onRequest', requireSignedIn());
      await signedIn.register(configRoute(config));
      await signedIn.register(noticeRoutes(db));
      await signedIn.register(
        pushRoutes(db, {
          publicKey: vapidKeys?.publicKey ?? null,
          serviceOrigins: config.push.serviceOrigins,
        }),
      );
    },
    { prefix: '/api/auditor' },
  );
  await app.register(
    async (auditor) => {
      // onRequest, before the body is even read: a request without a session is 403 whatever its
      // body (malformed, oversized), so the offline client pauses (403) instead of parking a
      // change as refused (400), and a caller without a session costs no body parsing.
      auditor.addHook('onRequest', requireRole('auditor'));
      await auditor.register(dashboardRoutes(db, responses));
      await auditor.register(dataViewRoutes(db));
      await auditor.register(accountRoutes(db, config));
      await auditor.register(locationRoutes(db));
      await auditor.register(discoveryRoutes(db, responses));
      await auditor.register(applicationRoutes(db));
      await auditor.register(paymentRoutes(db));
      await auditor.register(concernRoutes(db));
      await auditor.register(newerViewRoutes(config));
      await auditor.register(certificationRoutes(db));
      await auditor.register(shopperGuideRoutes(db, config));
      await auditor.register(auditStoreRoutes(db, visitSigner));
      await auditor.register(reportRoutes(db, visitSigner));
      await auditor.register(visitRecordRoutes(db, visitSigner, objectStore));
      await auditor.register(idProofRoutes(db, objectStore));
      await auditor.register(attachmentRoutes(db, objectStore));
      await auditor.register(reportProofRoutes(db, objectStore));
      await auditor.register(deviceUnsentRoutes(db));
    },
    { prefix: '/api/auditor' },
  );
  await app.register(
    async (manager) => {
      // the manager's calls (decision 0024): 403 for every other role, as for the auditor's
      manager.addHook('onRequest', requireRole('manager'));
      await manager.register(managerAuditorRoutes(db));
      await manager.register(managerApplicationRoutes(db));
      await manager.register(managerPaymentRoutes(db));
      await manager.register(managerConcernRoutes(db));
      await manager.register(managerOverviewRoutes(db));
      await manager.register(managerIdProofRoutes(db, objectStore));
      await manager.register(managerDeviceUnsentRoutes(db));
      await manager.register(managerAccountRecoveryRoutes(db, mail, config));
    },
    { prefix: '/api/manager' },
  );
  await app.register(
    async (review) => {
      review.addHook('onRequest', requireRole(REVIEW_ROLES));
      await review.register(reviewRoutes(db, objectStore, visitSigner));
      await review.register(scoringRoutes(db));
    },
    { prefix: '/api/review' },
  );
  await app.register(
    async (brand) => {
      brand.addHook('onRequest', requireRole(BRAND_READER_ROLES));
      await brand.register(
        brandRoutes(
          db,
          objectStore,
          mail,
          { origin: mailLinkOrigin(config), brand: config.brand.shortName },
          responses,
        ),
      );
      await brand.register(brandActionRoutes(db, objectStore));
    },
    { prefix: '/api/brand' },
  );
  await app.register(
    async (moderation) => {
      moderation.addHook('onRequest', requireRole('moderator'));
      await moderation.register(moderationRoutes(db, objectStore));
    },
    { prefix: '/api/moderation' },
  );

  await serveClientApp(app, db, config.clientDir, allowedMethods);
  return app;
}
