import { defineConfig } from 'vitest/config';

// Browser tests: one stack and one Chromium per run (global setup), files one after another because they
// share that stack and the machine has two cores; each test gets a fresh browser context.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./src/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    // The SPA build and the services' start-up happen in the global setup.
    teardownTimeout: 30_000,
  },
});
