// The start-up retry: the hand-written loop (imported) against p-retry, used two ways. With its own time limit
// (maxRetryTime) it waits up to the deadline and tries once more there, cutting the last pause short; to give
// up as the loop does (when the next pause would end past the deadline) the pause has to be worked out again
// in shouldRetry, since p-retry does not say it, and p-retry is left with sleeping.
// Part of bench-libraries.ts (ADR 013), which runs it.
import { pino } from 'pino';
import pRetry, { AbortError } from 'p-retry';
import { databaseFailureReason, isDatabaseUnavailable } from '@store/server-kit/database-errors';
import { untilServerAnswers } from '@store/server-kit/database';
import { compare, type Result, type RunSettings } from './library-comparison';

/** A failure that retrying may mend, carried through p-retry as a plain Error (it never retries a TypeError). */
class Unreachable extends Error {}

function pRetryUntilServerAnswers(deadlineRule: 'p-retry' | 'loop') {
  return async function retry<T>(
    attempt: () => Promise<T>,
    waitMs: number,
    logger: pino.Logger,
    database: string,
  ): Promise<T> {
    const started = performance.now();
    let tries = 0;
    try {
      return await pRetry(
        async (attemptNumber) => {
          tries = attemptNumber;
          let result: T;
          try {
            result = await attempt();
          } catch (error) {
            const reason = databaseFailureReason(error);
            if (!isDatabaseUnavailable(error)) {
              throw new AbortError(
                new Error(`the database at ${database} cannot be used: ${reason}`, { cause: error }),
              );
            }
            throw new Unreachable(reason, { cause: error });
          }
          if (attemptNumber > 1) logger.info({ database, tries: attemptNumber }, 'database is up');
          return result;
        },
        {
          retries: Number.POSITIVE_INFINITY,
          minTimeout: 250,
          factor: 2,
          maxTimeout: 5_000,
          maxRetryTime: waitMs,
          shouldRetry: ({ error, attemptNumber, retriesConsumed }) => {
            const elapsed = performance.now() - started;
            const full = Math.min(250 * 2 ** retriesConsumed, 5_000);
            if (deadlineRule === 'loop' && elapsed + full > waitMs) return false;
            const pause = Math.round(Math.min(full, waitMs - elapsed));
            logger.warn(
              { database, tries: attemptNumber, retryInMs: pause, reason: error.message },
              `database not reachable yet; retrying in ${pause / 1000} s`,
            );
            return true;
          },
        },
      );
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      throw new Error(
        `the database at ${database} is not reachable (${error.message})${waitMs > 0 ? ` after ${tries} tries in ${Math.round(waitMs / 1000)} s` : ''}`,
        { cause: error.cause },
      );
    }
  };
}

type Retry = typeof untilServerAnswers;

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** One run against a server that refuses `failures` times: when each try started, what was logged, the end. */
async function retrySchedule(retry: Retry, failures: number, waitMs: number) {
  const lines: { msg: string; retryInMs?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const started = performance.now();
  const tries: number[] = [];
  const outcome = await retry(
    async () => {
      tries.push(Math.round(performance.now() - started));
      if (tries.length <= failures) throw refused();
      return 'up';
    },
    waitMs,
    logger,
    'postgres://bench@127.0.0.1/store',
  ).then(
    (value) => value,
    (error: Error) => error.message,
  );
  return {
    tries,
    logged: lines.map((line) => line.msg),
    outcome,
    endedAtMs: Math.round(performance.now() - started),
  };
}

const withPRetry = pRetryUntilServerAnswers('p-retry');

export async function benchRetry(run: RunSettings): Promise<{ results: Result[]; table: string[] }> {
  const silent = pino({ level: 'silent' });
  const results = [
    await compare(run, {
      name: 'the server answers the first try',
      settings: 'an attempt that resolves at once; waitMs 60,000',
      calls: 20_000,
      old: () => untilServerAnswers(() => Promise.resolve(1), 60_000, silent, 'db'),
      new: () => withPRetry(() => Promise.resolve(1), 60_000, silent, 'db'),
      awaitOld: true,
      awaitNew: true,
    }),
  ];
  const table = [
    '| run | implementation | tries started at (ms) | logged | outcome | ended at (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const runs: [string, number, number][] = [
    ['refused 3 times, then up (waitMs 60,000)', 3, 60_000],
    ['refused until the end (waitMs 1,000)', 99, 1_000],
    ['refused once (waitMs 0: no waiting)', 1, 0],
  ];
  for (const [label, failures, waitMs] of runs) {
    for (const [name, retry] of [
      ['hand-written loop', untilServerAnswers],
      ['p-retry, its maxRetryTime', withPRetry],
      ['p-retry, the loop’s deadline in shouldRetry', pRetryUntilServerAnswers('loop')],
    ] as [string, Retry][]) {
      const run = await retrySchedule(retry, failures, waitMs);
      table.push(
        `| ${label} | ${name} | ${run.tries.join(', ')} | ${run.logged.join('; ') || '–'} | ${run.outcome} | ${run.endedAtMs} |`,
      );
    }
  }
  return { results, table };
}
