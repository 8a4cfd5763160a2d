// Tells a database that is away (stopped, restarting, refusing connections, a dropped connection) from a
// fault in our own SQL: the first is answered 503 with Retry-After and is over when the server returns;
// the second is a 500 to fix. Also tells a unique-constraint violation, which callers answer as a conflict.

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a client is told while the database is away (HTTP 503 and socket acknowledgements alike). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store cannot reach its database right now. Please try again in a few seconds.';

// Node socket errors met while connecting to or talking with the server.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs of a server going away or not taking connections: class 08 (connection
// exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
// shutting down), 53300 too_many_connections.
const serverAwayStates = /^(08\d{3}|57P0[123]|53300)$/;

// node-postgres says these in words only, without a code.
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error as `cause`, and a failed connect
 * may be an AggregateError of one error per address) means the database server cannot be reached now.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): boolean => {
    if (depth > 6 || !current || typeof current !== 'object' || seen.has(current)) return false;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    // fetch() (another service, a payment provider) fails with the same socket codes underneath; that is
    // not the database, whatever the code says.
    if (current instanceof TypeError && candidate.message === 'fetch failed') return false;
    if (typeof candidate.code === 'string') {
      if (networkCodes.has(candidate.code) || serverAwayStates.test(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      driverMessages.some((re) => re.test(candidate.message as string))
    )
      return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => visit(inner, depth + 1)))
      return true;
    return visit(candidate.cause, depth + 1);
  };
  return visit(error, 0);
}

/** The driver's own words under Drizzle's "Failed query: …" wrapper, for logs and start-up errors. */
export function databaseFailureReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = current as { cause?: unknown; errors?: unknown } | undefined;
    const inner =
      candidate?.cause ?? (Array.isArray(candidate?.errors) ? (candidate.errors[0] as unknown) : undefined);
    if (!(inner instanceof Error)) break;
    current = inner;
  }
  return current instanceof Error ? current.message || current.name : String(current);
}

/** Postgres unique-violation check that works for both drivers (pg and PGlite report code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  if (!cause || cause.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
