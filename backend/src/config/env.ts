// The only reader of process.env in the main API.
import path from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  envBoolean,
  envDatabaseUrl,
  envDatabaseWaitSeconds,
  envMetricsToken,
  envOrigins,
  envPort,
  envTrustProxy,
  loadConfig,
} from '@store/server-kit/config';
import { DEFAULT_PASSWORD_HASH_COST } from '../modules/users/password-hasher';

/** An empty value (`STRIPE_SECRET_KEY=` in a compose file) means the same as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKEND_PORT: envPort(4000),
  /** Used only to default ASSIST_PUBLIC_URL when that is unset. */
  ASSIST_PORT: envPort(4100),
  /** Where browsers reach the assistance service (the same variable the assistance service reads). */
  ASSIST_PUBLIC_URL: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, message: 'must be a URL like https://assist.example.lk' }),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: envDatabaseUrl,
  DATABASE_WAIT_SECONDS: envDatabaseWaitSeconds,
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { message: 'must look like 7d, 12h or 30m' })
    .default('7d'),
  DEMO_MODE: envBoolean(true),
  CORS_ORIGINS: envOrigins(['http://localhost:5173', 'http://localhost:4000']),
  /** Public URL of the SPA, used for payment return links. */
  PUBLIC_URL: z.url({ message: 'must be a URL like https://shop.example.lk' }).optional(),
  API_PUBLIC_URL: z.url({ message: 'must be a URL like https://api.shop.example.lk' }).optional(),
  /** Where the built SPA lives; served at / when the folder exists. */
  FRONTEND_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  LOGIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  PASSWORD_CHANGE_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Password-reset requests from one network per hour. */
  RESET_REQUEST_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Proxies trusted to tell the client's address (Express `trust proxy`). */
  TRUST_PROXY: envTrustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_ON_START: envBoolean(true),
  /** stripe | sandbox | none. Unset: stripe when STRIPE_SECRET_KEY is set, else none (card unavailable). */
  PAYMENT_PROVIDER: unsetWhenEmpty(
    z.enum(['stripe', 'sandbox', 'none'], { message: 'must be stripe, sandbox or none' }),
  ),
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z.string().regex(/^(sk|rk)_\w+$/, { message: 'must be a Stripe secret key (sk_… or rk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(
    z.string().regex(/^whsec_\w+$/, { message: 'must be a webhook signing secret (whsec_…)' }),
  ),
  /** Where the Stripe API lives; only for stripe-mock or tests. */
  STRIPE_API_URL: unsetWhenEmpty(z.url({ message: 'must be a URL like http://127.0.0.1:12111' })),
  /** PayHere (issue 25): both set, or neither. The secret signs the checkout and checks notifications. */
  PAYHERE_MERCHANT_ID: unsetWhenEmpty(
    z.string().regex(/^\w{1,40}$/, { message: 'must be the merchant ID PayHere gave (letters and digits)' }),
  ),
  PAYHERE_MERCHANT_SECRET: unsetWhenEmpty(
    z.string().min(8, { message: 'must be the merchant secret PayHere gave' }),
  ),
  /** true: the browser goes to PayHere's sandbox (sandbox.payhere.lk) instead of www.payhere.lk. */
  PAYHERE_SANDBOX: envBoolean(false),
  /** Another checkout location (a stand-in in tests); PayHere's own when unset. */
  PAYHERE_CHECKOUT_URL: unsetWhenEmpty(
    z.url({ message: 'must be a URL like http://127.0.0.1:9000/pay/checkout' }),
  ),
  /**
   * A PayHere or sandbox card order with no word of payment after this many minutes is cancelled and its stock
   * goes back (Stripe expires its own sessions and says so).
   */
  CARD_PENDING_MINUTES: z.coerce
    .number()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  CLOUDINARY_URL: unsetWhenEmpty(
    z.string().regex(/^cloudinary:\/\/[^:]+:[^@]+@[\w-]+/, {
      message: 'must look like cloudinary://key:secret@cloud',
    }),
  ),
  METRICS_TOKEN: envMetricsToken,
  /**
   * Where mail is sent: smtp://user:pass@host:587 (STARTTLS when offered), smtps://…:465 (TLS). Unset: mail is
   * written as .eml files under DATA_DIR/mail.
   */
  SMTP_URL: unsetWhenEmpty(
    z.url({ protocol: /^smtps?$/, message: 'must be a URL like smtp://user:pass@mail.example.lk:587' }),
  ),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>]*<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/, {
      message: 'must be an address, or a name and <address>',
    })
    .default('Ceylon Threads <shop@localhost>'),
  /** How often an idle instance looks for mail to send, seconds. */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Memory for the catalogue's answers (list pages, products), megabytes; 0 keeps none (every read asks the database). */
  CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * bcrypt's work factor for new passwords (each step doubles the time). Tests lower it; production keeps at
   * least the default.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(DEFAULT_PASSWORD_HASH_COST),
  /** Largest accepted image upload, bytes. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(20_000_000).default(5_000_000),
});

export type PaymentProviderName = 'stripe' | 'sandbox' | 'none';

export type BackendConfig = z.output<typeof schema> & {
  dataDir: string;
  frontendDist: string;
  /** The card payment provider in effect. */
  paymentProvider: PaymentProviderName;
  /** Where shoppers come back to after paying, when PUBLIC_URL is not set. */
  defaultPublicUrl: string;
  /** The assistance service as browsers reach it, without a trailing slash. */
  assistanceUrl: string;
  /** Where browsers reach this API (links it hands out, e.g. the sandbox checkout); never from a request. */
  apiPublicUrl: string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const config = loadConfig(schema, env);
  const dataDir = path.resolve(config.DATA_DIR);
  const paymentProvider = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'none');
  if ((config.PAYHERE_MERCHANT_ID === undefined) !== (config.PAYHERE_MERCHANT_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET: set both to take PayHere payments, or neither',
    );
  }
  if (config.NODE_ENV === 'production' && config.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: must be ${DEFAULT_PASSWORD_HASH_COST} or more in production (a lower cost is for tests only)`,
    );
  }
  if (paymentProvider === 'stripe' && !config.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe',
    );
  }
  const apiPublicUrl = (
    config.API_PUBLIC_URL ??
    config.PUBLIC_URL ??
    `http://localhost:${config.BACKEND_PORT}`
  ).replace(/\/+$/, '');
  const livePayhere =
    config.PAYHERE_MERCHANT_ID !== undefined && !config.PAYHERE_SANDBOX && !config.PAYHERE_CHECKOUT_URL;
  if (livePayhere && !apiPublicUrl.startsWith('https://')) {
    throw new ConfigError(
      "Invalid configuration:\n  API_PUBLIC_URL: PayHere's servers post each payment to API_PUBLIC_URL/api/payments/payhere/notify; set it (or PUBLIC_URL) to the shop's public https address, or PAYHERE_SANDBOX=true to try PayHere first",
    );
  }
  return {
    ...config,
    dataDir,
    paymentProvider,
    defaultPublicUrl: config.PUBLIC_URL ?? `http://localhost:${config.BACKEND_PORT}`,
    assistanceUrl: (config.ASSIST_PUBLIC_URL ?? `http://localhost:${config.ASSIST_PORT}`).replace(/\/+$/, ''),
    apiPublicUrl,
    frontendDist: path.resolve(
      config.FRONTEND_DIST ?? path.join(import.meta.dirname, '../../../frontend/dist'),
    ),
  };
}
