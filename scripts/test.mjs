// `npm test`: first the system tools the lanes use (found, or installed on a Debian machine as root:
// system-tools.mjs), then type-check beside lint and format check, every vitest project (unit, API on PGlite and
// on a PostgreSQL server, components), then the browser tests. Stops at the first failing step and ends with
// one "Tests: N passed, N failed" line over every test that ran; a red run never closes on "0 failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemTools, machineFacts, machineProbe, runShown } from './system-tools.mjs';
import { countReport } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'store-test-'));
const jsonReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

const steps = [
  // Each is single-threaded and they do not depend on each other: side by side on two cores. The type-check is
  // the longest (about 70 s alone); ESLint (about 50 s) and the format check (about 25 s) together take about as
  // long, so the step is about the type-check's time when the machine is otherwise idle.
  {
    label: 'type-check, lint and format check (side by side)',
    together: [
      { label: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
      { label: 'lint', command: 'npm', args: ['run', 'lint:code'] },
      { label: 'format check', command: 'npm', args: ['run', 'format:check'] },
    ],
  },
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
/** Runs commands at the same time; each one's output is printed whole when it ends, so none interleave. */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      (command) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command.command, command.args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(`\n--- ${command.label} ---\n${Buffer.concat(output).toString()}`);
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.info(`${code === 0 ? '✓' : '✗'} ${command.label} (${seconds}s)`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return { status: results.find((code) => code !== 0) ?? 0 };
}

for (const step of steps) {
  const stepStarted = Date.now();
  console.info(`\n=== ${step.label} ===`);
  const result = step.together
    ? await runTogether(step.together)
    : spawnSync(step.command, step.args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...step.env },
      });
  count(step, result.status === 0);
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
