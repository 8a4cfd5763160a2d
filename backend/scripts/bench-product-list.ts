// Measures GET /api/product/list over HTTP against the real app as the catalogue grows from the seeded 54
// products to 1,000, 10,000 and 100,000 (generated copies, older than the seeded ones), on PGlite (in files, as
// `npm start` runs it) and on a PostgreSQL server (a throwaway cluster with PostgreSQL's durable defaults;
// --fast turns fsync and synchronous commit off). Every size has its own database, all running at once and
// asked in turn. Each database is read by two apps: one with the catalogue cache (what shoppers mostly get:
// after the first read every answer comes from memory) and one without it (CATALOGUE_CACHE_MB=0: every read
// asks the database, as the first read of each page does; a search is asked in a new spelling each time, so its
// total is never one remembered from the same words). For each it reports the latency (p50, p99 of
// sequential requests) and the response size of the first page, page 50, a filtered page and four searches (two
// English words, a Sinhala and a Tamil one; the generated products are translated as the seeded ones are), and
// checks the catalogue's promises on the uncached figures: the first page stays the same size, each read's p99
// at the largest size is within 2× of the smallest's, and a search's p50 at the largest size on PostgreSQL is at
// most 20 ms. It exits 1 when a promise is not kept.
// Usage: npx tsx backend/scripts/bench-product-list.ts [--database pglite|postgres|both]
//        [--sizes 54,1000,10000,100000] [--requests 300] [--cache both|on|off] [--fast] [--markdown]
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
import { catalogueTranslations } from '../src/db/seed/catalogue-translations';
import { catalogueRows, seedStore } from '../src/db/seed/seed';
import { machineSummary, percentile, pgliteSettings, postgresSettings } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    sizes: { type: 'string', default: '54,1000,10000,100000' },
    requests: { type: 'string', default: '300' },
    cache: { type: 'string', default: 'both' },
    fast: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});
type CacheMode = 'cached' | 'uncached';
const cacheModes: CacheMode[] =
  values.cache === 'on' ? ['cached'] : values.cache === 'off' ? ['uncached'] : ['cached', 'uncached'];
/** The p99 at the largest size may be at most this many times the smallest size's (uncached reads). */
const MAX_P99_GROWTH = 2;
/** A search's p50 at the largest size on PostgreSQL, uncached, ms. */
const MAX_SEARCH_P50_MS = 20;
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const engines = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];

const queries = [
  { label: 'first page (default 20)', query: '', search: false },
  { label: 'page 50', query: '?page=50', search: false },
  {
    label: 'Women, Topwear, price low-high',
    query: '?category=Women&subCategory=Topwear&sort=low-high',
    search: false,
  },
  { label: 'search "hoodie" (page of 20)', query: '?search=hoodie', search: true },
  { label: 'search "trowsers" (misspelt)', query: '?search=trowsers', search: true },
  { label: 'search "හූඩි" (hoodie, Sinhala)', query: '?search=හූඩි&lang=si', search: true },
  { label: 'search "ஹூடி" (hoodie, Tamil)', query: '?search=ஹூடி&lang=ta', search: true },
];

const SPELLING_MARKS = ['.', '!', '?', ',', ';'];
/**
 * The query of the `attempt`-th uncached request. A search is asked in a spelling of its own each time (the
 * letters' case and trailing marks vary; the words, and so the matches and their order, do not), as shoppers
 * ask for different words: its total is then never one remembered from an earlier read of the same words.
 * Sinhala and Tamil letters have no case, so their words vary by their trailing marks alone: the marks are the
 * round's number written in base 5, one mark a digit.
 */
