// Measures order placement (POST /api/order/place) under concurrent shoppers on a real PostgreSQL server:
// throughput, latency percentiles, and orders created in the database versus orders requested.
//
// It starts a throwaway PostgreSQL cluster with PostgreSQL's durable defaults (fsync, synchronous_commit and
// full_page_writes on: an order is on disk when it is answered; --fast turns them off), runs the real main API (src/server.ts) as its own process on
// --port, registers --shoppers shoppers, and has each place --orders orders back to back, each with its
// own Idempotency-Key. With --duplicates 0.1, one order in ten is also sent a second time at once with the
// same key (a double click), which must not create a second order.
//
// Two cases, one after the other, each reported on its own:
// - spread: random lines over the whole catalogue, with every shelf stocked deep (no order is short);
// - contention: every order takes one or two of the same --hot sizes (many shoppers after the same few
//   items, so every order waits on the same stock rows), stocked with --hot-stock pieces each (default:
//   about half of what the shoppers ask for, so the shelf runs out part-way and the rest get 409s). It
//   checks that the pieces sold equal the stock taken, that no shelf went below zero, and that every
//   refusal was an out_of_stock 409.
//
// With --readers N, a third case runs the spread orders again with N anonymous readers beside them, reading
// the collection's pages and every product's page as a browser asks, and reports their reads/s, latency and
// the share the catalogue cache answered (from /metrics): what browsing costs while orders take stock.
//
// Profile the server with BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
// The report names the machine (CPUs, load average) and the database's settings, read from the server.
// Usage: npx tsx backend/scripts/bench-orders.ts [--shoppers 20] [--orders 50] [--duplicates 0]
//          [--hot 3] [--hot-stock N] [--readers 0] [--port 4020] [--fast] [--markdown]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { markdownReport } from './bench-orders-report';
import { catalogueReadUrls, startReaders, type ReadSummary } from './bench-readers';
import { machineSummary, percentile, postgresSettings, processCpuMs, waitForHealth } from './bench-support';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '20' },
    orders: { type: 'string', default: '50' },
    duplicates: { type: 'string', default: '0' },
    hot: { type: 'string', default: '3' },
    'hot-stock': { type: 'string' },
    port: { type: 'string', default: '4020' },
    readers: { type: 'string', default: '0' },
    fast: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});
const shopperCount = Number(values.shoppers);
const ordersPerShopper = Number(values.orders);
const duplicateRate = Number(values.duplicates);
const hotCount = Number(values.hot);
const readerCount = Number(values.readers);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

