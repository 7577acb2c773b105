import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';

/**
 * The real server as its own process (`npm run serve`'s entry), for tests of what only a process
 * shows: that it stays up (an unhandled 'error' event ends it), how it stops, two of them on one
 * database. Its standard error is kept for the test to read.
 */
export interface PortalProcess {
  origin: string;
  child: ChildProcess;
  /** everything the process wrote to standard error so far */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startPortalProcess(port: number, env: Record<string, string>): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`instance on ${port} exited with ${child.exitCode}: ${errors}`);
    const ready = await fetch(`${origin}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    child,
    stderr: () => errors,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Logs the demo auditor (or another account) in through the login form; the Cookie header. */
export async function signIn(
  origin: string,
  account: { email: string; password: string } = DEMO_ACCOUNTS.auditor,
): Promise<string> {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, password: account.password, next: '/' }),
  });
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`no session: ${response.status}`);
  return sid.split(';')[0] as string;
}

/** An API call as the app makes it: GET without a body, POST with JSON. */
export function apiCall(origin: string, cookie: string, apiPath: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}/api/${apiPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The demo auditor's report in progress and its PLAIN (free text) questions. */
export async function reportInProgress(origin: string, cookie: string) {
  const stores = (await (await apiCall(origin, cookie, 'auditor/audit_store')).json()) as Array<{
    id: number;
    status: string;
  }>;
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('no report in progress');
  const sections = (await (
    await apiCall(origin, cookie, `auditor/audit_store/${store.id}/section`)
  ).json()) as Array<{
    questions: Array<{ id: number; question_type: string; hide_question: boolean }>;
  }>;
  const plain = sections.flatMap((s) => s.questions).filter((q) => q.question_type === 'PLAIN');
  return { storeId: store.id, plain };
}

/** A database of its own on the test PostgreSQL server; `drop` removes it, connections and all. */
export async function createPgDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    /** ends every server connection to the database but `admin`'s, as a failover or reaper would */
    terminateBackends: async () =>
      (
        await admin.query(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
      ).rows[0]?.n as number,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
