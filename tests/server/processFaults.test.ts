import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createPgDatabase,
  type PortalProcess,
  reportInProgress,
  signIn,
  startPortalProcess,
} from './portalProcess';
import { type SaveLoad, startSaveLoad } from './saveLoad';
import { DIALECTS } from './testDb';

const DATABASE = process.env.TEST_DATABASE_URL;
const CRASHES = 3;
/** how long the load runs before each crash or stop */
const LOAD_MS = 700;

/** Where one instance keeps its data: a SQLite file in a directory, or a PostgreSQL database. */
async function storageFor(dialect: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'process-faults-'));
  const database =
    dialect === 'postgres' ? await createPgDatabase(DATABASE as string, 'fap_crash') : undefined;
  return {
    env: {
      DATA_DIR: dataDir,
      SESSION_SECRET: `process-faults-${randomUUID()}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    remove: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function storedAnswers(origin: string, cookie: string, storeId: number) {
  const answers = (await (
    await apiCall(origin, cookie, `auditor/audit_store/${storeId}/answer`)
  ).json()) as Array<{
    question: number;
    answer_text: string[];
  }>;
  return new Map(answers.map((answer) => [answer.question, answer.answer_text[0]]));
}

function expectNothingLost(load: SaveLoad, stored: Map<number, string | undefined>) {
  for (const [questionId, possible] of load.possible) expect(possible).toContain(stored.get(questionId));
}

/**
 * What only a whole process shows (the server under faults): a kill -9 in the middle of a load
 * loses no acknowledged save and applies none twice, a stop finishes what is in flight instead of
 * answering 503, and instances that boot together on an empty database all come up.
 */
describe.each(DIALECTS)('an instance on %s under process faults', (dialect) => {
  const port = dialect === 'sqlite' ? 8321 : 8322;
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`killed with SIGKILL ${CRASHES} times under load: every acknowledged save is there after each restart`, async () => {
    const storage = await storageFor(dialect);
    cleanups.push(storage.remove);
    let portal: PortalProcess = await startPortalProcess(port, storage.env);
    cleanups.push(() => portal.stop('SIGKILL').then(() => undefined));
    const cookie = await signIn(portal.origin);
    const { storeId, plain } = await reportInProgress(portal.origin, cookie);
    const questionIds = plain.slice(0, 6).map((q) => q.id);
    let acknowledged = 0;
    for (let crash = 0; crash < CRASHES; crash++) {
      const load = startSaveLoad(
        { origin: () => portal.origin, cookie, storeId, questionIds },
        `crash ${crash}`,
      );
      await new Promise((r) => setTimeout(r, LOAD_MS));
      await portal.stop('SIGKILL');
      const result = await load.stop();
      acknowledged += result.acknowledged;
      portal = await startPortalProcess(port, storage.env);
      // the session is a database row: the same device goes on after the restart
      expectNothingLost(result, await storedAnswers(portal.origin, cookie, storeId));
    }
    expect(acknowledged).toBeGreaterThan(CRASHES * 10);
    console.info(`${dialect}: ${CRASHES} SIGKILLs under load, ${acknowledged} acknowledged saves, none lost`);
  }, 120_000);

  it('stopped with SIGTERM under load: requests in flight are answered (no 503) and it exits 0', async () => {
    const storage = await storageFor(dialect);
    cleanups.push(storage.remove);
    const portal = await startPortalProcess(port + 10, storage.env);
    const cookie = await signIn(portal.origin);
    const { storeId, plain } = await reportInProgress(portal.origin, cookie);
    const questionIds = plain.slice(0, 6).map((q) => q.id);
    const load = startSaveLoad({ origin: () => portal.origin, cookie, storeId, questionIds }, 'stop');
    await new Promise((r) => setTimeout(r, LOAD_MS));
    const exitCode = await portal.stop('SIGTERM');
    const result = await load.stop();
    expect(exitCode).toBe(0);
    console.info(
      `${dialect}: SIGTERM under load, saves answered ${JSON.stringify(Object.fromEntries(result.statuses))}`,
    );
    expect(result.statuses.get(503) ?? 0).toBe(0);
    expect([...result.statuses.keys()].filter((status) => status !== 200 && status !== 'network')).toEqual(
      [],
    );
    const again = await startPortalProcess(port + 10, storage.env);
    try {
      expectNothingLost(result, await storedAnswers(again.origin, cookie, storeId));
    } finally {
      await again.stop();
    }
  }, 120_000);
});

describe.runIf(DATABASE)('instances that boot together on an empty PostgreSQL database', () => {
  it('all come up: one migrates and seeds, the others wait for it and find it done', async () => {
    const storage = await storageFor('postgres');
    const started = await Promise.allSettled(
      [8331, 8332, 8333].map((port) => startPortalProcess(port, storage.env)),
    );
    const portals = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(
        started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up')),
      ).toEqual(['up', 'up', 'up']);
      for (const portal of portals) expect(await signIn(portal.origin)).toMatch(/^sid=/);
    } finally {
      await Promise.all(portals.map((portal) => portal.stop()));
      await storage.remove();
    }
  }, 120_000);
});
