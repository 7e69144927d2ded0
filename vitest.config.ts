import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI machine, where the
    // API suites spend much of their time waiting on PostgreSQL, child processes and timers.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web',
      'apps/admin',
      { test: { name: 'budget', include: ['bench/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
