// Browser tests on @playwright/test with Debian's Chromium headless shell (never a downloaded browser).
// One stack for the whole run (global setup); files are spread over one worker more than the machine has cores
// (much of a test's time is waiting: the emulated network, a socket, a timer; with one worker per core about a
// fifth of the CPU time was idle), the tests of a file run in order. No retries: a flaky test is a bug to fix.
import { availableParallelism } from 'node:os';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { testBrowserLaunchOptions } from './src/harness/browser';

// `npm test` (scripts/test.mjs) asks for a JSON report to count the tests.
const jsonReport = process.env.E2E_JSON_REPORT;
const CATALOGUE_ADDITIONS = '**/admin-adds-product.e2e.test.ts';
const WITH_THE_HELPER = '**/live-help/*.e2e.test.ts';
const fullTrace = process.env.E2E_TRACE === 'full';

const reporters: ReporterDescription[] = [
  ['list'],
  ['html', { outputFolder: 'artifacts/report', open: 'never' }],
  ...(jsonReport ? [['json', { outputFile: jsonReport }] satisfies ReporterDescription] : []),
];

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.e2e.test.ts',
  // Tests compare what the store shows with the catalogue the API lists; the one test that adds a product
  // waits for every other file, so no list grows under a test that is comparing it.
  // The live-help tests with two people share the one demo helper, so they run one at a time, on one worker
  // while the store's other files take the other. Listed first, they start first: last, they ran alone at the
  // end of the run with the other worker idle.
  projects: [
    { name: 'live help', testMatch: WITH_THE_HELPER, workers: 1 },
    { name: 'store', testIgnore: [CATALOGUE_ADDITIONS, WITH_THE_HELPER] },
    {
      name: 'catalogue additions',
      testMatch: CATALOGUE_ADDITIONS,
      dependencies: ['store', 'live help'],
    },
  ],
  globalSetup: './src/harness/global-setup.ts',
  outputDir: 'artifacts/test-results',
  reporter: reporters,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A limit for a test that hangs, not a speed target: the longest take 15–25 s on two busy cores here.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: testBrowserLaunchOptions(),
    // A failed test keeps a trace of its actions, requests and console, and a screenshot. The trace's DOM
    // snapshots and screencast are recorded only with E2E_TRACE=full: recording them for every test, to keep
    // those of the few that fail, took about a quarter of the browser tests' CPU (docs/development.md).
    trace: {
      mode: 'retain-on-failure',
      snapshots: fullTrace,
      screenshots: fullTrace,
    },
    screenshot: 'only-on-failure',
  },
});
