import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createTokenBuckets } from './rate-limit';

const refusal = (fn: () => void): AppError | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('createTokenBuckets', () => {
  it('allows the burst, then the steady rate, per key, and refuses with 429 and Retry-After', () => {
    let time = 0;
    const limiter = createTokenBuckets({ perSecond: 5, burst: 10, message: 'Slow down.', now: () => time });
    for (let i = 0; i < 10; i++) expect(refusal(() => limiter.take('a'))).toBeUndefined();
    const refused = refusal(() => limiter.take('a'));
    expect(refused).toMatchObject({ status: 429, message: 'Slow down.', code: 'too_many_requests' });
    expect(refused?.headers).toEqual({ 'Retry-After': '1' });
    // Another key has its own bucket.
    expect(refusal(() => limiter.take('b'))).toBeUndefined();
    // 200 ms later one more token has come (5 per second), and only one.
    time += 200;
    expect(refusal(() => limiter.take('a'))).toBeUndefined();
    expect(refusal(() => limiter.take('a'))?.status).toBe(429);
    // After a quiet spell the burst is back, never more.
    time += 60_000;
    for (let i = 0; i < 10; i++) expect(refusal(() => limiter.take('a'))).toBeUndefined();
    expect(refusal(() => limiter.take('a'))?.status).toBe(429);
  });
});
