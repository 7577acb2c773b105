import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

/**
 * A server of the spec's own, on its own fresh demo world: for specs that submit reports, stop and
 * restart the server, or change the SQLite file, so nothing they do reaches the shared server the
 * other specs read. `baseURL` points at it, so `page.goto('/...')` and `page.request` use it.
 */
export interface PrivatePortal {
  url: string;
  dataDir: string;
  /** the SQLite file, for fixtures the app cannot make yet */
  sqlitePath: string;
  /** the server goes away as a crash would leave it: connections refused */
  stop(): Promise<void>;
  /** the same server on the same port and data again; `env` changes settings (another build) */
  start(env?: Record<string, string>): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the private server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/auth/login`)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the private server did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * The server as the shared one runs it: the compiled `dist-server/main.js` that `npm run build`
 * made before the suite (the README's test command builds first). Started through tsx it spent
 * seconds of a core compiling the sources again for each of the suite's four dozen private servers.
 * Without a build (one spec run by hand on a fresh checkout) the sources run through tsx.
 */
const SERVER_ARGS = existsSync('dist-server/main.js')
  ? ['--enable-source-maps', 'dist-server/main.js']
  : ['--import', 'tsx', 'src/server/main.ts'];

export async function startPrivatePortal(env: Record<string, string> = {}): Promise<PrivatePortal> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-private-'));
  let child: ChildProcess | undefined;
  const start = async (changes: Record<string, string> = {}) => {
    const started = spawn(process.execPath, SERVER_ARGS, {
      env: { ...process.env, ...env, ...changes, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    await waitUntilAnswering(url, started);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url, dataDir, sqlitePath: path.join(dataDir, 'portal.sqlite'), start, stop };
}

/**
 * `test` with a private server per spec file: the first test of a file starts it, the worker stops
 * it when it ends. Files that run in one worker do not share one, so none sees another's changes.
 */
export const test = base.extend<
  { portal: PrivatePortal; portalEnv: Record<string, string> },
  { portals: Map<string, PrivatePortal> }
>({
  /** settings the file's server starts with (`test.use({ portalEnv })`), beside the defaults */
  portalEnv: [{}, { option: true }],
  portals: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const portals = new Map<string, PrivatePortal>();
      await use(portals);
      await Promise.all([...portals.values()].map((portal) => portal.stop()));
    },
    { scope: 'worker' },
  ],
  portal: async ({ portals, portalEnv }, use, testInfo) => {
    let portal = portals.get(testInfo.file);
    if (!portal) {
      portal = await startPrivatePortal(portalEnv);
      portals.set(testInfo.file, portal);
    }
    await use(portal);
  },
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';
