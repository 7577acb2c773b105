import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Starts a Node/TS script as a child process and waits until `readyUrl` answers. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  /** the tree to run it in (another commit's checkout, for an A/B bench); else this one */
  cwd?: string,
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyUrl}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The real server with the demonstration world, on a fresh SQLite file unless `dataDir` names one
 * a previous start seeded (a bench that edits the data in between starts it twice).
 */
export async function startPortal(
  port: number,
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
  env: Record<string, string> = {},
  cwd?: string,
) {
  const server = await startProcess(
    'src/server/main.ts',
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    `http://127.0.0.1:${port}/auth/login`,
    cwd,
  );
  return { ...server, dataDir };
}

/** Logs in through the real login form and returns the Cookie header. */
export async function loginCookie(
  baseUrl: string,
  email: string,
  password: string,
  /** the origin the browser would send: the public one, behind a front (bench/tlsFront.ts) */
  origin = baseUrl,
): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, next: '/' }),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`login failed: ${res.status}`);
  return sid.split(';')[0] ?? '';
}

/** A database of its own on the PostgreSQL server (`prefix` plus a time), dropped afterwards whatever happens. */
export async function withBenchDatabase<T>(
  serverUrl: string,
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
