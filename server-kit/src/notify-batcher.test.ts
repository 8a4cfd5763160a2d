// The socket.io adapter's notifications between instances, batched: every one delivered, in the order
// asked, identical ones included, in fewer statements than notifications; and through the real adapter.
import { createServer } from 'node:http';
import pg from 'pg';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { notifyBatcher } from './notify-batcher';
import { shareSocketsAcrossInstances } from './socket-cluster';
import { postgresForFile } from './testing/postgres-for-file';

const serverUrl = postgresForFile();

/** A connection listening on `channel`, keeping every payload in the order it arrives. */
async function listener(channel: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  const received: string[] = [];
  client.on('notification', (message) => {
    if (message.channel === channel) received.push(message.payload ?? '');
  });
  await client.query(`LISTEN "${channel}"`);
  return { received, close: () => client.end() };
}

describe('notifyBatcher', () => {
  it('delivers every notification in the order asked, identical ones too, in a few statements', async () => {
    const channel = 'batch-test';
    const listening = await listener(channel);
    const pool = new pg.Pool({ connectionString: serverUrl(), max: 1 });
    try {
      const batcher = notifyBatcher(pool);
      const payloads = Array.from({ length: 300 }, (_, index) =>
        index % 50 === 7 ? 'same' : `message ${index}`,
      );
      await Promise.all(payloads.map((payload) => batcher.notify(channel, payload)));
      await expect.poll(() => listening.received.length, { timeout: 5_000 }).toBe(300);
      expect(listening.received).toEqual(payloads);
      // The first goes alone; the rest waited for it, and go in batches of at most 200, a batch ending
      // before a payload it already holds (PostgreSQL would fold the two into one).
      expect(batcher.statements()).toBeGreaterThan(1);
      expect(batcher.statements()).toBeLessThanOrEqual(10);
    } finally {
      await listening.close();
      await pool.end();
    }
  });

  it('a statement that fails rejects the notifications in it; the next ones are sent', async () => {
    let failNext = true;
    const sent: string[][] = [];
    const batcher = notifyBatcher({
      query: ((_text: string, values: string[][]) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('connection lost'));
        }
        sent.push(values[1] ?? []);
        return Promise.resolve({ rows: [] });
      }) as unknown as pg.Pool['query'],
    });
    const first = batcher.notify('c', 'a');
    const second = batcher.notify('c', 'b');
    await expect(first).rejects.toThrow('connection lost');
    await second;
    expect(sent).toEqual([['b']]);
  });
});

describe('between two instances through the socket.io adapter', () => {
  it('every server-side event arrives on the other instance, in order, in fewer statements than events', async () => {
    const logger = pino({ level: 'silent' });
    const pools: pg.Pool[] = [];
    const instance = () => {
      const io = new Server(createServer());
      const pool = new pg.Pool({ connectionString: serverUrl() });
      pools.push(pool);
      shareSocketsAcrossInstances(io, { kind: 'postgres', pool }, { service: 'batch-test', logger });
      return io;
    };
    const [sender, receiver] = [instance(), instance()];
    try {
      const received: number[] = [];
      receiver.on('counted', (index: number) => received.push(index));
      await expect.poll(() => sender.of('/').adapter.serverCount(), { timeout: 10_000 }).toBe(2);
      const statementsBefore = await notifyStatements();
      for (let index = 0; index < 200; index++) sender.serverSideEmit('counted', index);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(200);
      expect(received).toEqual(Array.from({ length: 200 }, (_, index) => index));
      expect((await notifyStatements()) - statementsBefore).toBeLessThan(50);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });
});

/** Transactions the database has committed: each statement the adapter sends is one. */
async function notifyStatements(): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ commits: string }>(
      'select xact_commit::text as commits from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.commits ?? 0);
  } finally {
    await client.end();
  }
}
