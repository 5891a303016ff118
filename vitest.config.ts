import { defineConfig } from 'vitest/config';

// One config, three projects: `npm test` runs them in order (scripts/test.mjs).
// In the browser, charts draw after their chunk and figures arrive: a loaded machine needs more than
// expect.poll's 1 s default, so e2e polls wait up to 15 s unless a test says otherwise.
export default defineConfig({
  test: {
    projects: [
      // A codegen test builds the whole spec, 1–2 s on a quiet machine and over 5 s on a loaded one.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 } },
      // Several server processes on PostgreSQL and Redis; scripts/test.mjs runs it when both answer (CI: must).
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
