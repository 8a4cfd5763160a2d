// Runs the real server as a separate process: start-up, a bad setting, and graceful shutdown.
import { connect, createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '@store/server-kit/testing/free-port';
import { startServiceProcess } from '@store/server-kit/testing/service-process';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

const startServer = (env: Record<string, string>) => startServiceProcess(serverEntry, env);

// Each test starts a real process (PGlite, migrations, seed): slow on a busy machine.
describe('backend server process', { timeout: 120_000 }, () => {
  it('refuses to start with a bad setting and names it', async () => {
    const server = startServer({
      BACKEND_PORT: 'not-a-port',
      DATA_DIR: temporaryDirectory('srv-'),
    });
    expect(await server.exited).toBe(1);
    expect(server.fatal()).toEqual([
      expect.objectContaining({
        name: 'backend',
        msg: expect.stringMatching(/^backend could not start: Invalid configuration:\n\s+BACKEND_PORT/),
      }),
    ]);
  });

  it('says so through pino and exits 1 when its port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const dataDir = temporaryDirectory('srv-');
      const server = startServer({
        BACKEND_PORT: String(port),
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        FRONTEND_DIST: path.join(dataDir, 'none'),
      });
      expect(await server.exited).toBe(1);
      expect(server.fatal()).toEqual([
        expect.objectContaining({
          msg: `backend could not start: port ${port} is already in use (is another copy running?)`,
        }),
      ]);
    } finally {
      holder.close();
    }
  });

  it('starts on the embedded default, seeds, and on SIGTERM finishes in-flight requests then exits 0', async () => {
    const port = await freePort();
    const dataDir = temporaryDirectory('srv-');
    const server = startServer({
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      FRONTEND_DIST: path.join(dataDir, 'none'),
    });
    await server.waitFor(/main API listening/);
    const list = await fetch(`http://127.0.0.1:${port}/api/product/list`).then(
      (res) => res.json() as Promise<{ total: number }>,
    );
    expect(list.total).toBe(54);

    // A request whose headers are half sent when SIGTERM arrives must still be answered.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await server.waitFor(/shutting down/);
    socket.write('Connection: close\r\n\r\n');
    await closed;
    expect(response).toMatch(/^HTTP\/1.1 200/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped/);

    // The data survives the restart: a second start does not seed twice.
    const again = startServer({
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      FRONTEND_DIST: path.join(dataDir, 'none'),
    });
    await again.waitFor(/main API listening/);
    expect(again.output()).not.toMatch(/seeded the demo catalogue/);
    const relisted = await fetch(`http://127.0.0.1:${port}/api/product/list`).then(
      (res) => res.json() as Promise<{ total: number }>,
    );
    expect(relisted.total).toBe(54);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
