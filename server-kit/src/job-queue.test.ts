import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { createJobQueue, jobIdOf } from './job-queue';
import { temporaryDirectory } from './testing/temporary-directory';

let database: DatabaseHandle<Record<string, never>>;
const migrations = temporaryDirectory('job-queue-migrations-');

beforeAll(async () => {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  mkdirSync(path.join(migrations, 'meta'), { recursive: true });
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  database = await openDatabase({
    url: 'pglite:memory',
    defaultDir: migrations,
    schema: {},
    migrationsFolder: migrations,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await database?.close();
});

describe('the job queue', () => {
  it('logs a failed poll or maintenance (pg-boss `error` event) instead of ending the process', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const queue = createJobQueue(database);
    await queue.install({ work: { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 5 } }, logger);
    try {
      // Without a listener, EventEmitter throws on `error`: inside pg-boss's timers, that ends the process.
      expect(() => queue.boss.emit('error', new Error('the database is away'))).not.toThrow();
      expect(lines.join('')).toContain('the database is away');
      expect(lines.join('')).toContain('job queue: a poll or maintenance failed');
    } finally {
      await queue.stop();
    }
  });

  it('names a job by its key: the same key, the same UUID', () => {
    expect(jobIdOf('order-placed:1')).toBe(jobIdOf('order-placed:1'));
    expect(jobIdOf('order-placed:1')).not.toBe(jobIdOf('order-placed:2'));
    expect(jobIdOf('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
