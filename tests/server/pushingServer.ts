import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type PushService, startPushService } from './pushService';
import { makePushTls } from './pushTls';
import { createTestDb, type TestDatabase } from './testDb';

export interface PushingServer {
  app: FastifyInstance;
  t: TestDatabase;
  service: PushService;
  keys: { publicKey: string; privateKey: string };
  close(): Promise<void>;
}

/**
 * The real server sending its notices as production does (its own sender running), pushing to a
 * loopback push service it trusts (pushService.ts), on a fresh database of `dialect`.
 */
export async function startPushingServer(
  dialect: 'sqlite' | 'postgres',
  options: { noticeLookEveryMs?: number } = {},
): Promise<PushingServer> {
  const service = await startPushService(await makePushTls());
  const keys = webpush.generateVAPIDKeys();
  const t = await createTestDb(dialect);
  const config = {
    ...loadConfig({
      SEED_DEMO_DATA: '0',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SERVICE_ORIGINS: service.origin,
    }),
    clientDir: undefined,
  };
  const app = await buildApp({
    db: t.db,
    config,
    sendsNotices: true,
    pushAgent: service.agent,
    mailer: { send: async () => undefined },
    ...options,
  });
  await app.ready();
  return {
    app,
    t,
    service,
    keys,
    close: async () => {
      await app.close();
      await t.close();
      await service.close();
    },
  };
}