interface CatalogueProduct {
  _id: string;
  price: number;
  sizes: string[];
}

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.lk',
  street: '1 Load Street',
  city: 'Colombo',
  state: 'Western',
  zipcode: '00100',
  country: 'Sri Lanka',
  phone: '0771234567',
};

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const cluster = await startPostgresCluster({ durable: !values.fast });
const databaseSettings = await postgresSettings(cluster.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
const backendDir = path.resolve(import.meta.dirname, '..');
// Node itself (not the tsx launcher, which would run the server in a child), so its CPU time can be read.
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    'tsx',
    'src/server.ts',
  ],
  {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      BACKEND_PORT: String(port),
      JWT_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'false',
      SEED_ON_START: 'true',
      FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

let exitCode = 0;
try {
  await waitForHealth(base, Date.now() + 60_000);
  const products = (
    (await (await fetch(`${base}/api/product/list`)).json()) as { products: CatalogueProduct[] }
  ).products;

  const shoppers: string[] = [];
  for (let index = 0; index < shopperCount; index++) {
    const res = await post('/api/user/register', {
      name: `Bench Shopper ${index}`,
      email: `bench-${index}-${Date.now()}@example.com`,
      password: 'bench-password-123',
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    shoppers.push(res.body.token as string);
  }

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  // The bench owns this database: the spread case must measure orders, not a shop that sells out.
  await client.query('update product_stock set quantity = 1000000');

  type Line = { _id: string; size: string; quantity: number; price: number };
  const orderOf = (lines: Line[]) => {
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    return { address, items: lines, amount: Math.round((subtotal + 200) * 100) / 100 };
  };
  const pickOne = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

  /** One to three random lines over the whole catalogue, priced as the SPA would show them. */
  const spreadOrder = () =>
    orderOf(
      Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
        const product = pickOne(products);
        return {
          _id: product._id,
          size: pickOne(product.sizes),
          quantity: 1 + Math.floor(Math.random() * 2),
          price: product.price,
        };
      }),
    );

  // The few sizes everybody wants: the first size of the first --hot products.
  const hot = products.slice(0, hotCount).map((product) => ({ product, size: product.sizes[0] as string }));
  /** One or two lines, each one piece of a hot size. */
  const contentionOrder = () =>
    orderOf(
      Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => {
        const { product, size } = pickOne(hot);
        return { _id: product._id, size, quantity: 1, price: product.price };
      }),
    );

  interface PhaseResult {
    seconds: number;
    serverCpuMs: number;
    latencies: number[];
    statuses: Map<number, number>;
    codes: Map<string, number>;
    unique: number;
    duplicatesSent: number;
    createdIds: Set<string>;
    reads?: ReadSummary;
  }

  // The orders take the first page's products only (the newest, as a shop's best sellers tend to be); the
  // readers (--readers) read every product's page.
  const readUrls = readerCount > 0 ? await catalogueReadUrls(base) : [];

  const runPhase = async (makeOrder: () => ReturnType<typeof orderOf>, readers = 0): Promise<PhaseResult> => {
    const result: PhaseResult = {
      seconds: 0,
      serverCpuMs: 0,
      latencies: [],
      statuses: new Map(),
      codes: new Map(),
      unique: 0,
      duplicatesSent: 0,
      createdIds: new Set(),
    };
    const placeTimed = async (token: string, body: unknown, key: string) => {
      const started = performance.now();
      const res = await post('/api/order/place', body, { token, 'Idempotency-Key': key });
      result.latencies.push(performance.now() - started);
      result.statuses.set(res.status, (result.statuses.get(res.status) ?? 0) + 1);
      const code = typeof res.body.code === 'string' ? res.body.code : undefined;
      if (code) result.codes.set(code, (result.codes.get(code) ?? 0) + 1);
      const order = res.body.order as { _id?: string } | undefined;
      if (res.status === 201 && order?._id) result.createdIds.add(order._id);
    };
    const reading = readers > 0 ? await startReaders(base, readUrls, readers) : undefined;
    const started = performance.now();
    const cpuBefore = processCpuMs(server.pid);
    const ordered = Promise.all(
      shoppers.map(async (token) => {
        for (let index = 0; index < ordersPerShopper; index++) {
          const body = makeOrder();
          const key = randomUUID();
          result.unique += 1;
          if (Math.random() < duplicateRate) {
            result.duplicatesSent += 1;
            await Promise.all([placeTimed(token, body, key), placeTimed(token, body, key)]);
          } else {
            await placeTimed(token, body, key);
          }
        }
      }),
    );
    try {
      await ordered;
    } finally {
      result.seconds = (performance.now() - started) / 1000;
      result.serverCpuMs = processCpuMs(server.pid) - cpuBefore;
      result.reads = await reading?.stop(result.seconds);
    }
    return result;
  };

  const summary = (result: PhaseResult) => {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const created = result.statuses.get(201) ?? 0;
    return {
      timedRequests: sorted.length,
      duplicateRequests: result.duplicatesSent,
      statuses: Object.fromEntries([...result.statuses.entries()].sort()),
      seconds: Number(result.seconds.toFixed(2)),
      ordersPerSecond: Number((created / result.seconds).toFixed(1)),
      answersPerSecond: Number((result.unique / result.seconds).toFixed(1)),
      // CPU the API process spent per answer: unlike the rates, it hardly moves with the machine's load.
      serverCpuMsPerAnswer: Number((result.serverCpuMs / Math.max(1, sorted.length)).toFixed(2)),
      latencyMs: {
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p95: Number(percentile(sorted, 95).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
        max: Number((sorted.at(-1) ?? 0).toFixed(1)),
      },
    };
  };

  // Warm-up: a few orders per shopper, not timed (JIT, connection pool, caches); they are counted below.
  const warmUp = 2;
  await Promise.all(
    shoppers.map(async (token) => {
      for (let index = 0; index < warmUp; index++) {
        const res = await post('/api/order/place', spreadOrder(), { token, 'Idempotency-Key': randomUUID() });
        if (res.status !== 201)
          throw new Error(`warm-up order failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }),
  );

  // Spread: deep shelves, random lines.
  const spread = await runPhase(spreadOrder);
  const counted = await client.query<{ orders: string; lines: string; bad_totals: string }>(`
    select (select count(*) from orders)::text as orders,
           (select count(*) from order_items)::text as lines,
           (select count(*) from orders o where o.subtotal_cents <>
              (select sum(i.price_cents * i.quantity) from order_items i where i.order_id = o.id))::text as bad_totals`);
  const row = counted.rows[0];
  const createdSpread = Number(row?.orders);
  const requestedSpread = spread.unique + warmUp * shopperCount;

  // Spread again with anonymous readers browsing beside the shoppers (--readers): how much of the catalogue
  // the cache still answers while orders take stock.
  let withReaders: (PhaseResult & { created: number; reads: ReadSummary }) | undefined;
  if (readerCount > 0) {
    const phase = await runPhase(spreadOrder, readerCount);
    if (!phase.reads) throw new Error('the readers reported nothing');
    withReaders = { ...phase, reads: phase.reads, created: phase.statuses.get(201) ?? 0 };
  }

  // Contention: the same few sizes, a shelf that runs out part-way.
  const expectedDemand = shopperCount * ordersPerShopper * 1.5;
  const hotStock = Number(values['hot-stock'] ?? Math.max(1, Math.round(expectedDemand / 2 / hot.length)));
  for (const { product, size } of hot) {
    await client.query('update product_stock set quantity = $3 where product_id = $1 and size = $2', [
      product._id,
      size,
      hotStock,
    ]);
  }
  const contention = await runPhase(contentionOrder);
  const shelves = await client.query<{ product_id: string; size: string; quantity: number; sold: string }>(
    `select s.product_id, s.size, s.quantity,
            coalesce((select sum(i.quantity) from order_items i
                      where i.product_id = s.product_id and i.size = s.size and i.order_id = any($1::uuid[])), 0)::text as sold
       from product_stock s
      where (s.product_id, s.size) in (${hot.map((_, index) => `($${index * 2 + 2}::uuid, $${index * 2 + 3})`).join(', ')})`,
    [[...contention.createdIds], ...hot.flatMap(({ product, size }) => [product._id, size])],
  );
  const negative = await client.query<{ count: string }>(
    'select count(*)::text as count from product_stock where quantity < 0',
  );
  await client.end();

  const soldPieces = shelves.rows.reduce((sum, shelf) => sum + Number(shelf.sold), 0);
  const leftPieces = shelves.rows.reduce((sum, shelf) => sum + shelf.quantity, 0);
  const refused = contention.statuses.get(409) ?? 0;
  const report = {
    machine: machineSummary(),
    database: databaseSettings,
    concurrentShoppers: shopperCount,
    ordersPerShopper,
    spread: {
      ...summary(spread),
      ordersRequested: requestedSpread,
      ordersCreated: createdSpread,
      orderLines: Number(row?.lines),
      ordersWithWrongSubtotal: Number(row?.bad_totals),
    },
    ...(withReaders && {
      spreadWithReaders: {
        ...summary(withReaders),
        ordersRequested: withReaders.unique,
        ordersCreated: withReaders.created,
        reads: withReaders.reads,
      },
    }),
    contention: {
      ...summary(contention),
      hotSizes: hot.length,
      stockPerHotSize: hotStock,
      ordersCreated: contention.createdIds.size,
      refusedOutOfStock: contention.codes.get('out_of_stock') ?? 0,
      piecesSold: soldPieces,
      piecesLeft: leftPieces,
      stockBefore: hotStock * hot.length,
      shelvesBelowZero: Number(negative.rows[0]?.count),
    },
  };
  console.info(values.markdown ? markdownReport(report) : JSON.stringify(report, null, 2));
  if (withReaders && withReaders.created !== withReaders.unique) {
    console.error(
      `MISMATCH: ${withReaders.unique} orders requested beside the readers, ${withReaders.created} created`,
    );
    exitCode = 1;
  }
  if (createdSpread !== requestedSpread || report.spread.ordersWithWrongSubtotal !== 0) {
    console.error(`MISMATCH: ${requestedSpread} orders requested, ${createdSpread} created`);
    exitCode = 1;
  }
  if (
    soldPieces + leftPieces !== hotStock * hot.length ||
    report.contention.shelvesBelowZero !== 0 ||
    refused !== report.contention.refusedOutOfStock ||
    (duplicateRate === 0 && contention.createdIds.size + refused !== contention.unique)
  ) {
    console.error('MISMATCH: the contention case sold what it did not have, or refused for another reason');
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
