// Per-key token buckets, in memory (one instance's view): a steady rate with a short burst allowed, for
// limits that must answer in microseconds on every chat message, where a database round trip would cost
// more than the message.
import { AppError } from './errors';

export interface TokenBucketOptions {
  /** Tokens added per second (the steady rate). */
  perSecond: number;
  /** Most tokens a key can hold (the burst). */
  burst: number;
  /** Told to the client when a key is out of tokens. */
  message: string;
  now?: () => number;
}

export interface RateLimiter {
  /** Spends one token of `key`, or throws a 429 AppError with Retry-After (whole seconds). */
  take(key: string): void;
}

export function createTokenBuckets(options: TokenBucketOptions): RateLimiter {
  const { perSecond, burst, message } = options;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);

  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      const tokens = refill(bucket, time);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perSecond));
        throw new AppError(429, message, 'too_many_requests', undefined, {
          'Retry-After': String(retryAfter),
        });
      }
      buckets.set(key, { tokens: tokens - 1, at: time });
      // A full bucket is the same as none: forget keys that have been quiet long enough, so memory stays small.
      if (buckets.size > 10_000) {
        for (const [other, state] of buckets) if (refill(state, time) >= burst) buckets.delete(other);
      }
    },
  };
}
