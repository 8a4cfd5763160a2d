// The catalogue cache in /metrics: reads answered from it and computed, and what it holds. Read from the
// cache's own counts at each scrape, so the hot path pays nothing for them.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { CatalogueCache } from './catalogue-cache';

export function trackCatalogueCache(registry: Registry, cache: Pick<CatalogueCache, 'stats'>): void {
  new Counter({
    name: 'store_catalogue_cache_reads_total',
    help: 'Catalogue reads (GET /api/product/…) answered from the cache (hit) or computed (miss).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = cache.stats();
      this.reset();
      this.inc({ outcome: 'hit' }, hits);
      this.inc({ outcome: 'miss' }, misses);
    },
  });
  new Gauge({
    name: 'store_catalogue_cache_entries',
    help: 'Answers the catalogue cache holds.',
    registers: [registry],
    collect() {
      this.set(cache.stats().entries);
    },
  });
  new Gauge({
    name: 'store_catalogue_cache_bytes',
    help: 'Bytes the catalogue cache holds: each answer and its compressed copies.',
    registers: [registry],
    collect() {
      this.set(cache.stats().bytes);
    },
  });
}
