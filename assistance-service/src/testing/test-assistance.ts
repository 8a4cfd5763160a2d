// Boots the real assistance service in-process (HTTP + socket.io on a free port) on a fresh database of the
// current test lane, and makes signed-in users for it. Users live in the main API; here a user is only a
// token, so tests mint tokens with the shared secret exactly as the main API does at login.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import type { Logger } from 'pino';
import express from 'express';
import request from 'supertest';
import { createTokenService, type Role } from '@store/server-kit/auth';
import { createLogger } from '@store/server-kit/logger';
import { socketClients } from '@store/server-kit/testing/socket-client';
import { answerChecker, answerRecorder } from '@store/server-kit/testing/openapi-check';
import { MEMORY_FROM } from '@store/server-kit/database';
import {
  createTestDatabase,
  pgliteTemplate,
  type TestDatabase,
} from '@store/server-kit/testing/test-database';
import { createSessionMailQueue } from '../modules/session-mail/session-mail.queue';
import { readConfig } from '../config/env';
import { createContainer } from '../container';
import { openAssistanceDatabase } from '../db/client';
import { createApp } from '../app';
import { assistanceApiDocument } from '../openapi.operations';
import { listen, startSessionMail } from '../server';

export const TEST_JWT_SECRET = 'assistance-test-secret-long-enough-for-hs256';
/** Where test audio links point; tests fetch them by path from the app itself. */
export const TEST_PUBLIC_URL = 'http://assist.test';

export interface TestUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  token: string;
}

export interface TestAssistanceOptions {
  env?: Record<string, string>;
  /** The main API for cart reads; by default an address where nothing listens. */
  backendUrl?: string;
  /** Where the app logs (default: silent). */
  logger?: Logger;
  /**
   * Run as one more instance on another instance's database (its `config.ASSIST_DATABASE_URL`), as a
   * scaled-out shop does: on PostgreSQL their sockets share broadcasts. The database is left to its owner.
   */
  sharedDatabaseUrl?: string;
  /** How often socket.io instances greet each other (tests of several instances shorten it). */
  heartbeatIntervalMs?: number;
}

/**
 * A migrated PGlite database with its help-session mail queue, dumped to `file`: each test file of the PGlite
 * lane starts from it (`pglite:memory-from:<file>`) instead of building the same database again.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-assistance-template-'));
  const silent = createLogger('template', 'silent');
  const database = await openAssistanceDatabase('pglite:memory', dataDir, silent);
  const queue = createSessionMailQueue(database);
  await queue.install(silent);
  await queue.stop();
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('PGlite did not dump its data dir');
  writeFileSync(file, dump);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

export async function startTestAssistance(options: TestAssistanceOptions = {}) {
  const template = options.sharedDatabaseUrl ? undefined : pgliteTemplate('assistance');
  const testDatabase: TestDatabase = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => undefined }
    : template
      ? { url: `pglite:${MEMORY_FROM}${template}`, drop: async () => undefined }
      : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-assistance-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    ASSIST_DATABASE_URL: testDatabase.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ASSIST_PORT: '0',
    BACKEND_URL: options.backendUrl ?? 'http://127.0.0.1:9',
    ASSIST_PUBLIC_URL: TEST_PUBLIC_URL,
    ...options.env,
  });
  const logger = options.logger ?? createLogger('assistance-test', 'silent');
  const database = await openAssistanceDatabase(config.ASSIST_DATABASE_URL, config.dataDir, logger);
  const jwtSecret = config.JWT_SECRET ?? TEST_JWT_SECRET;
  const container = createContainer(config, database, jwtSecret, options.logger);
  const stopSessionMail = await startSessionMail(container, logger);
  const running = await listen(container, logger, 0, '127.0.0.1', {
    heartbeatIntervalMs: options.heartbeatIntervalMs,
  });
  const tokens = createTokenService(jwtSecret);

  // Every answer the suites provoke is held to the OpenAPI document; close() reports what did not fit. (The
  // checked app shares the container, so events still reach the listening server's sockets.)
  const contractProblems: string[] = [];
  const checkedApp = express()
    .use(answerRecorder(answerChecker(assistanceApiDocument), contractProblems))
    .use(createApp(container, logger));
  const api = () => request(checkedApp);

  let made = 0;
  const user = (role: Role, name = `Test ${role}`): TestUser => {
    made += 1;
    const id = randomUUID();
    const email = `${role}-${made}-${id.slice(0, 8)}@example.com`;
    return { id, role, email, name, token: tokens.sign({ id, role, email, name }) };
  };

  /** Connects a socket.io client; resolves once connected, rejects with the server's refusal. */
  const clients = socketClients(running.url);
  const socket = clients.open;

  /** A shopper with an open request that `helper` has accepted. */
  const servedShopper = async (helper: TestUser, name = 'Served Shopper') => {
    const shopper = user('shopper', name);
    const created = await api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    const requestId = created.body.assist._id as string;
    await api().put(`/api/assist/${requestId}`).set('token', helper.token).send({ accept: true }).expect(200);
    return { shopper, requestId };
  };

  const close = async () => {
    try {
      clients.closeAll();
      await running.io.close();
      await stopSessionMail();
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

  return { ...running, config, api, user, socket, servedShopper, close };
}

export type TestAssistance = Awaited<ReturnType<typeof startTestAssistance>>;

/** Collects every `event` on `socket` from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Emits with an acknowledgement and resolves with the server's answer. */
export function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(3000).emitWithAck(event, payload) as Promise<T>;
}

/** A few bytes that are a WebM file as far as any sniffer cares (EBML header, DocType "webm"). */
export function fakeWebm(bytes = 256): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, bytes - header.length), 0x2a)]);
}
