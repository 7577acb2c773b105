import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { workerSharingChunks } from './scripts/workerSharingChunks';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, which left
    // a core idle while a file waited on PostgreSQL or a child process (17 min for the suite).
    // Files that start servers take ports of their own (tests/server/portalProcess.ts callers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // the page's modules import a worker's address (scripts/workerSharingChunks.ts)
        plugins: [workerSharingChunks()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // a budget against hangs, not a speed check: CI runs the whole suite on two cores
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
