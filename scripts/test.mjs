// `npm test`: first the system tools the lanes use (found, or installed on a Debian machine as root:
// system-tools.mjs), then every vitest project (unit, API on PGlite and on a PostgreSQL server, components) with
// the type-check, lint and format check beside it at the lowest CPU priority, then the browser tests. Stops after
// the first failing step and ends with one "Tests: N passed, N failed" line over every test that ran; a red run
// never closes on "0 failed". The steps get a temporary folder of their own (TMPDIR); what a step leaves in it
// fails the run, and the whole folder goes when the run ends.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemTools, machineFacts, machineProbe, runShown } from './system-tools.mjs';
import { countReport } from './test-report.mjs';
import {
  leftBehind,
  lowestPriority,
  makeTestTemporaryFolder,
  outcome,
  runStep,
  startChecks,
} from './test-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'store-test-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 }));
const reports = path.join(scratch, 'reports');
mkdirSync(reports);
const testTemporaryFolder = makeTestTemporaryFolder(scratch);
const jsonReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

/** The static checks: each single-threaded, none depending on another. */
const checks = [
  { label: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', 'lint:code'] },
  { label: 'format check', command: 'npm', args: ['run', 'format:check'] },
];

const steps = [
  {
    label: 'unit, API (PGlite and PostgreSQL lanes) and component tests',
    command: 'npx',
    args: ['vitest', 'run', ...jsonReport('vitest.json')],
    report: 'vitest.json',
    // About a quarter of vitest's time on two cores is waiting (a child process starting, a mail's retry, a
    // socket). The checks, about 250 CPU-seconds, run beside it at the lowest CPU priority and take only the
    // time vitest leaves idle, so its timings are as they would be alone (docs/development.md, "How long").
    beside: checks,
  },
  {
    label: 'browser tests (Chromium + axe)',
    command: 'npm',
    args: ['run', 'test', '-w', 'e2e'],
    // playwright.config.ts adds Playwright's JSON reporter (next to its readable one) when this is set.
    env: { E2E_JSON_REPORT: path.join(reports, 'e2e.json') },
    report: 'e2e.json',
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Adds a step's counts; a step that failed without a failed test (type-check, lint, a lane that could not start) counts as one. */
function count(step, succeeded) {
  const file = step.report && path.join(reports, step.report);
  const counts = file && existsSync(file) ? countReport(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (!succeeded && !counts?.failed) totals.failed += 1;
}
function closingLine() {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  return `Tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

const started = Date.now();
console.info('=== system tools ===');
const tools = ensureSystemTools({ probe: machineProbe(), facts: machineFacts(), run: runShown });
if (!tools.ok) {
  console.error(`\n✗ ${tools.message}`);
  totals.failed += 1;
  console.info(closingLine());
  process.exit(1);
}
console.info('✓ system tools');

for (const step of steps) {
  const stepStarted = Date.now();
  console.info(`\n=== ${step.label} ===`);
  if (step.beside) {
    const names = step.beside.map((check) => check.label).join(', ');
    console.info(`(${names} beside it${lowestPriority.length > 0 ? ', at the lowest CPU priority' : ''})`);
  }
  const checking = step.beside
    ? startChecks(step.beside, {
        cwd: root,
        onFailure: (check) =>
          console.error(`\n✗ ${check.label} failed (${check.seconds}s); its output follows the tests.\n`),
      })
    : [];
  const status = await runStep(step, { cwd: root, env: { ...process.env, TMPDIR: testTemporaryFolder } });
  count(step, status === 0);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  console.info(`${status === 0 ? '✓' : '✗'} ${step.label} (${seconds}s)`);
  const checked = await Promise.all(checking);
  for (const check of checked) {
    process.stdout.write(`\n--- ${check.label} ---\n${check.output}`);
    console.info(`${check.status === 0 ? '✓' : '✗'} ${check.label} (${check.seconds}s)`);
  }
  const leftovers = leftBehind(testTemporaryFolder);
  if (leftovers.status !== 0) console.error(`\n✗ ${leftovers.output}`);
  const result = outcome(step, status, [...checked, leftovers]);
  totals.failed += result.failedChecks;
  if (result.exitStatus !== 0) {
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    console.error(`\n✗ failed after ${seconds}s: ${result.failed.join('; ')}`);
    console.info(closingLine());
    process.exit(result.exitStatus);
  }
  if (checked.length > 0) console.info(`✓ ${step.label}, and ${checked.map((c) => c.label).join(', ')}`);
}
console.info(`\nAll test layers passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
console.info(closingLine());
