// Answers of the probes both services serve: GET /api/health, /healthz and /readyz.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  /** pglite or postgres */
  database: z.string(),
});

export const healthUnavailableSchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  message: z.string(),
});

/** GET /healthz: the process is up (nothing else is asked). */
export const livenessResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });

/** Each dependency /readyz asks, by name (database, mainApi): ok, failing, or timeout. */
export const readinessChecksSchema = z.record(z.string(), z.enum(['ok', 'failing', 'timeout']));

export const readyResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  checks: readinessChecksSchema,
});

export const notReadyResponseSchema = healthUnavailableSchema.extend({ checks: readinessChecksSchema });
