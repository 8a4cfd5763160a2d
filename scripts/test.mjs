// `npm test`: first the system tools the lanes use (found, or installed on a Debian machine as root:
// system-tools.mjs), then every vitest project (unit, API on PGlite and on a PostgreSQL server, components) with
// the type-check, lint and format check beside it at the lowest CPU priority, then the browser tests. Stops after
// the first failing step (test-run.mjs runs them) and ends with one "Tests: N passed, N failed" line over every
// test that ran. The steps get a temporary folder of their own (TMPDIR); what a step leaves in it fails the run,
// and the whole folder goes when the run ends, Ctrl-C included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemTools, machineFacts, machineProbe, runShown } from './system-tools.mjs';
import { closingLine, runSteps } from './test-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jsonReport = (reports, name) => [
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

const stepsFor = (reports) => [
  {
    label: 'unit, API (PGlite and PostgreSQL lanes) and component tests',
    command: 'npx',
    args: ['vitest', 'run', ...jsonReport(reports, 'vitest.json')],
    report: 'vitest.json',
    // Part of vitest's time is waiting (a child process starting, a mail's retry, a socket), even with one
    // worker more than the cores. The checks, 100-250 CPU-seconds, run beside it at the lowest CPU priority and
    // take mostly the time vitest leaves idle (docs/development.md, "How long").
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

const started = Date.now();
console.info('=== system tools ===');
const tools = ensureSystemTools({ probe: machineProbe(), facts: machineFacts(), run: runShown });
if (!tools.ok) {
  console.error(`\n✗ ${tools.message}`);
  console.info(closingLine({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
}
console.info('✓ system tools');
process.exit(await runSteps(stepsFor, { cwd: root, started }));
