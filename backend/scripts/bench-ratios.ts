// Prints how fast the main API answers its hottest reads compared with a bare `node:http` server that sends
// the very same bytes from memory, measured side by side in one run with autocannon (20 connections). Each
// read is asked twice: as a browser asks (`Accept-Encoding: gzip, deflate, br`, `Accept-Language`), where the
// bare server sends the API's compressed bytes as they are (pre-compressed), and without those headers
// (scripts, probes). The signed-in reads (cart, orders) carry a shopper's token.
// There are two bare servers: one sends the API's whole answer (its headers too, so both put the same bytes on
// the wire; "same answer"), the other the body with its type, length and coding only ("body only", the
// comparison of the runs up to 2026-12-07). The ratio (API req/s ÷ bare req/s) is what to compare between
// machines and runs: the absolute figures move with whatever else the machine is doing, the ratio much less.
// Beside it, the CPU time (user + system, from /proc) each server spent per answer: where the difference lies,
// independent of the client's share.
//
// The real main API (src/server.ts, NODE_ENV=production, default log level, logs to /dev/null) and the bare
// servers each run in their own process; autocannon runs here. For every endpoint the three are measured in
// turns of a second (loadInTurns, in bench-ratios-servers.ts), on PGlite (in files, as `npm start` runs it)
// and on a throwaway PostgreSQL cluster with PostgreSQL's durable defaults (--fast: fsync and synchronous
// commit off). The report names the machine (CPUs, load average) and each database's settings, read from
// the server.
//
// Usage: npx tsx backend/scripts/bench-ratios.ts [--database pglite,postgres] [--duration 8]
//        [--connections 20] [--endpoints config,list,product,search,reviews,cart,orders,product-signed-in] [--ask browser,plain] [--fast] [--json]
// Profile the API under the same load: BENCH_API_NODE_ARGS is passed to its node, e.g.
// BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (written when the API stops).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Product } from '@store/contracts/products';
import { freePort } from '@store/server-kit/testing/free-port';
import { orderBody } from '../src/testing/order-fixtures';
import { startPostgresCluster, type PostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import {
  BROWSER_HEADERS,
  machineSummary,
  pgliteSettings,
  postgresSettings,
  waitForHealth,
} from './bench-support';
import {
  bareServerSource,
  loadInTurns,
  loadOnce,
  rawAnswer,
  stop,
  TURN_SECONDS,
  type Load,
  type Request,
  type Target,
} from './bench-ratios-servers';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    endpoints: {
      type: 'string',
      default: 'config,list,product,search,reviews,cart,orders,product-signed-in',
    },
    ask: { type: 'string', default: 'browser,plain' },
    fast: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const databases = values.database.split(',').filter((name) => name === 'pglite' || name === 'postgres');
const duration = Number(values.duration);
const connections = Number(values.connections);
const wanted = new Set(values.endpoints.split(','));
const asks = values.ask.split(',').filter((ask): ask is Ask => ask === 'browser' || ask === 'plain');
type Ask = 'browser' | 'plain';
const backendDir = path.resolve(import.meta.dirname, '..');

interface Measurement {
  database: string;
  endpoint: string;
  ask: Ask;
  /** Bytes on the wire and their coding (identity, br or gzip). */
  bytes: number;
  /** The answer's headers as the API sends them (Node's own Date, Connection and Keep-Alive left out). */
  headerBytes: number;
  coding: string;
  api: Load;
  /** The bare server sending the API's whole answer: its headers and its body. */
  bare: Load;
  /** The bare server sending the body alone, with its type, length and coding. */
  bodyOnly: Load;
  ratio: number;
  bodyOnlyRatio: number;
}

/** A new shopper with one piece in the cart and one order placed: the signed-in reads have something to show. */
async function shopperWithAnOrder(apiBase: string, product: Product) {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${apiBase}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const email = `bench-${randomUUID().slice(0, 8)}@example.lk`;
  const { token } = (await post('/api/user/register', {
    name: 'Bench Shopper',
    email,
    password: 'a-good-password',
  })) as {
    token: string;
  };
  const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 1) ?? product.sizes[0] ?? '';
  await post('/api/cart/add', { itemId: product._id, size }, token);
  await post('/api/order/place', orderBody([{ product, size, quantity: 1 }]), token);
  await post('/api/cart/add', { itemId: product._id, size }, token);
  return token;
}

