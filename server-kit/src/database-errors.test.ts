// Which failures mean "the database is away" (503 with Retry-After) rather than a fault of ours (500).
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';
import { errorHandler } from './http';

const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['57P01 admin_shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now', pgError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', pgError('08006')],
    ['08001 unable to connect', pgError('08001')],
    ['53300 too_many_connections', pgError('53300')],
    ['a connection the server dropped', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a refusal wrapped by Drizzle', new Error('Failed query: select 1', { cause: pgError('57P01') })],
    [
      'a refusal on every address (AggregateError)',
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], ''),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a missing table', pgError('42P01')],
    ['a wrong password (retrying would not help)', pgError('28P01')],
    ['a missing database', pgError('3D000')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    [
      'another service that fetch() cannot reach',
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), { code: 'ECONNREFUSED' }),
      }),
    ],
    ['a non-error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('errorHandler while the database is away', () => {
  it('answers 503 with a JSON reason and Retry-After, and logs one warning line', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = express();
    app.get('/boom', () => {
      throw new Error('Failed query: insert into orders', {
        cause: pgError('57P01', 'terminating connection due to administrator command'),
      });
    });
    app.use(errorHandler(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        success: false,
        message: 'The store cannot reach its database right now. Please try again in a few seconds.',
        code: 'database_unavailable',
      });
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [40, 'database unavailable; answered 503'],
      ]);
    } finally {
      server.close();
    }
  });
});
