import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The e2e suite runs the real server (`npm run serve`) on a fresh SQLite file with the demo world. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8130);
// The workers load this file again: the server's folder is made once and handed down in the
// environment, where the specs read the mail the server writes there (tests/e2e/inbox.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's ceiling, there to end a hang, not to time the app. On a slower CI host (Lighthouse
  // CPU index 1,850, 2026-11-29) a run of the suite took 36 minutes against 19.5 on the one
  // before, and a dozen tests of under 20 s alone took 27 to 31 s beside the other worker.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    // a navigation that hangs fails by name, inside the test's time, instead of eating all of it
    navigationTimeout: 20_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Specs that change the demo auditor's shared data run after the ones that read it, so no
  // reading test sees a figure change under it.
  projects: [
    {
      name: 'reads',
      testIgnore:
        /(auditStores|sync|syncRecovery|report|reportFirstVisit|performAudit|reportEnds|account\w*)\.spec\.ts/,
    },
    {
      name: 'changes',
      testMatch:
        /(auditStores|sync|syncRecovery|report|reportFirstVisit|performAudit|reportEnds|account\w*)\.spec\.ts/,
      dependencies: ['reads'],
    },
  ],
  webServer: {
    // the compiled server production runs (npm run build made it, with the client)
    command: 'node --enable-source-maps dist-server/main.js',
    url: `http://localhost:${E2E_PORT}/auth/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, HOST: '127.0.0.1', BRAND_SHORTNAME: 'Auditly' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
