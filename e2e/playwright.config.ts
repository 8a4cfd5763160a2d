// Browser tests on @playwright/test with Debian's Chromium (never a downloaded browser). One stack for the
// whole run (global setup); files are spread over two workers (the machine has two cores and the stack
// needs its share), the tests of a file run in order. No retries: a flaky test is a bug to fix.
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunchOptions } from './src/harness/browser';

// `npm test` (scripts/test.mjs) asks for a JSON report to count the tests.
const jsonReport = process.env.E2E_JSON_REPORT;

const reporters: ReporterDescription[] = [
  ['list'],
  ['html', { outputFolder: 'artifacts/report', open: 'never' }],
  ...(jsonReport ? [['json', { outputFile: jsonReport }] satisfies ReporterDescription] : []),
];

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.e2e.test.ts',
  globalSetup: './src/harness/global-setup.ts',
  outputDir: 'artifacts/test-results',
  reporter: reporters,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