function uncachedQuery(query: string, attempt: number): string {
  const params = new URLSearchParams(query);
  const word = params.get('search');
  if (!word) return query;
  const letters = [...word];
  const cased = letters.flatMap((letter, index) =>
    letter.toUpperCase() === letter.toLowerCase() ? [] : [index],
  );
  const cases = 2 ** cased.length;
  const upper = new Set(cased.filter((_, bit) => (attempt % cases) & (1 << bit)));
  const spelt = letters.map((letter, index) => (upper.has(index) ? letter.toUpperCase() : letter)).join('');
  const round = Math.floor(attempt / cases);
  const marks =
    round === 0
      ? ''
      : [...round.toString(SPELLING_MARKS.length)].map((digit) => SPELLING_MARKS[Number(digit)]).join('');
  params.set('search', spelt + marks);
  return `?${params.toString()}`;
}

interface Result {
  engine: string;
  cache: CacheMode;
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
  /** The app with the catalogue cache and the one without, on the same database. */
  base: Record<CacheMode, string>;
  close(): Promise<void>;
}

/** Serves an app on a free port; resolves to its address and a way to close it. */
async function serve(app: ReturnType<typeof createApp>) {
  const server = createServer(app);
  // The growing of the next store can take minutes; idle keep-alive sockets must not be closed under fetch.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** One database (PGlite in files, or a database of the cluster) grown to `size` products, read by two apps. */
async function openStore(engine: string, size: number, clusterUrl: string | undefined): Promise<Store> {
  let url: string | undefined;
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
  const configWith = (cacheMegabytes: string) =>
    readConfig({
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url } : {}),
      JWT_SECRET: 'x'.repeat(40),
      FRONTEND_DIST: dataDir,
      CATALOGUE_CACHE_MB: cacheMegabytes,
    });
  const config = configWith('32');
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
    const inserted = await products.insertMany(batch);
    // Translated as their originals are, so a Sinhala or Tamil search reads a catalogue of this size too.
    await products.saveTranslations(
      inserted.flatMap((row, i) => {
        const original = catalogueTranslations[template[(offset + i) % template.length]?.name ?? ''];
        if (!original) return [];
        return (['si', 'ta'] as const).map((language) => ({
          productId: row.id,
          language,
          name: `${original[language].name} #${offset + i + 1}`.normalize('NFC'),
          description: original[language].description.normalize('NFC'),
          imageAlts: row.images.length > 0 ? [original[language].alt.normalize('NFC')] : [],
        }));
      }),
    );
  }
  // A catalogue that has settled: statistics fresh, and no autovacuum of the bulk load during the timing.
  // Every table, the search copies included (product_translation_search was left out until 2026-12-07).
  await database.db.execute(sql`vacuum analyze`);
  const cached = await serve(createApp(container, logger));
  const uncached = await serve(createApp(createContainer(configWith('0'), database, 'x'.repeat(40)), logger));
  console.error(`${engine}: ${size} products ready`);
  return {
    products: size,
    base: { cached: cached.base, uncached: uncached.base },
    close: async () => {
      cached.close();
      uncached.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * All sizes live at once and are asked in turn (54, 1,000, 10,000, 100,000, 54, …), so whatever else the
 * machine is doing falls on every size alike and the sizes' percentiles compare.
 */
async function benchEngine(engine: string): Promise<{ results: Result[]; settings: string }> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: !values.fast }) : undefined;
  const settings = cluster ? await postgresSettings(cluster.url) : pgliteSettings('files');
  const stores: Store[] = [];
  const results: Result[] = [];
  try {
    for (const size of sizes) stores.push(await openStore(engine, size, cluster?.url));
    for (const cache of cacheModes)
      for (const { label, query } of queries) {
        const times = stores.map((): number[] => []);
        const firstBodies = stores.map((): ArrayBuffer | undefined => undefined);
        const asked = (attempt: number) => (cache === 'uncached' ? uncachedQuery(query, attempt) : query);
        for (let i = 0; i < 20; i++)
          for (const store of stores) await timedRequest(`${store.base[cache]}/api/product/list${asked(i)}`);
        for (let i = 0; i < requests; i++) {
          for (const [index, store] of stores.entries()) {
            const url = `${store.base[cache]}/api/product/list${asked(20 + i)}`;
            const { ms, body } = await timedRequest(url);
            times[index]?.push(ms);
            firstBodies[index] ??= body;
            const first = firstBodies[index];
            if (!first || Buffer.compare(Buffer.from(body), Buffer.from(first)) !== 0) {
              throw new Error(`${url} answered otherwise than the first spelling of the same words`);
            }
          }
        }
        for (const [index, store] of stores.entries()) {
          const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
          const body = firstBodies[index] ?? new ArrayBuffer(0);
          const parsed = JSON.parse(Buffer.from(body).toString()) as { total: number; products: unknown[] };
          const result: Result = {
            engine,
            cache,
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
            `${engine.padEnd(8)} ${cache.padEnd(8)} ${String(store.products).padStart(6)}  ${label.padEnd(30)} total=${String(result.total).padStart(6)}  p50=${result.p50.toFixed(2)}ms  p99=${result.p99.toFixed(2)}ms  ${result.bytes} B`,
          );
        }
      }
  } finally {
    for (const store of stores) await store.close();
    cluster?.stop();
  }
  return { results, settings };
}

