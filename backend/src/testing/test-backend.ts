// Boots the real main API in-process on a fresh database of the current test lane (PGlite or PostgreSQL).
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server as SocketServer } from 'socket.io';
import type { Logger } from 'pino';
import express from 'express';
import request from 'supertest';
import type { UserRole } from '@store/contracts/constants';
import type { Product } from '@store/contracts/products';
import { createLogger } from '@store/server-kit/logger';
import { answerChecker, answerRecorder } from '@store/server-kit/testing/openapi-check';
import { forgetSessionsEverywhere, shareSocketsAcrossInstances } from '@store/server-kit/socket-cluster';
import { MEMORY_FROM } from '@store/server-kit/database';
import {
  createTestDatabase,
  pgliteTemplate,
  type TestDatabase,
} from '@store/server-kit/testing/test-database';
import { createApp } from '../app';
import { readConfig } from '../config/env';
import { TEST_PASSWORD_HASH_COST } from './test-password-cost';
import { createContainer, type Container } from '../container';
import { openBackendDatabase, type BackendDatabase } from '../db/client';
import { seedStore } from '../db/seed/seed';
import { demoAccounts } from '../modules/users/demo-accounts';
import { backendApiDocument } from '../openapi.operations';
import { attachCartRelay } from '../modules/realtime/cart-relay';
import { attachOrderRelay } from '../modules/realtime/order-relay';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestBackendOptions {
  env?: Record<string, string>;
  /** Load the demo catalogue and accounts (default true). */
  seed?: boolean;
  /** Also listen on a port with socket.io attached (for socket tests). */
  listen?: boolean;
  /** Where the app logs (default: silent). */
  logger?: Logger;
  /**
   * Run as one more instance on another instance's database (its `config.DATABASE_URL`), as a scaled-out
   * shop does: on PostgreSQL their sockets share broadcasts. The database is left to its owner to drop.
   */
  sharedDatabaseUrl?: string;
  /** Send queued mail from this instance (mail tests); otherwise jobs are queued and left. */
  sendMail?: boolean;
  /** How often socket.io instances greet each other (tests of several instances shorten it). */
  heartbeatIntervalMs?: number;
  /** Serve a one-line built storefront page, for tests of a page's own headers (its CSP). */
  page?: boolean;
}

/** The settings every test instance runs with (a test's own `env` goes on top). */
function testConfig(dataDir: string, databaseUrl: string, env: Record<string, string> = {}) {
  return readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    DEMO_MODE: 'true',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_IP_RATE_LIMIT: '100000',
    REGISTER_RATE_LIMIT: '100000',
    RESET_REQUEST_RATE_LIMIT: '100000',
    FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
    ...env,
  });
}

/** What every test database holds before a test: the demo catalogue and accounts (unless not wanted), the mail queue. */
async function prepare(
  container: Container,
  database: BackendDatabase,
  seed: boolean,
  logger: Logger,
): Promise<void> {
  if (seed) {
    await database.withStartupLock(() =>
      seedStore(
        {
          products: container.repositories.products,
          stock: container.repositories.stock,
          users: container.users,
        },
        { demoMode: true },
      ),
    );
  }
  await database.withStartupLock(() => container.mailJobs.install(logger));
}

/**
 * A migrated, seeded PGlite database with its mail queue, dumped to `file`: each test file of the PGlite lane
 * starts from it (`pglite:memory-from:<file>`) instead of building the same database again.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-backend-template-'));
  const config = testConfig(dataDir, 'pglite:memory');
  const database = await openBackendDatabase(
    config.DATABASE_URL,
    config.dataDir,
    createLogger('template', 'silent'),
  );
  const container = createContainer(config, database, TEST_JWT_SECRET);
  await prepare(container, database, true, createLogger('template', 'silent'));
  await container.mailJobs.stop();
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('PGlite did not dump its data dir');
  writeFileSync(file, dump);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

export async function startTestBackend(options: TestBackendOptions = {}) {
  const seed = options.seed ?? true;
  const template = seed && !options.sharedDatabaseUrl ? pgliteTemplate('backend') : undefined;
  const testDatabase: TestDatabase = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => undefined }
    : template
      ? { url: `pglite:${MEMORY_FROM}${template}`, drop: async () => undefined }
      : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-backend-test-'));
  const pageEnv: Record<string, string> = {};
  if (options.page) {
    pageEnv.FRONTEND_DIST = path.join(dataDir, 'frontend');
    mkdirSync(pageEnv.FRONTEND_DIST);
    writeFileSync(path.join(pageEnv.FRONTEND_DIST, 'index.html'), '<!doctype html><title>Store</title>');
  }
  const config = testConfig(dataDir, testDatabase.url, { ...pageEnv, ...options.env });
  const logger = options.logger ?? createLogger('backend-test', 'silent');
  const database = await openBackendDatabase(config.DATABASE_URL, config.dataDir, logger);
  const container = createContainer(config, database, TEST_JWT_SECRET);
  await prepare(container, database, seed, logger);
  if (options.sendMail) await container.mail.start(logger);
  const stopFollowingCatalogue = await container.catalogue.follow(database);
  const stopFollowingCarts = await container.personal.follow(database);
  const app = createApp(container, logger);

  let server: Server | undefined;
  let io: SocketServer | undefined;
  let url = '';
  if (options.listen) {
    server = createServer(app);
    io = new SocketServer(server);
    shareSocketsAcrossInstances(io, database, {
      service: 'backend',
      logger,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
    });
    forgetSessionsEverywhere(io, container.sessions);
    attachCartRelay(io, { ...container, logger });
    attachOrderRelay(io, container.orders);
    container.metrics.trackSockets(io);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  // Every answer the suites provoke is held to the OpenAPI document; close() reports what did not fit.
  const contractProblems: string[] = [];
  const checkedApp = express()
    .use(answerRecorder(answerChecker(backendApiDocument), contractProblems))
    .use(app);
  const api = () => request(checkedApp);

  /** Logs in as a demo account and returns its token and id. */
  const loginAs = async (role: UserRole) => {
    const account = demoAccounts.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`no demo ${role}`);
    const res = await api()
      .post('/api/user/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    return { token: res.body.token as string, id: res.body.id as string, email: account.email };
  };

  /** Registers a fresh shopper and returns its token and id. */
  let registered = 0;
  const newShopper = async (name = 'Test Shopper') => {
    registered += 1;
    const email = `shopper-${registered}-${Date.now()}@example.com`;
    const res = await api()
      .post('/api/user/register')
      .send({ name, email, password: 'a-good-password' })
      .expect(201);
    return { token: res.body.token as string, id: res.body.id as string, email };
  };

  /** A fresh shopper with one piece of the first listed product (in a size on the shelf) in the cart. */
  const newShopperWithCart = async (name?: string) => {
    const shopper = await newShopper(name);
    const [product] = (await api().get('/api/product/list?limit=1').expect(200)).body.products as Product[];
    const size = product?.sizes.find((each) => (product.stock[each] ?? 0) > 0);
    if (!product || !size) throw new Error('the catalogue has no product on the shelf');
    await api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: product._id, size })
      .expect(200);
    return { ...shopper, product, size };
  };

  const close = async () => {
    try {
      if (io) await io.close();
      await stopFollowingCatalogue();
      await stopFollowingCarts();
      await container.mailJobs.stop();
      await database.close();
      await testDatabase.drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (contractProblems.length > 0) {
      throw new Error(
        `Answers the OpenAPI document does not allow:\n${[...new Set(contractProblems)].join('\n')}`,
      );
    }
  };

  return { app, api, container, config, url, io, loginAs, newShopper, newShopperWithCart, close };
}

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
