import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BATCH_PATH } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import {
  apiCall,
  reportInProgress as inProgressOn,
  type PortalProcess,
  signIn as signInOn,
  startPortalProcess,
} from './portalProcess';

/**
 * docs/deploy.md: two server processes on one PostgreSQL database, one Redis and one object store.
 * A session made on one works on the other, a write through one is read through the other, and a
 * bounded load on both at once (loopback only) loses nothing, applies nothing twice and answers no
 * 5xx. The object store is the built-in S3-style store (presigned POST policies) on a directory
 * both share, as no S3 server can be installed here; production uses S3 or MinIO (docs/deploy.md).
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/** Requests of the load test, and how many are in flight at once. */
const WRITES_PER_QUESTION = 40;
const IN_FLIGHT = 16;

type Instance = PortalProcess;

describe.runIf(DATABASE && REDIS)('two instances on one PostgreSQL database', () => {
  const name = `fap_two_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
  const instances: Instance[] = [];
  let admin: pg.Client;
  let database: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(DATABASE as string);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS as string,
      DATA_DIR: dataDir,
      SESSION_SECRET: `two-instances-${randomUUID()}`,
    };
    // One at a time: the first migrates and seeds, the second finds both done.
    instances.push(await startPortalProcess(8301, env));
    instances.push(await startPortalProcess(8302, env));
    database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.end();
    await admin?.query(`drop database if exists ${name}`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const [first, second] = [() => instances[0] as Instance, () => instances[1] as Instance];

  const signIn = (on: Instance) => signInOn(on.origin);
  const api = (on: Instance, cookie: string, apiPath: string, body?: unknown) =>
    apiCall(on.origin, cookie, apiPath, body);
  const reportInProgress = (cookie: string) => inProgressOn(first().origin, cookie);

  it('a session made on one instance works on the other, and a write through one is read through the other', async () => {
    const cookie = await signIn(first());
    const { storeId, plain } = await reportInProgress(cookie);
    const question = plain[0];
    if (!question) throw new Error('no PLAIN question');
    const text = `Written through the second ${randomUUID()}`;
    const saved = await api(second(), cookie, `auditor/question/${question.id}/answer`, {
      audit_store: storeId,
      answer_text: [text],
      status: true,
    });
    expect(saved.status).toBe(200);
    const answers = (await (
      await api(first(), cookie, `auditor/audit_store/${storeId}/answer`)
    ).json()) as Array<{
      question: number;
      answer_text: string[];
    }>;
    expect(answers.find((a) => a.question === question.id)?.answer_text).toEqual([text]);
  });

  it('an upload started on one instance is stored through the other and completed on the first', async () => {
    const cookie = await signIn(first());
    const bytes = new Uint8Array(2048).map((_, i) => i % 251);
    const started = await api(first(), cookie, 'auditor/id_proof/attachment', {
      file_name: 'pan.png',
      file_size: bytes.length,
      file_type: 'image/png',
    });
    expect(started.status).toBe(200);
    const { url, fields, attachment } = (await started.json()) as {
      url: string;
      fields: Record<string, string>;
      attachment: { id: string };
    };
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'pan.png');
    // The policy signed by the first instance is checked by the second (one SESSION_SECRET).
    const stored = await fetch(new URL(url, second().origin), {
      method: 'POST',
      headers: { origin: second().origin },
      body: form,
    });
    expect(stored.status).toBe(201);
    const completed = await api(
      first(),
      cookie,
      `auditor/attachment/${encodeURIComponent(attachment.id)}/complete`,
      {},
    );
    expect(completed.status).toBe(200);
    const row = await database.query('select state from attachments where id = $1', [attachment.id]);
    expect(row.rows[0]?.state).toBe('COMPLETED');
  });

  it('a bounded load on both at once: every acknowledged write lands once, none is lost, no 5xx', async () => {
    const cookie = await signIn(second());
    const { storeId, plain } = await reportInProgress(cookie);
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    // Each question gets its values in order, alternating instances, as one device's retries
    // might; every write is sent twice (a replay after a lost answer) to the other instance too,
    // and every fourth goes in a batch. The last value of each question must be what is stored.
    const lastValue = new Map<number, string>();
    const work = plain.map((question) => async () => {
      for (let i = 0; i < WRITES_PER_QUESTION; i++) {
        const value = `q${question.id} v${i}`;
        const body = { audit_store: storeId, answer_text: [value], status: true };
        const path = `auditor/question/${question.id}/answer`;
        const [one, other] = i % 2 === 0 ? [first(), second()] : [second(), first()];
        const sent =
          i % 4 === 3
            ? await api(one, cookie, REPORT_BATCH_PATH, { calls: [{ path, body }] })
            : await api(one, cookie, path, body);
        count(sent.status);
        const replay = await api(other, cookie, path, body);
        count(replay.status);
        if (sent.ok && replay.ok) lastValue.set(question.id, value);
      }
    });
    // Concerns about one payment sent to both instances at once with one client key: kept once.
    const payments = (await database.query(
      'select id from payments where auditor_id = (select id from users where email = $1) limit 1',
      [DEMO_ACCOUNTS.auditor.email],
    )) as { rows: Array<{ id: number }> };
    const paymentId = payments.rows[0]?.id;
    if (paymentId === undefined) throw new Error('the demo auditor has no payment');
    const concernKey = randomUUID();
    const concerns = Array.from({ length: 8 }, (_, i) => async () => {
      const on = i % 2 === 0 ? first() : second();
      const sent = await api(on, cookie, `auditor/payment/${paymentId}/payment_concern`, {
        message: 'The amount is short by the parking fee.',
        client_key: concernKey,
      });
      count(sent.status);
    });

    const queue = [...work, ...concerns];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job();
      }),
    );

    // Every request was a valid one: all answered 200 (none refused, none failed).
    const requests = plain.length * WRITES_PER_QUESTION * 2 + concerns.length;
    expect(Object.fromEntries(statuses)).toEqual({ 200: requests });
    const stored = await database.query(
      'select question_id, answer_text, count(*) over (partition by question_id) as copies from answers where audit_store_id = $1',
      [storeId],
    );
    const byQuestion = new Map(
      (stored.rows as Array<{ question_id: number; answer_text: string; copies: string | number }>).map(
        (row) => [row.question_id, row],
      ),
    );
    expect(lastValue.size).toBe(plain.length);
    for (const [questionId, value] of lastValue) {
      expect(JSON.parse(byQuestion.get(questionId)?.answer_text ?? '[]')).toEqual([value]);
      expect(Number(byQuestion.get(questionId)?.copies)).toBe(1);
    }
    const kept = await database.query('select count(*)::int as n from concerns where client_key = $1', [
      concernKey,
    ]);
    expect(kept.rows[0]?.n).toBe(1);
  }, 120_000);
});
