// How `npm test` (test.mjs) runs a step and the checks beside it: the step in the foreground with its output
// live, the checks at the lowest CPU priority with their output kept, so that they use only the CPU the step
// leaves idle and nothing they print interleaves with the step's.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** `nice -n 19` where the machine has it; nothing where it does not (the checks then run at normal priority). */
export const lowestPriority =
  spawnSync('nice', ['-n', '19', 'true']).status === 0 ? ['nice', '-n', '19'] : [];

/**
 * Starts each check at the lowest CPU priority. Each promise resolves when its check ends, with its exit
 * status, seconds and whole output (stdout and stderr in the order they came); `onFailure` is told at once.
 */
export function startChecks(commands, { cwd, env = process.env, onFailure = () => {} }) {
  return commands.map((command) => {
    const started = Date.now();
    const [program, ...args] = [...lowestPriority, command.command, ...command.args];
    const child = spawn(program, args, { cwd, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      let finished = false;
      // A command that cannot start gives 'error' and then 'close': it is reported once.
      const finish = (status) => {
        if (finished) return;
        finished = true;
        const result = {
          label: command.label,
          status,
          seconds: ((Date.now() - started) / 1000).toFixed(1),
          output: Buffer.concat(output).toString(),
        };
        if (status !== 0) onFailure(result);
        resolve(result);
      };
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        finish(1);
      });
      child.on('close', (code) => finish(code ?? 1));
    });
  });
}

/** Runs a step with its output shown as it comes; resolves with its exit status (1 when a signal ended it). */
export function runStep(step, { cwd, env = process.env }) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd, stdio: 'inherit', env: { ...env, ...step.env } });
    child.on('error', (error) => {
      console.error(`${step.command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * What a step and the checks beside it come to: the labels that failed (the step first), how many failed
 * tests to add for them (a failed check counts as one; the step's own failures are counted from its report),
 * and the exit status of the run when any failed (the step's, else 1).
 */
export function outcome(step, stepStatus, checks) {
  const failedChecks = checks.filter((check) => check.status !== 0).map((check) => check.label);
  const failed = [...(stepStatus !== 0 ? [step.label] : []), ...failedChecks];
  return {
    failed,
    failedChecks: failedChecks.length,
    exitStatus: failed.length === 0 ? 0 : stepStatus !== 0 ? stepStatus : 1,
  };
}

/**
 * The steps' own temporary folder (their `TMPDIR`) inside `parent`, open to every user as /tmp is: a PostgreSQL
 * cluster that a test starts as root runs as the `postgres` user in it.
 */
export function makeTestTemporaryFolder(parent) {
  const folder = path.join(parent, 'tmp');
  mkdirSync(folder);
  chmodSync(parent, 0o755);
  chmodSync(folder, 0o1777);
  return folder;
}

/**
 * What the tools themselves leave in TMPDIR, not the tests: the compile caches of tsx and Playwright
 * (`tsx-<uid>`, `playwright-transform-cache-<uid>`) and the empty shared-memory files Chromium does not always
 * unlink (`.org.chromium.Chromium.*`).
 */
const TOOL_CACHE = /^(tsx-\d+|playwright-transform-cache-\d+|\.org\.chromium\.Chromium\.\w+)$/;

/**
 * What a step left in its temporary folder, as a check's result (status 1 and the names, or 0), and the folder
 * emptied for the next step: every test removes what it made, so anything here is a test that does not.
 */
export function leftBehind(folder) {
  const entries = readdirSync(folder).sort();
  for (const name of entries)
    rmSync(path.join(folder, name), { recursive: true, force: true, maxRetries: 3 });
  const names = entries.filter((name) => !TOOL_CACHE.test(name));
  return {
    label: 'nothing left in the temporary folder',
    status: names.length === 0 ? 0 : 1,
    seconds: '0.0',
    output:
      names.length === 0
        ? ''
        : `The tests left ${names.length} in ${folder} (each test removes what it makes):\n${names.map((name) => `  ${name}\n`).join('')}`,
  };
}
