// The main API killed with SIGKILL while shoppers place orders, then started again on the same data (PGlite
// in a data directory, or this lane's PostgreSQL server): what each shopper was told still holds, and the
// stock agrees with the orders that exist (further invariants: `storeInvariants` in testing/order-traffic.ts).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, currentLane, type TestDatabase } from '@store/server-kit/testing/test-database';
import { startBackendProcess, stopProcess } from './testing/backend-process';
import { productList, registerShoppers, startTraffic } from './testing/order-traffic';
import { checkStoreAfterFault, tally } from './testing/store-after-fault';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe(`main API killed while orders are placed (${currentLane()})`, { timeout: 120_000 }, () => {
  it('keeps every order a shopper was told about, whole and once; retries with the same key find it', async () => {
    const dataDir = temporaryDirectory('kill-');
    database = currentLane() === 'postgres' ? await createTestDatabase() : undefined;
    const env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      FRONTEND_DIST: path.join(dataDir, 'none'),
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-for-hs256',
      REGISTER_RATE_LIMIT: '1000',
    };
    const began = Date.now();
    const took = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
    const { server: first, baseUrl } = await startBackendProcess(env);
    const startedAt = took();
    const shoppers = await registerShoppers(baseUrl, 6, 'kill');
    const products = await productList(baseUrl);
    const traffic = startTraffic({ baseUrl, shoppers, products, tag: 'kill' });

    // Kill once enough orders went through, while the shoppers keep sending.
    await expect.poll(() => traffic.placed(), { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(30);
    const inFlight = traffic.inFlight();
    first.child.kill('SIGKILL');
    const killedAt = took();
    await traffic.settled();
    expect(await first.exited).toBeNull();
    const seen = tally(traffic.attempts);

    // Started again on the same data; shoppers find it at its new address (a port is not data).
    const { server: second, baseUrl: restartedUrl } = await startBackendProcess(env);
    const restartedAt = took();
    try {
      const { problems, retried } = await checkStoreAfterFault(restartedUrl, traffic.attempts, products);
      console.info(
        `[kill test, ${currentLane()}] answers before the kill: ${JSON.stringify(seen)}; in flight at the kill: ${inFlight}; retries after the restart: ${JSON.stringify(retried)}; listening at ${startedAt}, killed at ${killedAt}, listening again at ${restartedAt}, checked at ${took()}`,
      );
      expect(problems).toEqual([]);
      // Only two kinds of answer before the kill: an order, or nothing (the connection died with the process).
      expect(Object.keys(seen).sort()).toEqual(expect.arrayContaining(['201', 'no answer']));
      expect(Object.keys(seen).filter((label) => !['201', 'no answer'].includes(label))).toEqual([]);
      expect(seen['no answer']).toBe(shoppers.length);
    } finally {
      await stopProcess(second);
    }
  });
});
