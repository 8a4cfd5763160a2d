// Measures GET /api/product/list over HTTP against the real app as the catalogue grows from the seeded 54
// products to 1,000, 10,000 and 100,000 (generated copies, older than the seeded ones), on PGlite and on a
// PostgreSQL server (a throwaway cluster, as the tests' PostgreSQL lane starts one). Every size has its own
// database and app, all running at once and asked in turn. For each size it reports
// the latency (p50, p99 of sequential requests) and the response size of the first page and of searches, and
// checks the catalogue's promise: the first page stays the same size and its p99 within 2× of the 54's.
// Usage: npx tsx backend/scripts/bench-product-list.ts [--database pglite|postgres|both]
//        [--sizes 54,1000,10000,100000] [--requests 300] [--markdown]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createLogger } from '@store/server-kit/logger';
import { startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { createApp } from '../src/app';
import { readConfig } from '../src/config/env';
import { createContainer } from '../src/container';
import { openBackendDatabase } from '../src/db/client';
import { catalogueRows, seedStore } from '../src/db/seed/seed';
import { percentile } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    sizes: { type: 'string', default: '54,1000,10000,100000' },
    requests: { type: 'string', default: '300' },
    markdown: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const engines = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];

const queries = [
  { label: 'first page (default 20)', query: '' },
  { label: 'search "hoodie" (page of 20)', query: '?search=hoodie' },
  { label: 'search "trowsers" (misspelt)', query: '?search=trowsers' },
];

interface Result {
  engine: string;
  products: number;
  label: string;
  total: number;
  p50: number;
  p99: number;
  bytes: number;
  /** The products' own bytes (the body less its envelope, whose `total` grows by a digit or two). */
  productBytes: number;
}

/** One timed request; its bytes, and the total and products' own bytes it reports. */
async function timedRequest(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { ms, body };
}

interface Store {
  products: number;
  base: string;
  close(): Promise<void>;
}

/** One app on its own database (PGlite in memory, or a database of the cluster), grown to `size` products. */
async function openStore(engine: string, size: number, clusterUrl: string | undefined): Promise<Store> {
  let url = 'pglite:memory';
  if (clusterUrl) {
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database bench_${size}`);
    await admin.end();
    const target = new URL(clusterUrl);
    target.pathname = `/bench_${size}`;
    url = target.toString();
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET: 'x'.repeat(40),
    FRONTEND_DIST: dataDir,
  });
  const logger = createLogger('bench', 'error');
  const database = await openBackendDatabase(config.DATABASE_URL, dataDir, logger);
  const container = createContainer(config, database, 'x'.repeat(40));
  const products = container.repositories.products;
  await seedStore(
    { products, stock: container.repositories.stock, users: container.users },
    { demoMode: false },
  );
  const template = catalogueRows();
  for (let offset = await products.countActive(); offset < size; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, size - offset) }, (_, i) => {
      const n = offset + i;
      const source = template[n % template.length];
      if (!source) throw new Error('empty template');
      return {
        ...source,
        name: `${source.name} #${n + 1}`,
        // Older than the seeded catalogue, so the first page is the same 20 products at every size.
        createdAt: new Date(Date.UTC(2020, 0, 1) - n * 1000),
      };
    });
    await products.insertMany(batch);
  }
  // A catalogue that has settled: statistics fresh, and no autovacuum of the bulk load during the timing.
  await database.db.execute(sql`vacuum analyze products`);
  const server = createServer(createApp(container, logger));
  // The growing of the next store can take minutes; idle keep-alive sockets must not be closed under fetch.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.error(`${engine}: ${size} products ready`);
  return {
    products: size,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * All sizes live at once and are asked in turn (54, 1,000, 10,000, 100,000, 54, …), so whatever else the
 * machine is doing falls on every size alike and the sizes' percentiles compare.
 */
async function benchEngine(engine: string): Promise<Result[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster() : undefined;
  const stores: Store[] = [];
  const results: Result[] = [];
  try {
    for (const size of sizes) stores.push(await openStore(engine, size, cluster?.url));
    for (const { label, query } of queries) {
      const times = stores.map((): number[] => []);
      const firstBodies = stores.map((): ArrayBuffer | undefined => undefined);
      for (let i = 0; i < 20; i++)
        for (const store of stores) await timedRequest(`${store.base}/api/product/list${query}`);
      for (let i = 0; i < requests; i++) {
        for (const [index, store] of stores.entries()) {
          const { ms, body } = await timedRequest(`${store.base}/api/product/list${query}`);
          times[index]?.push(ms);
          firstBodies[index] ??= body;
        }
      }
      for (const [index, store] of stores.entries()) {
        const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
        const body = firstBodies[index] ?? new ArrayBuffer(0);
        const parsed = JSON.parse(Buffer.from(body).toString()) as { total: number; products: unknown[] };
        const result: Result = {
          engine,
          products: store.products,
          label,
          total: parsed.total,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          bytes: body.byteLength,
          productBytes: JSON.stringify(parsed.products).length,
        };
        results.push(result);
        console.error(
          `${engine.padEnd(8)} ${String(store.products).padStart(6)}  ${label.padEnd(30)} total=${String(result.total).padStart(6)}  p50=${result.p50.toFixed(2)}ms  p99=${result.p99.toFixed(2)}ms  ${result.bytes} B`,
        );
      }
    }
  } finally {
    for (const store of stores) await store.close();
    cluster?.stop();
  }
  return results;
}

const all: Result[] = [];
for (const engine of engines) all.push(...(await benchEngine(engine)));

const lines = [
  `| engine | products | request | matches | p50 (ms) | p99 (ms) | response (bytes) |`,
  `|---|---:|---|---:|---:|---:|---:|`,
  ...all.map(
    (r) =>
      `| ${r.engine} | ${r.products.toLocaleString('en-US')} | ${r.label} | ${r.total.toLocaleString('en-US')} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.bytes.toLocaleString('en-US')} |`,
  ),
];
console.info(values.markdown ? lines.join('\n') : `\n${lines.join('\n')}`);

// The promise: the first page does not grow with the catalogue, in size or (p99) time.
let kept = true;
for (const engine of new Set(all.map((r) => r.engine))) {
  const firstPages = all.filter((r) => r.engine === engine && r.label === queries[0]?.label);
  const smallest = firstPages[0];
  const largest = firstPages.at(-1);
  if (!smallest || !largest) continue;
  const sameSize = firstPages.every((r) => r.productBytes === smallest.productBytes);
  const ratio = largest.p99 / smallest.p99;
  const ok = sameSize && ratio <= 2;
  kept &&= ok;
  console.info(
    `\n${engine}: first page ${sameSize ? 'the same size' : 'NOT the same size'} at every size; p99 ${largest.products.toLocaleString('en-US')} / ${smallest.products} = ${ratio.toFixed(2)}× (${ok ? 'within' : 'NOT within'} 2×)`,
  );
}
process.exitCode = kept ? 0 : 1;
