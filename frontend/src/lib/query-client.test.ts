import { describe, expect, it } from 'vitest';
import { HttpError } from './http-client';
import { createQueryClient, isTransientError, retryTransient } from './query-client';

const request = { method: 'GET' as const, url: '/api/x', headers: new Headers() };
const answered = (status: number) =>
  new HttpError('failed', status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', request, {
    status,
    data: {},
    headers: new Headers(),
  });

describe('isTransientError', () => {
  it('retries what may pass on its own: no answer, 5xx, 408, 429', () => {
    expect(isTransientError(new HttpError('Network Error', 'ERR_NETWORK', request))).toBe(true);
    expect(isTransientError(new HttpError('timeout', 'ERR_TIMEOUT', request))).toBe(true);
    for (const status of [500, 502, 503, 408, 429]) expect(isTransientError(answered(status))).toBe(true);
  });

  it("never retries the server's considered answer (4xx), a cancelled request or a bug", () => {
    for (const status of [400, 401, 403, 404, 409, 413])
      expect(isTransientError(answered(status))).toBe(false);
    expect(isTransientError(new HttpError('canceled', 'ERR_CANCELED', request))).toBe(false);
    expect(isTransientError(new TypeError('undefined is not a function'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('retries transient failures twice by default, and not at all with retries: 0', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, answered(503))).toBe(true);
    expect(retry(1, answered(503))).toBe(true);
    expect(retry(2, answered(503))).toBe(false);
    expect(retry(0, answered(404))).toBe(false);
    expect(retryTransient(0)(0, answered(503))).toBe(false);
  });

  it('does not retry writes unless a mutation opts in', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
