import { z } from 'zod';

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

/** DATABASE_WAIT_SECONDS: how long start-up waits for a PostgreSQL server that is not up yet. */
export const envDatabaseWaitSeconds = z.coerce.number().int().min(0).max(86_400).default(120);
