// The storefront's server-state cache (TanStack Query): how long each kind of data stays fresh, and which
// failures are worth another try. One client per app (and a fresh one per test).
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http-client';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Shown as an error toast when the query fails for good (after its retries), once per query. A
       * function is asked at that moment, so the toast is in the language the shopper has then.
       */
      errorMessage?: string | (() => string);
    };
  }
}

const second = 1000;
const minute = 60 * second;

/**
 * How long an answer is served without asking again, by kind of data. The catalogue changes rarely; the
 * cart is kept fresh by its own writes and the socket; orders move on as the shop works them.
 */
export const staleTimes = {
  config: 5 * minute,
  catalogue: minute,
  cart: 30 * second,
  orders: 15 * second,
  admin: 0,
  assistance: 0,
} as const;

/**
 * A failure that may pass on its own: no answer at all (network down, timeout) or a server error (5xx,
 * 408, 429). A 4xx is the server's considered answer (bad input, not signed in, not found): asking again
 * brings the same answer, so it is shown at once.
 */
export function isTransientError(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.response?.status;
  if (status === undefined) return error.code !== 'ERR_CANCELED';
  return status >= 500 || status === 408 || status === 429;
}

/** A `retry` option: up to `attempts` more tries, for transient failures only. */
export const retryTransient =
  (attempts: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < attempts && isTransientError(error);

export interface QueryClientOptions {
  /** Further tries after a transient failure (0 in tests, so a failure shows at once). */
  retries?: number;
}

export function createQueryClient({ retries = 2 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const meta = query.meta?.errorMessage;
        const message = typeof meta === 'function' ? meta() : meta;
        if (message) notify.error(message, { toastId: `query-error:${query.queryHash}` });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: staleTimes.catalogue,
        retry: retryTransient(retries),
        // Exponential backoff, capped, so a flaky mobile connection is not hammered.
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: {
        // Writes are not retried by default: a POST that timed out may have been applied. A write that
        // is safe to repeat (setting a quantity) opts in with `retryTransient`.
        retry: false,
      },
    },
  });
}
