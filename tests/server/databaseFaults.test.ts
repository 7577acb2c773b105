import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../../src/server/routes/health';
import {
  apiCall,
  createPgDatabase,
  type PortalProcess,
  reportInProgress,
  signIn,
  startPortalProcess,
} from './portalProcess';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

const DATABASE = process.env.TEST_DATABASE_URL;

/**
 * A PostgreSQL connection that drops or stalls under a running instance
 * (docs/rules.md#durability-and-concurrency): the instance stays up,
 * answers what it cannot do 503 (the device retries), never 500, and serves again as soon as the
 * database answers. The instance reaches PostgreSQL through a TCP proxy of the test's own, which
 * stalls or cuts only these connections.
 */
describe.runIf(DATABASE)('an instance whose PostgreSQL connections drop or stall', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'database-faults-'));
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let proxy: TcpProxy;
  let portal: PortalProcess;
  let cookie: string;
  let report: Awaited<ReturnType<typeof reportInProgress>>;

  beforeAll(async () => {
    database = await createPgDatabase(DATABASE as string, 'fap_faults');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    portal = await startPortalProcess(8311, {
      DATABASE_URL: throughProxy.toString(),
      DATA_DIR: dataDir,
      SESSION_SECRET: `faults-${randomUUID()}`,
    });
    cookie = await signIn(portal.origin);
    report = await reportInProgress(portal.origin, cookie);
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const alive = () => portal.child.exitCode === null && portal.child.signalCode === null;
  const saveAnswer = (questionId: number, text: string) =>
    apiCall(portal.origin, cookie, `auditor/question/${questionId}/answer`, {
      audit_store: report.storeId,
      answer_text: [text],
      status: true,
    });
  async function storedText(client: pg.Client, questionId: number): Promise<string | undefined> {
    const { rows } = await client.query(
      'select answer_text from answers where audit_store_id = $1 and question_id = $2',
      [report.storeId, questionId],
    );
    const stored = rows[0]?.answer_text as string | undefined;
    return stored === undefined ? undefined : (JSON.parse(stored) as string[])[0];
  }

  it('keeps serving after its idle connections are terminated', async () => {
    // fill the pool with idle connections, then end them all from the server's side
    await Promise.all(Array.from({ length: 6 }, () => apiCall(portal.origin, cookie, 'auditor/audit_store')));
    expect(await database.terminateBackends()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(alive()).toBe(true);
    const after = await apiCall(portal.origin, cookie, 'auditor/audit_store');
    expect(after.status).toBe(200);
    expect(portal.stderr()).not.toMatch(/Unhandled 'error' event/);
  });

  it('under load with connections terminated again and again: only 200 or 503, every acknowledged save stored', async () => {
    const questions = report.plain.slice(0, 8);
    expect(questions.length).toBeGreaterThanOrEqual(4);
    const statuses = new Map<number, number>();
    /**
     * Per question, every value sent from its last acknowledged one on: the stored one is among
     * them. Until a save of it is acknowledged, what it held before stays possible too: under
     * these faults every save of a question may meet a cut connection and none land.
     */
    const possible = new Map<number, Array<string | undefined>>();
    const before = new pg.Client({ connectionString: database.url });
    await before.connect();
    try {
      for (const question of questions) possible.set(question.id, [await storedText(before, question.id)]);
    } finally {
      await before.end();
    }
    let loading = true;
    const writers = questions.map(async (question) => {
      for (let i = 0; loading; i++) {
        const text = `under fault ${question.id} #${i}`;
        const response = await saveAnswer(question.id, text);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // a 503 whose COMMIT was cut may have landed: it stays possible, as the phone would resend it
        const sent = response.status === 200 ? [] : (possible.get(question.id) ?? []);
        possible.set(question.id, [...sent, text]);
      }
    });
    let terminated = 0;
    for (let round = 0; round < 15; round++) {
      await new Promise((r) => setTimeout(r, 120));
      terminated += await database.terminateBackends();
    }
    loading = false;
    await Promise.all(writers);

    expect(alive()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    console.info(
      `${terminated} backends terminated under load; saves answered ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      for (const question of questions) {
        expect(possible.get(question.id)).toContain(await storedText(check, question.id));
      }
    } finally {
      await check.end();
    }
    // and the very next save, with the faults over, is acknowledged
    expect((await saveAnswer(questions[0]?.id as number, 'after the faults')).status).toBe(200);
  }, 60_000);

  it('when every connection is cut at once, the next request is served on new ones', async () => {
    await apiCall(portal.origin, cookie, 'auditor/audit_store');
    proxy.cut();
    await new Promise((r) => setTimeout(r, 200));
    expect(alive()).toBe(true);
    const response = await apiCall(portal.origin, cookie, 'auditor/audit_store');
    expect(response.status).toBe(200);
  });

  it('a stalled database: readiness turns 503 within its bound, API calls end in 503, not a hang, and all recovers', async () => {
    const question = report.plain[0]?.id as number;
    proxy.stall();
    try {
      const started = Date.now();
      const ready = await fetch(`${portal.origin}/api/health/ready`);
      const readyMs = Date.now() - started;
      expect(ready.status).toBe(503);
      expect(readyMs).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
      const live = await fetch(`${portal.origin}/api/health/live`);
      expect(live.status).toBe(200);
      const save = await saveAnswer(question, 'during the stall');
      expect(save.status).toBe(503);
      expect(save.headers.get('retry-after')).toBeTruthy();
    } finally {
      proxy.resume();
    }
    expect((await fetch(`${portal.origin}/api/health/ready`)).status).toBe(200);
    expect((await saveAnswer(question, 'after the stall')).status).toBe(200);
    expect(alive()).toBe(true);
  }, 60_000);
});
