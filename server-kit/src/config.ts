import { z } from 'zod';
import { isIP } from 'node:net';

/** Reads the environment once with a zod schema; a bad value stops start-up naming the variable. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    .join('\n');
  throw new ConfigError(`Invalid configuration:\n${problems}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** "true/false/1/0/yes/no/on/off" as a boolean; unset gives the default. */
export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

export const envPort = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** A comma-separated list of origins; each must be a URL. */
export const envOrigins = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : fallback,
    )
    .pipe(z.array(z.url({ message: 'each origin must be a URL like http://localhost:5173' })));

/** DATABASE_URL: unset → PGlite in the data dir; `pglite:memory`; `pglite:<dir>`; `postgres://…`. */
export const envDatabaseUrl = z
  .string()
  .optional()
  .refine((value) => !value || /^(pglite:|postgres(ql)?:\/\/)/.test(value), {
    message: 'must be postgres://…, pglite:memory or pglite:<directory>',
  });

/** METRICS_TOKEN: when set (non-empty), GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
export const envMetricsToken = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().min(16, { message: 'must be at least 16 characters' }).optional());

/** DATABASE_WAIT_SECONDS: how long start-up waits for a PostgreSQL server that is not up yet. */
export const envDatabaseWaitSeconds = z.coerce.number().int().min(0).max(86_400).default(120);

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: which proxies may tell the client's address in X-Forwarded-For (Express's `trust proxy`):
 * a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges, or a number
 * of proxy hops. Unset: `loopback`. Behind a proxy in another container it must name that proxy, or every
 * shopper has the proxy's address and per-address limits (failed logins) hit them all together.
 */
export const envTrustProxy = z
  .string()
  .optional()
  .transform((value, context): string | number => {
    const text = value?.trim() || 'loopback';
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const valid = entries.every(
      (entry) => TRUST_PROXY_NAMES.has(entry) || isIP(entry.replace(/\/\d{1,3}$/, '')) !== 0,
    );
    if (!valid) {
      context.addIssue({
        code: 'custom',
        message:
          'must be loopback, linklocal, uniquelocal, addresses or CIDR ranges (comma-separated), or a hop count',
      });
      return z.NEVER;
    }
    return entries.join(',');
  });
