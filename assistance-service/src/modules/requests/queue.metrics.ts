// The help queue in /metrics: how many shoppers wait for a live helper, and how long the longest has waited.
// Read from the database at each scrape (one query for both gauges), so every instance reports the same.
import { Gauge, type Registry } from 'prom-client';
import type { RequestsRepository } from './requests.repository';

export function registerQueueMetrics(
  registry: Registry,
  requests: Pick<RequestsRepository, 'waitingSummary'>,
): void {
  let pending: ReturnType<RequestsRepository['waitingSummary']> | undefined;
  // Both gauges are collected in the same scrape: they share one query. While the database does not answer
  // they read NaN, and the rest of /metrics is still served (that is when it is needed most).
  const summary = () =>
    (pending ??= requests
      .waitingSummary()
      .catch(() => ({ waiting: Number.NaN, oldestWaitSeconds: Number.NaN }))
      .finally(() => {
        pending = undefined;
      }));
  new Gauge({
    name: 'assist_queue_length',
    help: 'Live help requests waiting for a helper (open, not accepted).',
    registers: [registry],
    async collect() {
      this.set((await summary()).waiting);
    },
  });
  new Gauge({
    name: 'assist_queue_oldest_wait_seconds',
    help: 'How long the longest-waiting live help request has waited, seconds (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await summary()).oldestWaitSeconds);
    },
  });
}
