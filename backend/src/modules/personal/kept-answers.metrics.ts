// The signed-in shoppers' kept answers in /metrics: reads answered as kept and read from the database, and how
// many shoppers' answers are held, per kind (cart, orders). Read from the counts at each scrape.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { KeptAnswers, PersonalRead } from './kept-answers';

export function trackKeptAnswers(
  registry: Registry,
  answers: Record<PersonalRead, Pick<KeptAnswers, 'stats'>>,
): void {
  const kinds = Object.entries(answers);
  new Counter({
    name: 'store_kept_answers_reads_total',
    help: "A signed-in shopper's cart or orders answered as kept (hit) or read from the database (miss).",
    labelNames: ['read', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [read, kept] of kinds) {
        const { hits, misses } = kept.stats();
        this.inc({ read, outcome: 'hit' }, hits);
        this.inc({ read, outcome: 'miss' }, misses);
      }
    },
  });
  new Gauge({
    name: 'store_kept_answers_entries',
    help: 'Shoppers whose cart or orders answer is kept, by read.',
    labelNames: ['read'] as const,
    registers: [registry],
    collect() {
      for (const [read, kept] of kinds) this.set({ read }, kept.stats().entries);
    },
  });
}
