// bench-orders' anonymous readers: shoppers browsing the catalogue, as a browser asks, while the orders run.
// They read the collection's first pages and every product's page until told to stop, and report their
// reads/s, latency and the share the catalogue cache answered (its counts in /metrics, before and after).
import { BROWSER_HEADERS, percentile } from './bench-support';

export interface ReadSummary {
  readers: number;
  reads: number;
  readsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** The reads the catalogue cache answered, of those it saw (the hot path's and Express's). */
  cacheHitShare: number;
}

/** The catalogue cache's reads so far (hit, miss), from /metrics. */
async function cacheReads(base: string): Promise<{ hits: number; misses: number }> {
  const lines = (await (await fetch(`${base}/metrics`)).text()).split('\n');
  const count = (outcome: string) => {
    const line = lines.find(
      (text) =>
        text.startsWith('store_catalogue_cache_reads_total{') && text.includes(`outcome="${outcome}"`),
    );
    return line === undefined ? Number.NaN : Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  return { hits: count('hit'), misses: count('miss') };
}

/** What shoppers browsing read: the collection's first three pages and every product's page. */
export async function catalogueReadUrls(base: string): Promise<string[]> {
  const { products } = (await (await fetch(`${base}/api/product/list?limit=100`)).json()) as {
    products: { _id: string }[];
  };
  return [
    ...[1, 2, 3].map((page) => `/api/product/list?page=${page}`),
    ...products.map((product) => `/api/product/${product._id}`),
  ];
}

/**
 * Starts `count` readers on `urls`; `stop()` ends them and sums up over `seconds`. A reader that fails
 * stops the others, and its error is thrown by `stop()` (handled at once meanwhile, so it cannot end the
 * process before the caller's clean-up).
 */
export async function startReaders(base: string, urls: string[], count: number) {
  const latencies: number[] = [];
  const before = await cacheReads(base);
  let reading = true;
  let failure: unknown;
  const readers = Array.from({ length: count }, async () => {
    while (reading && failure === undefined) {
      const started = performance.now();
      const res = await fetch(`${base}${urls[Math.floor(Math.random() * urls.length)]}`, {
        headers: BROWSER_HEADERS,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`a catalogue read answered ${res.status}`);
      latencies.push(performance.now() - started);
    }
  }).map((reader) =>
    reader.catch((error: unknown) => {
      failure ??= error;
    }),
  );
  return {
    async stop(seconds: number): Promise<ReadSummary> {
      reading = false;
      await Promise.all(readers);
      if (failure !== undefined) throw failure;
      const after = await cacheReads(base);
      const hits = after.hits - before.hits;
      const misses = after.misses - before.misses;
      const sorted = latencies.sort((a, b) => a - b);
      return {
        readers: count,
        reads: sorted.length,
        readsPerSecond: Number((sorted.length / seconds).toFixed(1)),
        latencyMs: {
          p50: Number(percentile(sorted, 50).toFixed(1)),
          p99: Number(percentile(sorted, 99).toFixed(1)),
        },
        cacheHitShare: Number((hits / Math.max(1, hits + misses)).toFixed(3)),
      };
    },
  };
}
