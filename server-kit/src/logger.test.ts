import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, LOGGED_TEXT_LIMIT } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger('test', 'info', stream) };
}

describe('logger', () => {
  it('keeps personal data of a failed query out of the log line', () => {
    const { lines, logger } = capture();
    const failure = Object.assign(new Error('Failed query: insert into orders ...'), {
      query: 'insert into "orders" ("address") values ($1)',
      params: ['{"street":"12 Galle Road","phone":"0771234567"}'],
      cause: Object.assign(new Error('integer out of range'), { params: ['Nimali Perera'] }),
    });
    logger.error({ err: failure, requestId: 'r1' }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('integer out of range');
    expect(line).toContain('insert into');
    expect(line).not.toContain('Galle Road');
    expect(line).not.toContain('0771234567');
    expect(line).not.toContain('Nimali');
  });

  it('redacts names, emails, addresses and chat text logged as fields', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        order: { address: { city: 'Kandy' }, email: 'nimali@example.lk' },
        message: { content: 'my card number is 4242' },
        password: 'hunter22',
      },
      'event',
    );
    const line = lines.join('');
    for (const secret of ['Kandy', 'nimali@example.lk', '4242', 'hunter22'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('cuts the parameters off a failed query and bounds every text of a logged error', () => {
    const { lines, logger } = capture();
    const hugeKey = `login-email:${'x'.repeat(90_000)}`;
    const failure = Object.assign(
      new Error(`Failed query: insert into rate_limit_hits values ($1)\nparams: ${hugeKey}`),
      { query: `select ${'y'.repeat(20_000)}` },
    );
    logger.error({ err: failure }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('Failed query: insert into rate_limit_hits');
    expect(line).not.toContain('xxxxxxxxxx');
    expect(line).toContain('more characters');
    expect(line.length).toBeLessThan(4 * LOGGED_TEXT_LIMIT + 2_000);
  });
});
