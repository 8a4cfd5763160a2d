// Fixed-window hit counters kept in the service's database, so every instance of a service counts the same
// attempts (failed logins, sign-ups, failed password changes): with counters in each process's memory, a
// client spread over N instances would get N times the limit. The table is plumbing, like socket.io's
// attachments table, so server-kit makes it at start-up (database.ts, SHARED_COUNTERS_TABLE) rather than a
// service's schema.
import { sql } from 'drizzle-orm';
import type { Database } from './database';

export interface WindowCount {
  hits: number;
  resetAt: Date;
}

export interface SharedCounters {
  /** Counts one hit of `key` in its current window (a new window starts when the last one ended). */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back (a request that turned out not to count). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

interface CountRow extends Record<string, unknown> {
  hits: number;
  reset_at: Date | string;
}

export function createSharedCounters(db: Database<Record<string, unknown>>): SharedCounters {
  let calls = 0;
  return {
    async increment(key, windowMs) {
      // One statement, so two instances counting the same key at once both count.
      const result = (await db.execute<CountRow>(sql`
        insert into rate_limit_hits as counter (key, hits, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
          reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
        returning hits, reset_at`)) as { rows: CountRow[] };
      // Now and then, forget windows that ended, so the table stays small.
      calls += 1;
      if (calls % 500 === 0) await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
      const row = result.rows[0];
      if (!row) throw new Error('rate_limit_hits: the counter was not returned');
      return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
    },
    async decrement(key) {
      await db.execute(
        sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`,
      );
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
    },
  };
}
