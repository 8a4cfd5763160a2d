// Measures chat delivery latency shopper → helper: from the moment the shopper sends to the moment the
// helper's client has the message. Compares socket push (send over the socket, or POST over REST) with the
// spec's 2-second polling. The service runs in its own process (spawned here unless --url is given).
//
//   npx tsx assistance-service/scripts/bench-delivery.ts [--messages 1000] [--mode all|socket|rest|polling]
//     [--poll-seconds 60] [--port 4131] [--database pglite:memory|postgres://…|cluster] [--url http://… --secret …]
// --database cluster starts a throwaway PostgreSQL cluster (needs the server binaries, as the test lane does).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage, SendMessageAck } from '@store/contracts/assistance';
import { createTokenService } from '@store/server-kit/auth';
import { startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    mode: { type: 'string', default: 'all' },
    'poll-seconds': { type: 'string', default: '60' },
    'poll-interval': { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '50' },
    port: { type: 'string', default: '4131' },
    database: { type: 'string', default: 'pglite:memory' },
    url: { type: 'string' },
    secret: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const count = Number(args.messages);
const warmup = Number(args.warmup);
const pollInterval = Number(args['poll-interval']);
const modes = args.mode === 'all' ? ['socket', 'rest', 'polling'] : [args.mode];
const serviceDir = path.resolve(import.meta.dirname, '..');

interface Summary {
  mode: string;
  messages: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

function summarise(mode: string, samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    mode,
    messages: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
  };
}

async function startService(): Promise<{ url: string; secret: string; stop: () => Promise<void> }> {
  if (args.url) {
    if (!args.secret) throw new Error('--url needs --secret (the JWT secret of that service)');
    return { url: args.url.replace(/\/$/, ''), secret: args.secret, stop: async () => undefined };
  }
  const secret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-assist-'));
  const cluster = args.database === 'cluster' ? await startPostgresCluster() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: {
      ...process.env,
      ASSIST_PORT: args.port,
      DATA_DIR: dataDir,
      ASSIST_DATABASE_URL: cluster?.url ?? args.database,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${args.port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, secret, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the service did not start within 30 s');
}

async function main() {
  const service = await startService();
  const tokens = createTokenService(service.secret);
  const shopperId = randomUUID();
  const helperId = randomUUID();
  const shopper = tokens.sign({
    id: shopperId,
    role: 'shopper',
    email: 'bench-shopper@example.com',
    name: 'Bench',
  });
  const helper = tokens.sign({
    id: helperId,
    role: 'helper',
    email: 'bench-helper@example.com',
    name: 'Helper',
  });
  const call = async (method: string, route: string, token: string, body?: unknown) => {
    const res = await fetch(`${service.url}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${route} → ${res.status}: ${String(json.message)}`);
    return json;
  };
  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(service.url, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  const sockets: Socket[] = [];
  const results: Summary[] = [];
  try {
    const created = (await call('POST', '/api/assist', shopper, {})) as { assist: { _id: string } };
    await call('PUT', `/api/assist/${created.assist._id}`, helper, { accept: true });
    const helperSocket = await open(helper);
    const shopperSocket = await open(shopper);
    sockets.push(helperSocket, shopperSocket);

    // Helper side: when did each message (by client id) arrive?
    const arrivals = new Map<string, (at: number) => void>();
    helperSocket.on('message', (message: ChatMessage) => {
      const at = performance.now();
      if (message.clientMessageId) arrivals.get(message.clientMessageId)?.(at);
    });
    const arrival = (clientMessageId: string) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${clientMessageId} never arrived`)), 10_000);
        arrivals.set(clientMessageId, (at) => {
          clearTimeout(timer);
          arrivals.delete(clientMessageId);
          resolve(at);
        });
      });
    const body = (index: number, clientMessageId: string) => ({
      userId: shopperId,
      from: 'user',
      content: `Benchmark message ${index}: is the blue linen shirt available in size M?`,
      clientMessageId,
    });

    // One message in flight at a time, so each sample is pure delivery latency, not queueing.
    const pushRun = async (mode: 'socket' | 'rest') => {
      const samples: number[] = [];
      for (let index = 0; index < warmup + count; index++) {
        const clientMessageId = randomUUID();
        const arrived = arrival(clientMessageId);
        const sentAt = performance.now();
        if (mode === 'socket') {
          const ack = (await shopperSocket
            .timeout(10_000)
            .emitWithAck('send_message', body(index, clientMessageId))) as SendMessageAck;
          if (!ack.success) throw new Error(ack.message);
        } else {
          await call('POST', '/api/messages', shopper, body(index, clientMessageId));
        }
        const latency = (await arrived) - sentAt;
        if (index >= warmup) samples.push(latency);
      }
      return summarise(
        mode === 'socket' ? 'socket push (send_message over socket)' : 'socket push (POST /api/messages)',
        samples,
      );
    };

    // The spec's fallback: the helper polls GET /api/messages/:userId every 2 s; the shopper sends at random
    // moments. Latency is send → the poll response that first contains the message.
    const pollingRun = async () => {
      const seconds = Number(args['poll-seconds']);
      const sentAt = new Map<string, number>();
      const samples: number[] = [];
      let lastId: string | undefined;
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const started = performance.now();
          const query = lastId ? `?after=${lastId}&limit=1000` : '?limit=1';
          const res = (await call('GET', `/api/messages/${shopperId}${query}`, helper)) as {
            messages: ChatMessage[];
          };
          const at = performance.now();
          for (const message of res.messages) {
            const sent = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
            if (sent !== undefined) samples.push(at - sent);
          }
          lastId = res.messages.at(-1)?._id ?? lastId;
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, pollInterval - (performance.now() - started))),
          );
        }
      })();
      const sends = Array.from({ length: count }, (_, index) => {
        const delay = Math.random() * seconds * 1000;
        return new Promise<void>((resolve, reject) => {
          setTimeout(() => {
            const clientMessageId = randomUUID();
            sentAt.set(clientMessageId, performance.now());
            call('POST', '/api/messages', shopper, body(index, clientMessageId)).then(
              () => resolve(),
              reject,
            );
          }, delay);
        });
      });
      await Promise.all(sends);
      while (samples.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
      polling = false;
      await poller;
      return summarise(`polling every ${pollInterval} ms (GET ?after=)`, samples);
    };

    for (const mode of modes) {
      if (mode === 'socket' || mode === 'rest') results.push(await pushRun(mode));
      else if (mode === 'polling') results.push(await pollingRun());
      else throw new Error(`unknown mode ${mode}`);
    }
  } finally {
    for (const socket of sockets) socket.disconnect();
    await service.stop();
  }

  if (args.json) {
    console.info(JSON.stringify(results, null, 2));
    return;
  }
  console.info(
    `\nDelivery latency shopper → helper, ${count} messages per mode, milliseconds (database ${args.database})\n`,
  );
  console.info('| mode | messages | p50 | p90 | p99 | max | mean |');
  console.info('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.info(`| ${r.mode} | ${r.messages} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.mean} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
