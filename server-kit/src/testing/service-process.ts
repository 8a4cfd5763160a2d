// Runs a service's entry file as a real child process for tests: its output collected, a wait for a line
// to appear, and the pino lines it logged at level fatal. Started inside a test, it is killed when the test ends
// if it is still running (a failed test leaves no server behind).
import { spawn } from 'node:child_process';
import { onTestFinished, TestRunner } from 'vitest';

export interface FatalLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export function startServiceProcess(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    // VITEST emptied so the service logs as it would in production (its logger is silent under vitest).
    env: { ...process.env, LOG_LEVEL: 'info', VITEST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  if (TestRunner.getCurrentTest())
    onTestFinished(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    });

  /** Resolves once the output matches; fails when the process ends first or after `timeoutMs`. */
  const waitFor = async (pattern: RegExp, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`did not see ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const fatal = (): FatalLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as FatalLine)
      .filter((line) => line.level === 60);

  return { child, exited, waitFor, output: () => output, fatal };
}
