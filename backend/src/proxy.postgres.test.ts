// docker/nginx.conf in front of two main API instances on one PostgreSQL database: socket.io connects through
// it over long-polling (which needs every poll on one instance: the sticky upstream), over websockets (the
// Upgrade headers), and by upgrading from one to the other, and gets events made through either instance.
// The proxy runs from the repository's own file, with the compose host names replaced by local ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { freePort } from '@store/server-kit/testing/free-port';
import { next } from '@store/server-kit/testing/socket-client';
import { requireSystemTool } from '../../scripts/system-tools.mjs';
import { catalogue, orderBody } from './testing/order-fixtures';
import { startTestBackend, type TestBackend } from './testing/test-backend';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** docker/nginx.conf for local ports: the main API's upstream and server only, with its files in `dir`. */
function localConfig(dir: string, backendPorts: number[], proxyPort: number): string {
  const original = readFileSync(path.join(repositoryRoot, 'docker', 'nginx.conf'), 'utf8');
  const withoutAssistance = original
    .replace(/\n\s*upstream assistance \{[^}]*\}/, '')
    .replace(/\n\s*# Assistance API[^\n]*\n\s*server \{[^{}]*location \/ \{[^}]*\}\s*\}/, '');
  expect(withoutAssistance).not.toContain('assistance');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return withoutAssistance
    .replace('server backend-1:4000', `server 127.0.0.1:${backendPorts[0]}`)
    .replace('server backend-2:4000', `server 127.0.0.1:${backendPorts[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`)
    .replace('http {', `http {\n  access_log off;\n${temp}`);
}

let a: TestBackend;
let b: TestBackend;
let proxy: ChildProcess | undefined;
let proxyUrl: string;
let workDir: string;
let products: Product[];
const sockets: Socket[] = [];

beforeAll(async () => {
  const nginx = requireSystemTool('nginx');
  a = await startTestBackend({ listen: true, heartbeatIntervalMs: 100 });
  b = await startTestBackend({
    listen: true,
    sharedDatabaseUrl: a.config.DATABASE_URL,
    heartbeatIntervalMs: 100,
  });
  workDir = mkdtempSync(path.join(tmpdir(), 'store-nginx-'));
  mkdirSync(path.join(workDir, 'logs'));
  const proxyPort = await freePort();
  const ports = [a, b].map((instance) => Number(new URL(instance.url).port));
  const configFile = path.join(workDir, 'nginx.conf');
  writeFileSync(configFile, localConfig(workDir, ports, proxyPort));
  proxy = spawn(nginx, [
    '-p',
    workDir,
    '-c',
    configFile,
    '-e',
    path.join(workDir, 'logs', 'error.log'),
    '-g',
    `daemon off; pid ${path.join(workDir, 'nginx.pid')};`,
  ]);
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${proxyUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  products = await catalogue(a);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  proxy?.kill('SIGTERM');
  await b?.close();
  await a?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const openThroughProxy = (token: string, transports: string[]): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(proxyUrl, { auth: { token }, transports, reconnection: false });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

describe('socket.io through docker/nginx.conf to two instances', () => {
  it.each([
    ['long-polling only', ['polling'], 'polling'],
    ['websockets only', ['websocket'], 'websocket'],
    ['polling upgraded to a websocket', ['polling', 'websocket'], 'websocket'],
  ])(
    '%s: connects and hears order changes made through either instance',
    async (_label, transports, used) => {
      const shopper = await a.newShopper();
      const admin = await a.loginAs('admin');
      const socket = await openThroughProxy(shopper.token, transports);
      if (used === 'websocket' && socket.io.engine.transport.name !== 'websocket')
        await new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('the connection was not upgraded within 5 s')), 5000).unref();
          socket.io.engine.once('upgrade', resolve);
        });
      expect(socket.io.engine.transport.name).toBe(used);

      for (const instance of [a, b]) {
        const placed = await instance
          .api()
          .post('/api/order/place')
          .set('token', shopper.token)
          .send(orderBody([{ product: products[0] as Product, quantity: 1 }]))
          .expect(201);
        const order = placed.body.order as Order;
        const heard = next<Order>(socket, 'order_updated');
        await instance
          .api()
          .post('/api/order/status')
          .set('token', admin.token)
          .send({ orderId: order._id, status: 'Processing' })
          .expect(200);
        expect(await heard).toMatchObject({ _id: order._id, status: 'Processing' });
      }
      // Polls kept reaching the instance that holds the session, so it never had to reconnect.
      expect(socket.connected).toBe(true);
    },
  );
});
