// The run of `npm test`'s steps (test.mjs lists them): each step with the checks beside it, stopping after the
// first that fails, and one closing "Tests: N passed, N failed" line over every test that ran; a red run never
// closes on "0 failed". The steps get a temporary folder of their own (TMPDIR) inside the run's folder; what a
// step leaves in it fails the run, and the run's folder goes when the run ends, passed, failed or stopped by
// Ctrl-C or SIGTERM.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { countReport } from './test-report.mjs';
import {
  leftBehind,
  lowestPriority,
  makeTestTemporaryFolder,
  outcome,
  processesUsing,
  runStep,
  startChecks,
  stillRunning,
  stopRunning,
} from './test-steps.mjs';

/** The closing line: every test counted, skipped ones named only when there are any. */
export function closingLine(totals) {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  return `Tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

/**
 * Runs the steps `stepsFor(reports)` gives (`reports`: the folder their JSON reports go to) in the working
 * folder `cwd`, and resolves with the run's exit status. On Ctrl-C (SIGINT, which the terminal sends to the steps
 * too) or SIGTERM (passed on to the steps and checks still running) the run stops once they have ended, and its
 * folder is removed; a second signal kills them at once.
 */
export async function runSteps(stepsFor, { cwd, started = Date.now() }) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
  const reports = path.join(scratch, 'reports');
  mkdirSync(reports);
  const testTemporaryFolder = makeTestTemporaryFolder(scratch);
  const totals = { passed: 0, failed: 0, skipped: 0 };

  let stoppedBy;
  const onSignal = (signal) => {
    const exitStatus = 128 + constants.signals[signal];
    if (stoppedBy === undefined) {
      stoppedBy = signal;
      console.error(`\n✗ ${signal}: stopping once the running step has ended (again to stop at once).`);
      // A terminal's Ctrl-C reaches the whole process group, the steps included; sent again, it would be a
      // second Ctrl-C to them. A SIGTERM is sent to this process alone.
      if (signal === 'SIGTERM') stopRunning(signal);
      return;
    }
    stopRunning('SIGKILL');
    for (const { pid } of processesUsing(scratch)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    removeScratch();
    console.error(`\n✗ stopped at once by a second ${signal}.`);
    process.exit(exitStatus);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  /** The run stopped by a signal once its step ended: what the step left running is ended, then the count. */
  const stopped = async () => {
    const running = await stillRunning(testTemporaryFolder, undefined, true);
    if (running.status !== 0) console.error(`\n${running.output}`);
    totals.failed += 1;
    console.error(`\n✗ stopped by ${stoppedBy}.`);
    console.info(closingLine(totals));
    return 128 + constants.signals[stoppedBy];
  };

  /** Adds a step's counts; a step that failed without a failed test (type-check, lint, a lane that could not start) counts as one. */
  const count = (step, succeeded) => {
    const file = step.report && path.join(reports, step.report);
    const counts = file && existsSync(file) ? countReport(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    }
    if (!succeeded && !counts?.failed && stoppedBy === undefined) totals.failed += 1;
  };

  try {
    for (const step of stepsFor(reports)) {
      if (stoppedBy !== undefined) return await stopped();
      const stepStarted = Date.now();
      console.info(`\n=== ${step.label} ===`);
      if (step.beside) {
        const names = step.beside.map((check) => check.label).join(', ');
        console.info(
          `(${names} beside it${lowestPriority.length > 0 ? ', at the lowest CPU priority' : ''})`,
        );
      }
      const checking = step.beside
        ? startChecks(step.beside, {
            cwd,
            onFailure: (check) =>
              stoppedBy === undefined &&
              console.error(`\n✗ ${check.label} failed (${check.seconds}s); its output follows the tests.\n`),
          })
        : [];
      const status = await runStep(step, { cwd, env: { ...process.env, TMPDIR: testTemporaryFolder } });
      count(step, status === 0);
      const checked = await Promise.all(checking);
      if (stoppedBy !== undefined) return await stopped();
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      console.info(`${status === 0 ? '✓' : '✗'} ${step.label} (${seconds}s)`);
      for (const check of checked) {
        process.stdout.write(`\n--- ${check.label} ---\n${check.output}`);
        console.info(`${check.status === 0 ? '✓' : '✗'} ${check.label} (${check.seconds}s)`);
      }
      const running = await stillRunning(testTemporaryFolder);
      if (running.status !== 0) console.error(`\n✗ ${running.output}`);
      const leftovers = leftBehind(testTemporaryFolder);
      if (leftovers.status !== 0) console.error(`\n✗ ${leftovers.output}`);
      const result = outcome(step, status, [...checked, running, leftovers]);
      totals.failed += result.failedChecks;
      if (result.exitStatus !== 0) {
        console.error(`\n✗ failed after ${seconds}s: ${result.failed.join('; ')}`);
        console.info(closingLine(totals));
        return result.exitStatus;
      }
      if (checked.length > 0) console.info(`✓ ${step.label}, and ${checked.map((c) => c.label).join(', ')}`);
    }
    if (stoppedBy !== undefined) return await stopped();
    console.info(`\nAll test layers passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
    console.info(closingLine(totals));
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    removeScratch();
  }
}
