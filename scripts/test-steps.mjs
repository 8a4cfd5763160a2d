// How `npm test` (test.mjs) runs a step and the checks beside it: the step in the foreground with its output
// live, the checks at the lowest CPU priority with their output kept, so that they use only the CPU the step
// leaves idle and nothing they print interleaves with the step's.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The steps and checks running now, so that a signal to `npm test` reaches them (stopRunning). */
const running = new Set();
function track(child) {
  running.add(child);
  child.on('close', () => running.delete(child));
  return child;
}

/** Sends `signal` to every step and check still running. */
export function stopRunning(signal) {
  for (const child of running) child.kill(signal);
}

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
    const child = track(spawn(program, args, { cwd, env }));
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
    const child = track(
      spawn(step.command, step.args, { cwd, stdio: 'inherit', env: { ...env, ...step.env } }),
    );
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
 * (`tsx-<uid>`, `playwright-transform-cache-<uid>`), the empty shared-memory files Chromium does not always
 * unlink (`.org.chromium.Chromium.*`), and the runtime folder PulseAudio's client makes when Chromium opens
 * its audio on a machine without a session's runtime folder (`pulse-*`).
 */
const TOOL_CACHE = /^(tsx-\d+|playwright-transform-cache-\d+|\.org\.chromium\.Chromium\.\w+|pulse-\w+)$/;

/**
 * What a step left in its temporary folder, as a check's result (status 1 and the names, or 0), and the folder
 * emptied for the next step: every test removes what it made, so anything here is a test that does not.
 */
export function leftBehind(folder) {
  const entries = readdirSync(folder).sort();
  for (const name of entries)
    rmSync(path.join(folder, name), { recursive: true, force: true, maxRetries: 3 });
  const names = entries.filter((name) => !TOOL_CACHE.test(name));
  return leftoverCheck(
    'nothing left in the temporary folder',
    names,
    `The tests left ${names.length} in ${folder} (each test removes what it makes)`,
  );
}

/** A check's result over what a step left: passed when `left` is empty, else failed, saying `says` and each. */
function leftoverCheck(label, left, says) {
  return {
    label,
    status: left.length === 0 ? 0 : 1,
    seconds: '0.0',
    output: left.length === 0 ? '' : `${says}:\n${left.map((item) => `  ${item}\n`).join('')}`,
  };
}

/** Processes whose command line names a path inside `folder` (from Linux's /proc; none where there is none). */
export function processesUsing(folder) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const inside = folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`;
  const found = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (pid === process.pid) continue;
    let command;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    } catch {
      continue; // ended meanwhile
    }
    if (command.includes(inside)) found.push({ pid, command });
  }
  return found;
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

/**
 * What a step left running that works in its temporary folder (a PostgreSQL cluster a test started and did not
 * stop, a browser), as a check's result, each ended first: SIGTERM (a cluster then shuts down cleanly), SIGKILL
 * after `graceMs` for any still running. Called before the folder is emptied, so a cluster still has its files.
 * `afterStop`: the run was stopped (Ctrl-C), so the tests were not let finish; the message says so.
 */
export async function stillRunning(folder, graceMs = 5_000, afterStop = false) {
  const found = processesUsing(folder);
  for (const { pid } of found) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // ended meanwhile
    }
  }
  const deadline = Date.now() + graceMs;
  while (found.some(({ pid }) => isAlive(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const { pid } of found.filter(({ pid }) => isAlive(pid))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  return leftoverCheck(
    'nothing left running',
    found.map(({ pid, command }) => `${pid} ${command}`),
    afterStop
      ? `The stopped run left ${found.length} running in ${folder}, now ended (a test stopped part-way could not stop what it started)`
      : `The tests left ${found.length} running in ${folder}, now ended (each test stops what it starts)`,
  );
}
