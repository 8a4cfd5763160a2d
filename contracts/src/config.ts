import { z } from 'zod';

/** GET /api/config: what the SPA needs to know about this deployment. */
export const demoAccountSchema = z.object({ label: z.string(), email: z.string(), password: z.string() });

export const paymentMethodAvailabilitySchema = z.object({
  available: z.boolean(),
  /** Why it is unavailable, in words a shopper understands. */
  reason: z.string().optional(),
  /** 'stripe' | 'sandbox' when available. */
  provider: z.string().optional(),
});

export const publicConfigSchema = z.object({
  success: z.literal(true),
  demoMode: z.boolean(),
  /** Only in demo mode: the quick-fill accounts for the login page. */
  demoAccounts: z.array(demoAccountSchema),
  payments: z.object({ cod: paymentMethodAvailabilitySchema, card: paymentMethodAvailabilitySchema }),
  uploads: z.object({ storage: z.enum(['local', 'cloudinary']) }),
  /** Base URL of the assistance service (help requests and chat). */
  assistanceUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
