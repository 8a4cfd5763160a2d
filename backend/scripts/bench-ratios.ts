// Prints how fast the main API answers its hottest reads compared with a bare `node:http` server that sends
// the very same bytes from memory, measured side by side in one run with autocannon (20 connections).
// The ratio (API req/s ÷ bare req/s) is what to compare between machines and runs: the absolute figures
// move with whatever else the machine is doing, the ratio much less. Beside it, the CPU time (user + system,
// from /proc) each server spent per answer: where the difference lies, independent of the client's share.
//
// The real main API (src/server.ts, NODE_ENV=production, default log level, logs to /dev/null) and the bare
// server each run in their own process; autocannon runs here. For every endpoint the API and the bare
// server are measured back to back, on PGlite and on a throwaway PostgreSQL cluster.
//
// Usage: npx tsx backend/scripts/bench-ratios.ts [--database pglite,postgres] [--duration 8]
//        [--connections 20] [--json]
// Profile the API under the same load: BENCH_API_NODE_ARGS is passed to its node, e.g.
// BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (written when the API stops).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '@store/server-kit/testing/free-port';
import { startPostgresCluster, type PostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { processCpuMs, waitForHealth } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    endpoints: { type: 'string', default: 'config,list,product' },
    json: { type: 'boolean', default: false },
  },
});
const databases = values.database.split(',').filter((name) => name === 'pglite' || name === 'postgres');
const duration = Number(values.duration);
const connections = Number(values.connections);
const wanted = new Set(values.endpoints.split(','));
const backendDir = path.resolve(import.meta.dirname, '..');

type Load = Awaited<ReturnType<typeof load>>;

interface Measurement {
  database: string;
  endpoint: string;
  bytes: number;
  api: Load;
  bare: Load;
  ratio: number;
}

/** The bare server: every known path answers 200 with its recorded body and content type, nothing else. */
const bareServerSource = `
const { createServer } = require('node:http');
const bodies = new Map(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))
  .map(([url, type, base64]) => [url, { type, bytes: Buffer.from(base64, 'base64') }]));
createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'Content-Type': body.type, 'Content-Length': body.bytes.length });
  res.end(body.bytes);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Loads `url` and reports req/s, p99 and the CPU time the serving process spent per answer. */
async function load(url: string, seconds: number, serverPid: number | undefined) {
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  const cpuMs = processCpuMs(serverPid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMicrosPerRequest: result.requests.total > 0 ? (cpuMs * 1000) / result.requests.total : 0,
  };
}

async function measureDatabase(database: string): Promise<Measurement[]> {
  const cluster: PostgresCluster | undefined =
    database === 'postgres' ? await startPostgresCluster() : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ratios-'));
  const apiPort = await freePort();
  const barePort = await freePort();
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'src/server.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // PGlite as `npm start` runs it: in files under the data dir.
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      DATA_DIR: dataDir,
      BACKEND_PORT: String(apiPort),
      JWT_SECRET: randomUUID() + randomUUID(),
      DEMO_MODE: 'true',
      SEED_ON_START: 'true',
      FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  try {
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(apiBase, Date.now() + 90_000);
    const firstPage = (await (await fetch(`${apiBase}/api/product/list?page=1&limit=12`)).json()) as {
      products: { _id: string }[];
    };
    const productId = firstPage.products[0]?._id;
    if (!productId) throw new Error('the catalogue is empty');
    const endpoints = [
      { key: 'config', name: 'GET /api/config', url: '/api/config' },
      { key: 'list', name: 'GET /api/product/list (page of 12)', url: '/api/product/list?page=1&limit=12' },
      { key: 'product', name: 'GET /api/product/:id', url: `/api/product/${productId}` },
    ].filter((endpoint) => wanted.has(endpoint.key));

    // Record the API's exact answers; the bare server sends these bytes.
    const recorded: [string, string, string][] = [];
    for (const endpoint of endpoints) {
      const res = await fetch(`${apiBase}${endpoint.url}`);
      if (!res.ok) throw new Error(`${endpoint.url} answered ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      recorded.push([
        endpoint.url,
        res.headers.get('content-type') ?? 'application/json',
        bytes.toString('base64'),
      ]);
    }
    const bodiesFile = path.join(dataDir, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(recorded));
    bare = spawn(process.execPath, ['-e', bareServerSource, bodiesFile, String(barePort)], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      bare?.once('message', () => resolve());
      bare?.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    });
    const bareBase = `http://127.0.0.1:${barePort}`;

    const measurements: Measurement[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      // Warm-up (JIT, pools, caches), not counted.
      await load(`${apiBase}${endpoint.url}`, 2, api.pid);
      await load(`${bareBase}${endpoint.url}`, 1, bare.pid);
      const apiResult = await load(`${apiBase}${endpoint.url}`, duration, api.pid);
      const bareResult = await load(`${bareBase}${endpoint.url}`, duration, bare.pid);
      measurements.push({
        database,
        endpoint: endpoint.name,
        bytes: Buffer.from(recorded[index]?.[2] ?? '', 'base64').length,
        api: apiResult,
        bare: bareResult,
        ratio: apiResult.requestsPerSecond / bareResult.requestsPerSecond,
      });
    }
    return measurements;
  } finally {
    if (bare) await stop(bare);
    await stop(api);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const all: Measurement[] = [];
for (const database of databases) all.push(...(await measureDatabase(database)));

if (values.json) {
  console.info(JSON.stringify(all, null, 2));
} else {
  console.info(
    `\n${connections} connections, ${duration} s per measurement, API and bare server back to back.\n`,
  );
  console.info(
    '| Endpoint | Database | Bytes | API req/s | Bare req/s | API ÷ bare | API p99 ms | ' +
      'CPU µs per answer, API / bare | Errors |',
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const m of all) {
    console.info(
      `| ${m.endpoint} | ${m.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${m.bytes} | ` +
        `${m.api.requestsPerSecond.toLocaleString('en')} | ${m.bare.requestsPerSecond.toLocaleString('en')} | ` +
        `${(m.ratio * 100).toFixed(0)} % | ${m.api.p99} | ` +
        `${m.api.cpuMicrosPerRequest.toFixed(1)} / ${m.bare.cpuMicrosPerRequest.toFixed(1)} | ` +
        `${m.api.errors + m.bare.errors} |`,
    );
  }
}
