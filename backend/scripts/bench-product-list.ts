// Measures GET /api/product/list latency over HTTP against the real app, with the seeded catalogue and with
// a large generated one. Usage: npx tsx backend/scripts/bench-product-list.ts [--database pglite|postgres]
// [--products 10000] [--requests 200]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '@store/server-kit/logger';
import { startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { createApp } from '../src/app';
import { readConfig } from '../src/config/env';
import { createContainer } from '../src/container';
import { openBackendDatabase } from '../src/db/client';
import { catalogueRows, seedStore } from '../src/db/seed/seed';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
  },
});
const largeCatalogue = Number(values.products);
const requests = Number(values.requests);

const cluster = values.database === 'postgres' ? await startPostgresCluster() : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const config = readConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: cluster?.url ?? 'pglite:memory',
  JWT_SECRET: 'x'.repeat(40),
  FRONTEND_DIST: dataDir,
});
const logger = createLogger('bench', 'error');
const database = await openBackendDatabase(config.DATABASE_URL, dataDir, logger);
const container = createContainer(config, database, 'x'.repeat(40));
await seedStore(
  { products: container.repositories.products, stock: container.repositories.stock, users: container.users },
  { demoMode: false },
);
const server = createServer(createApp(container, logger));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(label: string, query: string) {
  for (let i = 0; i < 10; i++) await (await fetch(`${base}/api/product/list${query}`)).arrayBuffer(); // warm-up
  const times: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/product/list${query}`);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
    if (i === 0) total = (JSON.parse(Buffer.from(body).toString()) as { total: number }).total;
  }
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(58)} total=${String(total).padStart(6)}  p50=${percentile(times, 50).toFixed(1)}ms  p95=${percentile(times, 95).toFixed(1)}ms  p99=${percentile(times, 99).toFixed(1)}ms  body=${(bytes / 1024).toFixed(0)}KiB`,
  );
}

async function suite(name: string) {
  console.info(`\n${name} (${database.kind}, ${requests} sequential requests each)`);
  await measure('whole list (no query)', '');
  await measure('page of 20, newest first', '?limit=20&page=3');
  await measure(
    'Women + Winterwear, low-high, page of 20',
    '?category=Women&subCategory=Winterwear&sort=low-high&limit=20',
  );
  await measure('search "hoodie", page of 20', '?search=hoodie&limit=20');
}

await suite('Seeded catalogue');
const extra = largeCatalogue - (await container.repositories.products.countActive());
const template = catalogueRows();
for (let offset = 0; offset < extra; offset += 1000) {
  const batch = Array.from({ length: Math.min(1000, extra - offset) }, (_, i) => {
    const source = template[(offset + i) % template.length];
    if (!source) throw new Error('empty template');
    return {
      ...source,
      name: `${source.name} #${offset + i + 1}`,
      createdAt: new Date(Date.now() - (offset + i) * 1000),
    };
  });
  await container.repositories.products.insertMany(batch);
}
await suite(`Generated catalogue of ${largeCatalogue} products`);

server.close();
await database.close();
cluster?.stop();
