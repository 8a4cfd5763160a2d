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
  /** Cash on delivery; a card through Stripe or the sandbox; PayHere (cards and local wallets, in LKR). */
  payments: z.object({
    cod: paymentMethodAvailabilitySchema,
    card: paymentMethodAvailabilitySchema,
    payhere: paymentMethodAvailabilitySchema,
  }),
  uploads: z.object({ storage: z.enum(['local', 'cloudinary']) }),
  /** Where mail goes: an SMTP server, or .eml files under DATA_DIR/mail (then, in demo mode, /admin lists them). */
  mail: z.object({ transport: z.enum(['smtp', 'files']) }),
  /** Base URL of the assistance service (help requests and chat). */
  assistanceUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// --- The storefront's build settings (VITE_*), checked when the SPA loads ---

/** An absolute http(s) URL, or nothing: an empty value means "not set". */
const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(
      z
        .url({ protocol: /^https?$/, message: `${name} must be an absolute http(s) URL, or empty.` })
        .optional(),
    );

export const spaEnvSchema = z.object({
  /** Base URL of the main API; unset = the page's own origin (the backend serves the build). */
  VITE_API_URL: optionalUrl('VITE_API_URL'),
  /** Origin of the backend's socket.io server; unset = the page's own origin. */
  VITE_SOCKET_URL: optionalUrl('VITE_SOCKET_URL'),
  /** Base URL of the assistance service; unset = the one the main API names in /api/config. */
  VITE_ASSIST_URL: optionalUrl('VITE_ASSIST_URL'),
});
export type SpaEnv = z.output<typeof spaEnvSchema>;

/** The storefront's settings, or an error naming each bad one. */
export function parseSpaEnv(values: Record<string, unknown>): SpaEnv {
  const result = spaEnvSchema.safeParse(values);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issue.message).join(' ');
  throw new Error(`The storefront's settings are not valid: ${problems}`);
}
