// The only reader of process.env in the assistance service.
import path from 'node:path';
import { z } from 'zod';
import {
  envDatabaseUrl,
  envDatabaseWaitSeconds,
  envMetricsToken,
  envOrigins,
  envPort,
  envTrustProxy,
  loadConfig,
} from '@store/server-kit/config';

/** cloudinary://<api_key>:<api_secret>@<cloud_name>, as Cloudinary's console shows it. */
const cloudinaryUrl = z
  .string()
  .regex(/^cloudinary:\/\/[^:@/\s]+:[^@/\s]+@[^/\s]+$/, {
    message: 'must look like cloudinary://<api_key>:<api_secret>@<cloud_name>',
  })
  .optional()
  .or(z.literal('').transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ASSIST_PORT: envPort(4100),
  /** Used only to default BACKEND_URL when that is unset. */
  BACKEND_PORT: envPort(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  ASSIST_DATABASE_URL: envDatabaseUrl,
  DATABASE_WAIT_SECONDS: envDatabaseWaitSeconds,
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  CORS_ORIGINS: envOrigins(['http://localhost:5173', 'http://localhost:4000']),
  BACKEND_URL: z
    .url({ protocol: /^https?$/, message: 'must be a URL like http://localhost:4000' })
    .optional(),
  /** Public base URL of this service, used in links to stored voice messages. */
  ASSIST_PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be a URL like https://assist.example.lk' })
    .optional(),
  CLOUDINARY_URL: cloudinaryUrl,
  /** Chat messages one user may send per second (steady rate) and in one burst. */
  MESSAGE_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1_000).default(5),
  MESSAGE_RATE_BURST: z.coerce.number().int().min(1).max(10_000).default(10),
  /** A helper with no live help page open (no socket) counts as away after this many seconds. */
  HELPER_AWAY_AFTER_SECONDS: z.coerce.number().int().min(3).max(3_600).default(60),
  /** Open sockets one user may hold at once on this instance. */
  MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Proxies trusted to tell the client's address (Express `trust proxy`). */
  TRUST_PROXY: envTrustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  METRICS_TOKEN: envMetricsToken,
  /** How often an idle instance looks for help-session mails to hand to the main API (seconds). */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
});

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

export type AssistanceConfig = z.output<typeof schema> & {
  dataDir: string;
  uploadsDir: string;
  backendUrl: string;
  publicUrl: string;
  cloudinary: CloudinaryCredentials | undefined;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): AssistanceConfig {
  const config = loadConfig(schema, env);
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    backendUrl: trimSlash(config.BACKEND_URL ?? `http://localhost:${config.BACKEND_PORT}`),
    publicUrl: trimSlash(config.ASSIST_PUBLIC_URL ?? `http://localhost:${config.ASSIST_PORT}`),
    cloudinary: config.CLOUDINARY_URL ? parseCloudinaryUrl(config.CLOUDINARY_URL) : undefined,
  };
}

function parseCloudinaryUrl(value: string): CloudinaryCredentials {
  const url = new URL(value);
  return {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
