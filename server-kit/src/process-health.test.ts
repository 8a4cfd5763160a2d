// Runs a tiny service in a child process to see how it dies: with a pino "fatal" line naming the reason,
// and exit code 1, for a failed start-up, an unhandled rejection and an uncaught exception.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFailureReason } from './process-health';

const processHealth = path.join(import.meta.dirname, 'process-health.ts');

/** Runs `body` (JS, with `runService` in scope) as a service; resolves with its exit code and log lines. */
function runChild(body: string): Promise<{ code: number | null; lines: Array<Record<string, unknown>> }> {
  const script = `const { runService } = await import(${JSON.stringify(processHealth)});\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LOG_LEVEL: 'info', VITEST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code,
        lines: output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    ),
  );
}

const fatal = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.level === 60);

describe('a service process', () => {
  it('logs a failed start-up with its reason and exits 1', async () => {
    const { code, lines } = await runChild(
      `runService('demo', async () => { throw new Error('database is not reachable'); });`,
    );
    expect(code).toBe(1);
    expect(fatal(lines)).toEqual([
      expect.objectContaining({ name: 'demo', msg: 'demo could not start: database is not reachable' }),
    ]);
  });

  it('logs an unhandled rejection as fatal and exits 1 instead of running on', async () => {
    const { code, lines } = await runChild(`runService('demo', async () => {
      setInterval(() => undefined, 1000);
      setTimeout(() => { void Promise.reject(new Error('lost promise')); }, 20);
    });`);
    expect(code).toBe(1);
    expect(fatal(lines)).toEqual([
      expect.objectContaining({
        msg: 'unhandled promise rejection; exiting',
        err: expect.objectContaining({ message: 'lost promise' }),
      }),
    ]);
  });

  it('logs an uncaught exception as fatal and exits 1', async () => {
    const { code, lines } = await runChild(`runService('demo', async () => {
      setInterval(() => undefined, 1000);
      setTimeout(() => { throw new TypeError('bad state'); }, 20);
    });`);
    expect(code).toBe(1);
    expect(fatal(lines)).toEqual([
      expect.objectContaining({
        msg: 'uncaught exception; exiting',
        err: expect.objectContaining({ type: 'TypeError', message: 'bad state' }),
      }),
    ]);
  });
});

describe('startFailureReason', () => {
  it('names a port in use', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    holder.close();
    expect(startFailureReason(error)).toBe(`port ${port} is already in use (is another copy running?)`);
  });

  it('otherwise gives the error message', () => {
    expect(startFailureReason(new Error('Invalid configuration:\n  BACKEND_PORT: bad'))).toBe(
      'Invalid configuration:\n  BACKEND_PORT: bad',
    );
    expect(startFailureReason('plain')).toBe('plain');
  });
});
