// The socket.io PostgreSQL adapter sends each broadcast between instances as a statement of its own,
// `SELECT pg_notify($1, $2)`, one after another on one connection, which keeps them in order. Each is a round
// trip, so under load they queued for that connection, and past the pool's connection timeout (5 s) they
// failed and the broadcast was lost: with 20 shoppers ordering and 4 readers browsing on two cores, the
// main API logged "a broadcast between instances failed" (two or three broadcasts per order: the cart
// emptied, to the shopper's tabs and to a helper watching it).
//
// `batchingNotifies` stands in for the adapter's pool: the notifications asked for while one statement is
// on its way go out together as the next, in the order asked, one statement at a time as before. PostgreSQL
// delivers a transaction's notifications in the order they were sent, but folds identical ones (same
// channel and payload) into one, so a batch ends before a notification it already holds.
import type pg from 'pg';

/** The statement the adapter sends for every broadcast, as its source writes it. */
export const ADAPTER_NOTIFY_SQL = 'SELECT pg_notify($1, $2)';
const BATCH_SQL =
  'select pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[]) as n(channel, payload)';

interface Waiting {
  channel: string;
  payload: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

type Queryable = Pick<pg.Pool, 'query'>;

export interface NotifyBatcher {
  notify(channel: string, payload: string): Promise<void>;
  /** Statements sent so far (for tests and benchmarks). */
  statements(): number;
}

export function notifyBatcher(database: Queryable, maxBatch = 200): NotifyBatcher {
  let waiting: Waiting[] = [];
  let sending = false;
  let statements = 0;

  const takeBatch = (): Waiting[] => {
    const batch: Waiting[] = [];
    const seen = new Set<string>();
    for (const item of waiting) {
      const key = `${item.channel}\u0000${item.payload}`;
      if (batch.length >= maxBatch || seen.has(key)) break;
      seen.add(key);
      batch.push(item);
    }
    waiting = waiting.slice(batch.length);
    return batch;
  };

  const sendNext = async (): Promise<void> => {
    if (sending || waiting.length === 0) return;
    sending = true;
    const batch = takeBatch();
    try {
      statements++;
      await database.query(BATCH_SQL, [batch.map((item) => item.channel), batch.map((item) => item.payload)]);
      for (const item of batch) item.sent();
    } catch (error) {
      for (const item of batch) item.failed(error);
    } finally {
      sending = false;
      void sendNext();
    }
  };

  return {
    notify: (channel, payload) =>
      new Promise<void>((sent, failed) => {
        waiting.push({ channel, payload, sent, failed });
        void sendNext();
      }),
    statements: () => statements,
  };
}

/**
 * The pool as the adapter uses it, with its broadcasts' notifications batched (above); every other call
 * (its LISTEN connection, attachments, clean-up) goes to the pool itself.
 */
export function batchingNotifies(pool: pg.Pool, batcher: NotifyBatcher = notifyBatcher(pool)): pg.Pool {
  const query = (text: unknown, values?: unknown): Promise<unknown> =>
    text === ADAPTER_NOTIFY_SQL && Array.isArray(values) && values.length === 2
      ? batcher.notify(String(values[0]), String(values[1])).then(() => ({ rows: [], rowCount: 0 }))
      : (pool.query as (text: unknown, values?: unknown) => Promise<unknown>)(text, values);
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
