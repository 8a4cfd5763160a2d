// Measures order placement (POST /api/order/place) under concurrent shoppers on a real PostgreSQL server:
// throughput, latency percentiles, and orders created in the database versus orders requested.
//
// It starts a throwaway PostgreSQL cluster, runs the real main API (src/server.ts) as its own process on
// --port, registers --shoppers shoppers, and has each place --orders orders back to back, each with its
// own Idempotency-Key. With --duplicates 0.1, one order in ten is also sent a second time at once with the
// same key (a double click), which must not create a second order.
//
// Usage: npx tsx backend/scripts/bench-orders.ts [--shoppers 20] [--orders 50] [--duplicates 0] [--port 4020]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '20' },
    orders: { type: 'string', default: '50' },
    duplicates: { type: 'string', default: '0' },
    port: { type: 'string', default: '4020' },
  },
});
const shopperCount = Number(values.shoppers);
const ordersPerShopper = Number(values.orders);
const duplicateRate = Number(values.duplicates);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

interface CatalogueProduct {
  _id: string;
  price: number;
  sizes: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

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

/** User + system CPU time of a process so far, from /proc (Linux); 0 where that is not available. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the backend did not become healthy on ${base}`);
}

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const cluster = await startPostgresCluster();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
const backendDir = path.resolve(import.meta.dirname, '..');
// Node itself (not the tsx launcher, which would run the server in a child), so its CPU time can be read.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
});

let exitCode = 0;
try {
  await waitForHealth(Date.now() + 60_000);
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

  /** One to three random lines, priced from the catalogue as the SPA would show them. */
  const randomOrder = () => {
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
      const product = products[Math.floor(Math.random() * products.length)] as CatalogueProduct;
      return {
        _id: product._id,
        size: product.sizes[Math.floor(Math.random() * product.sizes.length)] as string,
        quantity: 1 + Math.floor(Math.random() * 2),
        price: product.price,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    return { address, items: lines, amount: Math.round((subtotal + 200) * 100) / 100 };
  };

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let unique = 0;
  let duplicatesSent = 0;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const placeTimed = async (token: string, body: unknown, key: string) => {
    const started = performance.now();
    const res = await post('/api/order/place', body, { token, 'Idempotency-Key': key });
    latencies.push(performance.now() - started);
    count(res.status);
    return res.status;
  };

  // Warm-up: a few orders per shopper, not timed (JIT, connection pool, caches); they are counted below.
  const warmUp = 2;
  await Promise.all(
    shoppers.map(async (token) => {
      for (let index = 0; index < warmUp; index++) {
        const res = await post('/api/order/place', randomOrder(), { token, 'Idempotency-Key': randomUUID() });
        if (res.status !== 201)
          throw new Error(`warm-up order failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }),
  );

  const started = performance.now();
  const cpuBefore = processCpuMs(server.pid);
  await Promise.all(
    shoppers.map(async (token) => {
      for (let index = 0; index < ordersPerShopper; index++) {
        const body = randomOrder();
        const key = randomUUID();
        unique += 1;
        if (Math.random() < duplicateRate) {
          duplicatesSent += 1;
          await Promise.all([placeTimed(token, body, key), placeTimed(token, body, key)]);
        } else {
          await placeTimed(token, body, key);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = processCpuMs(server.pid) - cpuBefore;

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const counted = await client.query<{ orders: string; lines: string; bad_totals: string }>(`
    select (select count(*) from orders)::text as orders,
           (select count(*) from order_items)::text as lines,
           (select count(*) from orders o where o.subtotal_cents <>
              (select sum(i.price_cents * i.quantity) from order_items i where i.order_id = o.id))::text as bad_totals`);
  await client.end();
  const row = counted.rows[0];
  const created = Number(row?.orders);
  const requestedUnique = unique + warmUp * shopperCount;

  latencies.sort((a, b) => a - b);
  const created201 = statuses.get(201) ?? 0;
  const report = {
    database: 'PostgreSQL (throwaway cluster, fsync off)',
    concurrentShoppers: shopperCount,
    timedRequests: latencies.length,
    duplicateRequests: duplicatesSent,
    statuses: Object.fromEntries([...statuses.entries()].sort()),
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((created201 / seconds).toFixed(1)),
    latencyMs: {
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p95: Number(percentile(latencies, 95).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    },
    // CPU the API process spent per order: unlike orders/s, it hardly moves with what else the machine does.
    serverCpuMsPerOrder: Number((serverCpuMs / Math.max(1, created201)).toFixed(2)),
    ordersRequested: requestedUnique,
    ordersCreated: created,
    orderLines: Number(row?.lines),
    ordersWithWrongSubtotal: Number(row?.bad_totals),
  };
  console.info(JSON.stringify(report, null, 2));
  if (created !== requestedUnique || report.ordersWithWrongSubtotal !== 0) {
    console.error(`MISMATCH: ${requestedUnique} orders requested, ${created} created`);
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
