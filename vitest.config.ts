import { defineConfig } from 'vitest/config';
import { workerSharingChunks } from './scripts/workerSharingChunks';

export default defineConfig({
  test: {
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
