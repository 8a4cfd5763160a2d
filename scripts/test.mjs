// `npm test`: type-check, lint and format check, every vitest project (unit, API on PGlite and on a
// PostgreSQL server, components), then the browser tests. Stops at the first failing step and ends with
// one "Tests: N passed, N failed" line over every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'store-test-'));
const jsonReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

const steps = [
  { label: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', 'lint'] },
  {
    label: 'unit, API (PGlite and PostgreSQL lanes) and component tests',
    command: 'npx',
    args: ['vitest', 'run', ...jsonReport('vitest.json')],
    report: 'vitest.json',
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
function count(report) {
  const file = path.join(reports, report);
  if (!existsSync(file)) return;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  if (result.stats) {
    // Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed on a retry (retries
    // are off, so it stays 0).
    totals.passed += (result.stats.expected ?? 0) + (result.stats.flaky ?? 0);
    totals.failed += result.stats.unexpected ?? 0;
    totals.skipped += result.stats.skipped ?? 0;
    return;
  }
  // vitest's JSON report.
  totals.passed += result.numPassedTests ?? 0;
  totals.failed += result.numFailedTests ?? 0;
  totals.skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
}
function closingLine() {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  return `Tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.info(`\n=== ${step.label} ===`);
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.report) count(step.report);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.label} failed after ${seconds}s`);
    console.info(closingLine());
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${step.label} (${seconds}s)`);
}
console.info(`\nAll test layers passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
console.info(closingLine());
