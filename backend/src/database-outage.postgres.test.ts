// The main API's PostgreSQL server goes away and comes back: at start-up (the API waits, then becomes
// ready) and under traffic (503 with Retry-After meanwhile, nothing half-written, back by itself). It stops
// and starts its own throwaway cluster, so the lane's shared server is left alone.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { startBackendProcess, stopProcess, type ServiceProcess } from './testing/backend-process';
import { productList, registerShoppers, startTraffic } from './testing/order-traffic';
import { checkStoreAfterFault, tally } from './testing/store-after-fault';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let cluster: PostgresCluster;
let server: ServiceProcess | undefined;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  if (server) await stopProcess(server);
  cluster?.stop();
});

const unavailableBody = {
  success: false,
  message: 'The store cannot reach its database right now. Please try again in a few seconds.',
  code: 'database_unavailable',
};

describe('main API on a PostgreSQL server that goes away', { timeout: 120_000 }, () => {
  it('waits for the database at start-up, answers 503 while it is stopped, and recovers by itself', async () => {
    const dataDir = temporaryDirectory('outage-');
    cluster.stopServer();
    let databaseUp = false;
    const started = await startBackendProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        DATABASE_WAIT_SECONDS: '60',
        FRONTEND_DIST: path.join(dataDir, 'none'),
        JWT_SECRET: 'outage-test-secret-that-is-long-enough-for-hs256',
        REGISTER_RATE_LIMIT: '1000',
      },
      {
        // The database comes up only after the API has said it is waiting for it.
        onStart: async (starting) => {
          if (databaseUp) return; // a second try on another port (the first port was taken)
          await starting.waitFor(/database not reachable yet; retrying in 1 s/);
          cluster.startServer();
          databaseUp = true;
        },
      },
    );
    server = started.server;
    const { baseUrl } = started;
    expect(server.output()).toMatch(/"msg":"database is up"/);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    const shoppers = await registerShoppers(baseUrl, 4, 'outage');
    const products = await productList(baseUrl);
    const traffic = startTraffic({ baseUrl, shoppers, products, tag: 'outage', continueWithoutAnswer: true });
    await expect.poll(() => traffic.placed(), { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(12);

    cluster.stopServer();
    const placedBeforeStop = traffic.placed();
    const refusals = () =>
      traffic.attempts.filter(
        (attempt) => attempt.outcome?.kind === 'refused' && attempt.outcome.status === 503,
      ).length;
    await expect.poll(refusals, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);

    // Reads are refused the same way, and the health check says the database is away.
    const list = await fetch(`${baseUrl}/api/product/list`);
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('5');
    expect(await list.json()).toEqual(unavailableBody);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);

    cluster.startServer();
    // No restart: the same process takes orders again once the database is back.
    await expect
      .poll(() => traffic.placed(), { timeout: 60_000, interval: 50 })
      .toBeGreaterThanOrEqual(placedBeforeStop + 8);
    await traffic.stop();
    expect(server.child.exitCode).toBeNull();

    const seen = tally(traffic.attempts);
    const { problems, retried } = await checkStoreAfterFault(baseUrl, traffic.attempts, products);
    console.info(
      `[outage test] answers: ${JSON.stringify(seen)} (${placedBeforeStop} orders before the stop); retries after the return: ${JSON.stringify(retried)}`,
    );
    expect(problems).toEqual([]);
    // Every answer was an order or a clear 503: no 500, no dropped connection.
    expect(Object.keys(seen).filter((label) => !['200', '201', '503'].includes(label))).toEqual([]);
    for (const { outcome } of traffic.attempts) {
      if (outcome?.kind !== 'refused') continue;
      expect(outcome.retryAfter).toBe('5');
      expect(outcome.body).toEqual(unavailableBody);
    }

    // Nothing half-written: every stored order has its lines and its first status.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ orders: number; without_items: number; without_history: number }>(`
        select count(*)::int as orders,
          count(*) filter (where not exists (select 1 from order_items i where i.order_id = o.id))::int as without_items,
          count(*) filter (where not exists (select 1 from order_status_history h where h.order_id = o.id))::int as without_history
        from orders o`);
      expect(rows[0]).toEqual({
        orders: expect.any(Number),
        without_items: 0,
        without_history: 0,
      });
      expect(rows[0]?.orders).toBeGreaterThanOrEqual(traffic.placed());
    } finally {
      await admin.end();
    }
    expect(server.output()).toMatch(/database unavailable; answered 503/);
    expect(server.fatal()).toEqual([]);
  });
});
