// Runs the real assistance service as a separate process: how it refuses to start, and a clean stop.
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '@store/server-kit/testing/free-port';
import { startServiceProcess } from '@store/server-kit/testing/service-process';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

const startServer = (env: Record<string, string>) =>
  startServiceProcess(serverEntry, { DATA_DIR: temporaryDirectory('assist-srv-'), ...env });

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
