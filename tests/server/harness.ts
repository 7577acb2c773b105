import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/database';
import type { OutgoingMail } from '../../src/server/mail/mailer';
import { createTestDb, type TestDatabase } from './testDb';

export const ORIGIN = 'http://localhost:80';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** every mail the server sent, oldest first */
  mail: OutgoingMail[];
  close(): Promise<void>;
}

/** The real server (buildApp) on a fresh migrated database, without the built client. */
export async function startHarness(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<Harness> {
  const t: TestDatabase = await createTestDb(dialect);
  // a folder of its own for what the server stores (proofs, keys), unless the test names one: test
  // files run side by side, and a fresh database's ids and a test's fixed ids would meet in one
  const ownDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'portal-harness-')) : undefined;
  const config = {
    ...loadConfig({ SEED_DEMO_DATA: '0', ...(ownDir ? { DATA_DIR: ownDir } : {}), ...env }),
    clientDir: undefined,
  };
  // mail is kept here for the test to read, never written or sent
  const mail: OutgoingMail[] = [];
  const app = await buildApp({
    db: t.db,
    config,
    mailer: { send: async (message) => void mail.push(message) },
  });
  return {
    app,
    db: t.db,
    config,
    mail,
    close: async () => {
      await app.close();
      await t.close();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Inserts a user with the rows every auditor has; returns its id. */
export async function createUser(
  db: Db,
  options: { email?: string; password?: string; role?: Role; isActive?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  userCounter += 1;
  // read once, before any await: users created in parallel each keep their own number
  const number = userCounter;
  const email = options.email ?? `user${number}-${Date.now()}@example.test`;
  const password = options.password ?? 'correct horse battery';
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      role: options.role ?? 'auditor',
      is_active: options.isActive === false ? 0 : 1,
      referral_code: `T${number}${Date.now().toString(36).toUpperCase()}`,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ user_id: id, first_name: options.firstName ?? '', updated_at: now })
    .execute();
  await db.insertInto('account_flags').values({ user_id: id }).execute();
  await db.insertInto('preferences').values({ user_id: id }).execute();
  return { id, email, password };
}

export function cookieHeader(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return `sid=${sid.value}`;
}

export function login(app: FastifyInstance, email: string, password: string, next = '/') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, next }).toString(),
  });
}

/** Logs a user in through the real login form and returns the Cookie header of the session. */
export async function sessionFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  return cookieHeader(await login(app, email, password));
}
