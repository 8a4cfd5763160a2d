// One pino logger per service. Log lines never carry secrets or shoppers' personal data: tokens and
// passwords, and names, emails, phones, addresses, chat text and reviews (which reach errors, for example, as the
// parameters of a failed query) are replaced with "[redacted]".
import { pino, stdSerializers, type DestinationStream } from 'pino';

/**
 * stdout, written asynchronously: under load the lines of many requests go out in one write instead of
 * one blocking write each. pino flushes what is left when the process exits.
 */
const stdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

const REDACTED = '[redacted]';
/** Keys whose values are personal data or secrets, wherever they appear in a logged error. */
const personalKeys = new Set([
  'params',
  'parameters',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'authorization',
  'email',
  'userEmail',
  'firstName',
  'lastName',
  'phone',
  'street',
  'city',
  'state',
  'zipcode',
  'address',
  'content',
  'text',
  'title',
]);

/** Longest text kept from any one field of a logged error: a request can carry tens of kilobytes. */
export const LOGGED_TEXT_LIMIT = 2_000;

/**
 * A logged error's text, bounded: drizzle's "Failed query" message ends with the query's parameters (user
 * input), which are cut off, and whatever is left is kept to LOGGED_TEXT_LIMIT characters.
 */
function boundedText(text: string): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  return withoutParams.length > LOGGED_TEXT_LIMIT
    ? `${withoutParams.slice(0, LOGGED_TEXT_LIMIT)}… [${withoutParams.length - LOGGED_TEXT_LIMIT} more characters]`
    : withoutParams;
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return boundedText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      personalKeys.has(key) ? REDACTED : scrub(inner, depth + 1),
    ]),
  );
}

/** pino's error serializer (message, stack, cause) with personal data scrubbed from every field. */
export function scrubbedError(error: unknown): unknown {
  return scrub(error instanceof Error ? stdSerializers.err(error) : error);
}

export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  destination?: DestinationStream,
) {
  return pino(
    {
      name,
      level,
      serializers: { err: scrubbedError, error: scrubbedError },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.token',
          ...[...personalKeys].flatMap((key) => [key, `*.${key}`]),
        ],
        censor: REDACTED,
      },
    },
    destination ?? (level === 'silent' ? undefined : stdout()),
  );
}
