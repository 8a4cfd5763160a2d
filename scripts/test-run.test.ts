// `npm test`'s run of its steps (test-run.mjs) in a real child process, as a shell starts it: a passing run, and
// runs stopped by SIGTERM sent to it alone, by Ctrl-C (SIGINT to its whole process group) and by a second Ctrl-C
// while a step ignores Ctrl-C. Each time the steps and checks still running are ended and the run's folder
// is gone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

const runner = path.resolve(import.meta.dirname, 'test-run.mjs');
const node = process.execPath;

/**
 * A step or check that writes its pid to `pids/<name>` and then runs until it is stopped. With `daemon`, it
 * first starts a process in a session of its own that works in its TMPDIR, as a PostgreSQL cluster does, and
 * writes that one's pid to `pids/<name>-daemon`.
 */
function longRunning(name: string, pids: string, { ignoreInterrupts = false, daemon = false } = {}) {
  const pidFile = (suffix: string) => JSON.stringify(path.join(pids, `${name}${suffix}`));
  const source = [
    daemon
      ? `const d = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", require("path").join(require("os").tmpdir(), "cluster", "data")], { detached: true, stdio: "ignore" }); d.unref(); require("fs").writeFileSync(${pidFile('-daemon')}, String(d.pid));`
      : '',
    `require("fs").writeFileSync(${pidFile('')}, String(process.pid));`,
    ignoreInterrupts ? 'process.on("SIGINT", () => {});' : '',
    'setInterval(() => {}, 1000);',
  ].join(' ');
  return { command: node, args: ['-e', source] };
}

interface Run {
  pid: number;
  output: () => string;
  ended: Promise<number | null>;
}

/** Starts `runSteps` over `steps` in its own process group, with `tmp` as its TMPDIR. */
function startRun(steps: unknown[], tmp: string): Run {
  const source = `import { runSteps } from ${JSON.stringify(runner)};
process.exit(await runSteps(() => ${JSON.stringify(steps)}, { cwd: process.cwd() }));`;
  const child = spawn(node, ['--input-type=module', '-e', source], {
    env: { ...process.env, TMPDIR: tmp },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
  if (child.pid === undefined) throw new Error('the run did not start');
  return { pid: child.pid, output: () => output, ended };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Running, and not a zombie: what a killed child becomes until it is reaped, by init on some machines never. */
const isRunning = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

/** The pids the step and its check (and what they started) wrote once all are running. */
async function bothRunning(pids: string, count = 2): Promise<number[]> {
  await until(() => readdirSync(pids).length === count, 'the step and its check to start');
  return readdirSync(pids).map((name) => Number(readFileSync(path.join(pids, name), 'utf8')));
}

describe('npm test’s run of its steps', () => {
  it('runs every step and its checks, closes with the count, and leaves no folder behind', async () => {
    const tmp = temporaryDirectory('test-run-tmp-');
    const pass = { command: node, args: ['-e', 'process.exit(0)'] };
    const run = startRun(
      [
        { label: 'first step', ...pass, beside: [{ label: 'a check', ...pass }] },
        { label: 'second step', ...pass },
      ],
      tmp,
    );
    expect(await run.ended).toBe(0);
    expect(run.output()).toContain('✓ first step, and a check');
    expect(run.output()).toContain('✓ second step');
    expect(run.output()).toMatch(/Tests: 0 passed, 0 failed\n$/);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it.each([
    ['SIGTERM to the run alone', 'SIGTERM', false, 143],
    ['Ctrl-C, SIGINT to its whole process group', 'SIGINT', true, 130],
  ] as const)(
    'stopped by %s: ends the step, its check and what it left running, removes its folder, and starts no later step',
    async (_name, signal, toGroup, status) => {
      const tmp = temporaryDirectory('test-run-tmp-');
      const pids = temporaryDirectory('test-run-pids-');
      const run = startRun(
        [
          {
            label: 'long step',
            ...longRunning('step', pids, { daemon: true }),
            beside: [{ label: 'long check', ...longRunning('check', pids) }],
          },
          { label: 'later step', ...longRunning('later', pids) },
        ],
        tmp,
      );
      const running = await bothRunning(pids, 3);
      expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^store-test-/)]);
      process.kill(toGroup ? -run.pid : run.pid, signal);
      expect(await run.ended).toBe(status);
      expect(run.output()).toContain(`✗ stopped by ${signal}.`);
      expect(run.output()).toMatch(
        /The stopped run left 1 running in .+, now ended \(a test stopped part-way .*\n {2}\d+ .+ -e setInterval.+cluster\/data\n/,
      );
      expect(run.output()).toMatch(/Tests: 0 passed, 1 failed\n$/);
      expect(run.output()).not.toContain('later step');
      expect(running.filter(isRunning)).toEqual([]);
      expect(existsSync(path.join(pids, 'later'))).toBe(false);
      expect(readdirSync(tmp)).toEqual([]);
    },
  );

  it('stopped by a second Ctrl-C while a step ignores Ctrl-C: kills it at once and removes its folder', async () => {
    const tmp = temporaryDirectory('test-run-tmp-');
    const pids = temporaryDirectory('test-run-pids-');
    const run = startRun(
      [
        {
          label: 'stubborn step',
          ...longRunning('step', pids, { ignoreInterrupts: true }),
          beside: [{ label: 'long check', ...longRunning('check', pids) }],
        },
      ],
      tmp,
    );
    const running = await bothRunning(pids);
    process.kill(-run.pid, 'SIGINT');
    await until(() => run.output().includes('again to stop at once'), 'the first interrupt to be heard');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isRunning(run.pid)).toBe(true);
    process.kill(-run.pid, 'SIGINT');
    expect(await run.ended).toBe(130);
    expect(run.output()).toContain('stopped at once by a second SIGINT');
    await until(() => running.filter(isRunning).length === 0, 'the step to be killed');
    expect(readdirSync(tmp)).toEqual([]);
  });
});
