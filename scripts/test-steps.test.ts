// The way `npm test` runs the checks beside vitest (test-steps.mjs), on real child processes: the checks run
// at the lowest CPU priority, their output is kept whole, and a failed check is reported; what a step leaves in
// its temporary folder fails the run.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';
import {
  leftBehind,
  lowestPriority,
  makeTestTemporaryFolder,
  outcome,
  processesUsing,
  runStep,
  startChecks,
  stillRunning,
  type CheckResult,
} from './test-steps.mjs';

const node = process.execPath;
const cwd = process.cwd();
const script = (source: string) => ({ command: node, args: ['-e', source] });

describe('checks beside a step', () => {
  it('run at the lowest CPU priority where the machine has `nice`, beside the step at its own', async () => {
    const [check] = startChecks(
      [{ label: 'priority', ...script('console.log(require("os").getPriority())') }],
      {
        cwd,
      },
    );
    const stepStatus = await runStep(script('process.exit(require("os").getPriority() === 0 ? 0 : 5)'), {
      cwd,
    });
    const result = await check;
    expect(result?.status).toBe(0);
    const expected = lowestPriority.length > 0 ? 19 : getPriority();
    expect(Number(result?.output.trim())).toBe(expected);
    expect(stepStatus).toBe(getPriority() === 0 ? 0 : 5);
  });

  it('keep each check’s whole output, stdout and stderr, and say a failure at once with its status', async () => {
    const failures: string[] = [];
    const results = await Promise.all(
      startChecks(
        [
          { label: 'passes', ...script('console.log("all good"); console.error("a warning")') },
          { label: 'fails', ...script('console.log("found 2 problems"); process.exit(3)') },
          { label: 'missing', command: 'no-such-command-anywhere', args: [] },
        ],
        { cwd, onFailure: (check: { label: string }) => failures.push(check.label) },
      ),
    );
    expect(results.map((result) => [result.label, result.status])).toEqual([
      ['passes', 0],
      ['fails', 3],
      ['missing', lowestPriority.length > 0 ? 127 : 1],
    ]);
    expect(results[0]?.output).toContain('all good');
    expect(results[0]?.output).toContain('a warning');
    expect(results[1]?.output).toBe('found 2 problems\n');
    expect(failures.sort()).toEqual(['fails', 'missing']);
  });

  it('give a step’s exit status, and 1 when it cannot start', async () => {
    expect(await runStep(script('process.exit(4)'), { cwd })).toBe(4);
    expect(await runStep({ command: 'no-such-command-anywhere', args: [] }, { cwd })).toBe(1);
  });

  it('stop the run when the step or a check failed, counting each failed check once', () => {
    const step = { label: 'vitest' };
    const check = (label: string, status: number): CheckResult => ({
      label,
      status,
      seconds: '1.0',
      output: '',
    });
    const passed = [check('type-check', 0), check('lint', 0)];
    expect(outcome(step, 0, passed)).toEqual({ failed: [], failedChecks: 0, exitStatus: 0 });
    expect(outcome(step, 0, [check('type-check', 2), check('lint', 0)])).toEqual({
      failed: ['type-check'],
      failedChecks: 1,
      exitStatus: 1,
    });
    expect(outcome(step, 1, passed)).toEqual({ failed: ['vitest'], failedChecks: 0, exitStatus: 1 });
    expect(outcome(step, 130, [check('type-check', 2), check('lint', 1)])).toEqual({
      failed: ['vitest', 'type-check', 'lint'],
      failedChecks: 2,
      exitStatus: 130,
    });
  });
});

describe('the steps’ temporary folder', () => {
  it('is open to every user as /tmp is, and what a step leaves in it fails the run, named, and is removed', async () => {
    const parent = temporaryDirectory('test-steps-');
    const folder = makeTestTemporaryFolder(parent);
    expect(statSync(folder).mode & 0o7777).toBe(0o1777);
    expect(statSync(parent).mode & 0o777).toBe(0o755);
    expect(leftBehind(folder)).toMatchObject({ status: 0, output: '' });

    // A step whose child makes a folder and a file under its TMPDIR and does not remove them (a tool's own
    // files, tsx's cache, Chromium's and PulseAudio's, are removed but are no fault).
    const leaving = script(
      'const fs = require("fs"), os = require("os"), path = require("path"); fs.mkdtempSync(path.join(os.tmpdir(), "kill-")); fs.writeFileSync(path.join(os.tmpdir(), "a.log"), "x"); fs.mkdirSync(path.join(os.tmpdir(), "tsx-0")); fs.writeFileSync(path.join(os.tmpdir(), ".org.chromium.Chromium.AbC123"), ""); fs.mkdirSync(path.join(os.tmpdir(), "pulse-PKdhtXMmr18n"))',
    );
    expect(await runStep({ ...leaving, env: { TMPDIR: folder } }, { cwd })).toBe(0);
    const left = leftBehind(folder);
    expect(left.status).toBe(1);
    expect(left.output).toMatch(/^The tests left 2 in .+\n {2}a\.log\n {2}kill-\w{6}\n$/);
    expect(readdirSync(folder)).toEqual([]);
    expect(outcome({ label: 'vitest' }, 0, [left])).toMatchObject({ failedChecks: 1, exitStatus: 1 });
  });
});

describe('what a step leaves running', () => {
  /** A process in a session of its own whose command line names `file`, as a PostgreSQL cluster names its data. */
  const daemon = (file: string, source = 'setInterval(() => {}, 1000)') => {
    const child = spawn(node, ['-e', source, file], { detached: true, stdio: 'ignore' });
    child.unref();
    if (child.pid === undefined) throw new Error('the process did not start');
    return child.pid;
  };
  const alive = (pid: number) => processesUsing('/').some((found) => found.pid === pid);

  it('fails the run, named, and is ended: SIGTERM first, SIGKILL for one that ignores it', async () => {
    const folder = temporaryDirectory('test-steps-running-');
    const outside = temporaryDirectory('test-steps-outside-');
    const polite = daemon(`${folder}/cluster-a/data`);
    const stubborn = daemon(
      `${folder}/cluster-b/data`,
      'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)',
    );
    const elsewhere = daemon(`${outside}/data`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        processesUsing(folder)
          .map((found) => found.pid)
          .sort(),
      ).toEqual([polite, stubborn].sort());
      const result = await stillRunning(folder, 500);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/^The tests left 2 running in .+, now ended/);
      expect(result.output).toContain(`${polite} ${node} -e setInterval`);
      expect(result.output).toContain(`${stubborn} ${node} -e process.on("SIGTERM"`);
      await expect.poll(() => [alive(polite), alive(stubborn)]).toEqual([false, false]);
      expect(alive(elsewhere)).toBe(true);
      expect(await stillRunning(folder)).toMatchObject({ status: 0, output: '' });
    } finally {
      process.kill(elsewhere, 'SIGKILL');
    }
  });
});