const all: Result[] = [];
const settings: string[] = [];
for (const engine of engines) {
  const measured = await benchEngine(engine);
  all.push(...measured.results);
  settings.push(`${engine}: ${measured.settings}`);
}

const lines = [
  `${requests} sequential requests per row after 20 to warm up; ${settings.join('; ')}; ${machineSummary()}.`,
  '',
  `| engine | cache | products | request | matches | p50 (ms) | p99 (ms) | response (bytes) |`,
  `|---|---|---:|---|---:|---:|---:|---:|`,
  ...all.map(
    (r) =>
      `| ${r.engine} | ${r.cache} | ${r.products.toLocaleString('en-US')} | ${r.label} | ${r.total.toLocaleString('en-US')} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.bytes.toLocaleString('en-US')} |`,
  ),
];
console.info(values.markdown ? lines.join('\n') : `\n${lines.join('\n')}`);

// The promises, on the reads that ask the database (the cached ones are answered from memory at any size).
const checks: string[] = [];
let kept = true;
const judged = all.filter((r) => r.cache === (cacheModes.includes('uncached') ? 'uncached' : 'cached'));
for (const engine of new Set(judged.map((r) => r.engine))) {
  for (const { label, search } of queries) {
    const rows = judged.filter((r) => r.engine === engine && r.label === label);
    const smallest = rows[0];
    const largest = rows.at(-1);
    if (!smallest || !largest || rows.length < 2) continue;
    const ratio = largest.p99 / smallest.p99;
    const flat = ratio <= MAX_P99_GROWTH;
    const sameSize =
      label !== queries[0]?.label || rows.every((r) => r.productBytes === smallest.productBytes);
    const fastSearch = !search || engine !== 'postgres' || largest.p50 <= MAX_SEARCH_P50_MS;
    kept &&= flat && sameSize && fastSearch;
    checks.push(
      `- ${engine}, ${smallest.cache}, ${label}: p99 ${largest.products.toLocaleString('en-US')} / ${smallest.products.toLocaleString('en-US')} = ` +
        `${ratio.toFixed(2)}× (${flat ? 'within' : 'NOT within'} ${MAX_P99_GROWTH}×)` +
        (label === queries[0]?.label
          ? `; ${sameSize ? 'the same size' : 'NOT the same size'} at every size`
          : '') +
        (search && engine === 'postgres'
          ? `; p50 at ${largest.products.toLocaleString('en-US')} ${largest.p50.toFixed(1)} ms (${fastSearch ? 'within' : 'NOT within'} ${MAX_SEARCH_P50_MS} ms)`
          : ''),
    );
  }
}
console.info(`\n${checks.join('\n')}`);
process.exitCode = kept ? 0 : 1;
