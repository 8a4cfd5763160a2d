// Runs the real assistance service as a separate process: how it refuses to start, and a clean stop.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '@store/server-kit/testing/free-port';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      VITEST: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'assist-srv-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`did not see ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const fatal = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 60);
  return { child, exited, waitFor, fatal };
}

// Each test starts a real process (PGlite and migrations): slow on a busy machine.
describe('assistance server process', { timeout: 120_000 }, () => {
  it('refuses a bad setting through pino, naming it, and exits 1', async () => {
    const server = startServer({ ASSIST_PUBLIC_URL: 'assist.example.lk' });
    expect(await server.exited).toBe(1);
    expect(server.fatal()).toEqual([
      expect.objectContaining({
        name: 'assistance',
        msg: expect.stringMatching(
          /^assistance could not start: Invalid configuration:\n\s+ASSIST_PUBLIC_URL/,
        ),
      }),
    ]);
  });

  it('says so through pino and exits 1 when its port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const server = startServer({ ASSIST_PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.fatal()).toEqual([
        expect.objectContaining({
          msg: `assistance could not start: port ${port} is already in use (is another copy running?)`,
        }),
      ]);
    } finally {
      holder.close();
    }
  });

  it('answers its health check, and on SIGTERM stops cleanly with exit 0', async () => {
    const port = await freePort();
    const server = startServer({ ASSIST_PORT: String(port) });
    await server.waitFor(/assistance API listening/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await server.waitFor(/stopped/);
    expect(server.fatal()).toEqual([]);
  });
});