/** Each database's settings as read from it, for the report. */
const databaseSettings: string[] = [];

/** The origin of the shop as `npm start` serves it (one of CORS_ORIGINS by default). */
const SHOP_ORIGIN = 'http://localhost:4000';

async function measureDatabase(database: string): Promise<Measurement[]> {
  const cluster: PostgresCluster | undefined =
    database === 'postgres' ? await startPostgresCluster({ durable: !values.fast }) : undefined;
  databaseSettings.push(
    cluster ? `PostgreSQL: ${await postgresSettings(cluster.url)}` : `PGlite: ${pgliteSettings('files')}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ratios-'));
  const apiPort = await freePort();
  const barePorts = { answer: await freePort(), body: await freePort() };
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
  const bares: ChildProcess[] = [];
  try {
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(apiBase, Date.now() + 90_000);
    const firstPage = (await (await fetch(`${apiBase}/api/product/list?page=1&limit=12`)).json()) as {
      products: Product[];
    };
    const product = firstPage.products.find((each) => each.sizes.some((size) => (each.stock[size] ?? 0) > 0));
    if (!product) throw new Error('the catalogue is empty');
    const token = await shopperWithAnOrder(apiBase, product);
    // As the shop's client asks for a signed-in read: the token as a bearer, no body.
    const signedIn = { Authorization: `Bearer ${token}` };
    const endpoints = [
      { key: 'config', name: 'GET /api/config', url: '/api/config', method: 'GET' as const },
      {
        key: 'list',
        name: 'GET /api/product/list (page of 12)',
        url: '/api/product/list?page=1&limit=12',
        method: 'GET' as const,
      },
      {
        key: 'product',
        name: 'GET /api/product/:id',
        url: `/api/product/${product._id}`,
        method: 'GET' as const,
      },
      {
        key: 'search',
        name: 'GET /api/product/list?search=shirt',
        url: '/api/product/list?page=1&limit=12&search=shirt',
        method: 'GET' as const,
      },
      {
        // Every product page asks for its reviews.
        key: 'reviews',
        name: 'GET /api/product/:id/reviews',
        url: `/api/product/${product._id}/reviews`,
        method: 'GET' as const,
      },
      {
        // The shop's client sends a signed-in shopper's token with every call, catalogue reads too.
        key: 'product-signed-in',
        name: 'GET /api/product/:id (signed in)',
        url: `/api/product/${product._id}`,
        method: 'GET' as const,
        auth: true,
      },
      {
        key: 'cart',
        name: 'POST /api/cart/get (signed in)',
        url: '/api/cart/get',
        method: 'POST' as const,
        auth: true,
      },
      {
        key: 'orders',
        name: 'POST /api/order/userorders (signed in)',
        url: '/api/order/userorders',
        method: 'POST' as const,
        auth: true,
      },
    ].filter((endpoint) => wanted.has(endpoint.key));
    const requestOf = (endpoint: (typeof endpoints)[number], ask: Ask): Request => ({
      method: endpoint.method,
      headers: {
        ...(ask === 'browser' ? BROWSER_HEADERS : {}),
        // Browsers send Origin with every POST, their own site's too: the shop as `npm start` serves it.
        ...(ask === 'browser' && endpoint.method === 'POST' ? { Origin: SHOP_ORIGIN } : {}),
        ...('auth' in endpoint && endpoint.auth ? signedIn : {}),
      },
    });

    // Record the API's exact answers, as each kind of client gets them; the bare server sends these bytes.
    const recorded: [string, string, string, string, string[]][] = [];
    for (const endpoint of endpoints) {
      for (const ask of asks) {
        const request = requestOf(endpoint, ask);
        const bytes = await rawAnswer(`${apiBase}${endpoint.url}`, request);
        recorded.push([
          `${ask} ${endpoint.url}`,
          bytes.type,
          bytes.coding,
          bytes.body.toString('base64'),
          bytes.headers,
        ]);
      }
    }
    const bodiesFile = path.join(dataDir, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(recorded));
    const startBare = async (kind: keyof typeof barePorts) => {
      const server = spawn(
        process.execPath,
        ['-e', bareServerSource, bodiesFile, String(barePorts[kind]), kind],
        {
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        },
      );
      bares.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('message', () => resolve());
        server.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
      });
      return { base: `http://127.0.0.1:${barePorts[kind]}`, pid: server.pid };
    };
    const bare = await startBare('answer');
    const bodyOnly = await startBare('body');

    const measurements: Measurement[] = [];
    for (const endpoint of endpoints) {
      for (const ask of asks) {
        const request = requestOf(endpoint, ask);
        const [, , coding = 'identity', base64 = '', headers = []] =
          recorded.find(([key]) => key === `${ask} ${endpoint.url}`) ?? [];
        const targets = [
          { url: `${apiBase}${endpoint.url}`, pid: api.pid },
          { url: `${bare.base}${endpoint.url}`, pid: bare.pid },
          { url: `${bodyOnly.base}${endpoint.url}`, pid: bodyOnly.pid },
        ];
        // Warm-up (JIT, pools, caches), not counted.
        await loadOnce(targets[0] as Target, request, 2, connections);
        const [apiResult, bareResult, bodyOnlyResult] = await loadInTurns(
          targets,
          request,
          duration,
          connections,
        );
        if (!apiResult || !bareResult || !bodyOnlyResult) throw new Error('a server was not measured');
        measurements.push({
          database,
          endpoint: endpoint.name,
          ask,
          bytes: Buffer.from(base64, 'base64').length,
          // Each header as a line: the name, ": ", the value and CRLF.
          headerBytes: headers.reduce((sum, part) => sum + part.length + 2, 0),
          coding,
          api: apiResult,
          bare: bareResult,
          bodyOnly: bodyOnlyResult,
          ratio: apiResult.requestsPerSecond / bareResult.requestsPerSecond,
          bodyOnlyRatio: apiResult.requestsPerSecond / bodyOnlyResult.requestsPerSecond,
        });
      }
    }
    return measurements;
  } finally {
    for (const server of bares) await stop(server);
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
    `\n${connections} connections, ${duration} s per measurement, the API and the two bare servers in turns of ${TURN_SECONDS} s; ` +
      `NODE_ENV=production; ${machineSummary()} (at the end). ${databaseSettings.join('; ')}. ` +
      `"browser": Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}, ` +
      `Origin: ${SHOP_ORIGIN} on a POST, ` +
      `Accept-Language: ${BROWSER_HEADERS['Accept-Language']}; "plain": neither.\n`,
  );
  console.info(
    '| Endpoint | Asked | Database | Body bytes | Header bytes | API req/s | Bare req/s: same answer / body only | ' +
      'API ÷ bare: same answer / body only | API p99 ms | CPU µs per answer: API / bare, same answer / body only | Errors |',
  );
  console.info('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const rate = (load: Load) => load.requestsPerSecond.toLocaleString('en');
  const cpu = (load: Load) => load.cpuMicrosPerRequest.toFixed(1);
  for (const m of all) {
    console.info(
      `| ${m.endpoint} | ${m.ask} | ${m.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ` +
        `${m.bytes}${m.coding === 'identity' ? '' : ` (${m.coding})`} | ${m.headerBytes} | ` +
        `${rate(m.api)} | ${rate(m.bare)} / ${rate(m.bodyOnly)} | ` +
        `${(m.ratio * 100).toFixed(0)} % / ${(m.bodyOnlyRatio * 100).toFixed(0)} % | ${m.api.p99} | ` +
        `${cpu(m.api)} / ${cpu(m.bare)} / ${cpu(m.bodyOnly)} | ` +
        `${m.api.errors + m.bare.errors + m.bodyOnly.errors} |`,
    );
  }
}
