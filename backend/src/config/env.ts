// The only reader of process.env in the main API.
import path from 'node:path';
import { z } from 'zod';
import { envBoolean, envDatabaseUrl, envOrigins, envPort, loadConfig } from '@store/server-kit/config';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKEND_PORT: envPort(4000),
  ASSIST_PORT: envPort(4100),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: envDatabaseUrl,
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { message: 'must look like 7d, 12h or 30m' })
    .default('7d'),
  DEMO_MODE: envBoolean(true),
  CORS_ORIGINS: envOrigins(['http://localhost:5173', 'http://localhost:4000']),
  /** Public URL of the SPA, used for payment return links. */
  PUBLIC_URL: z.url({ message: 'must be a URL like https://shop.example.lk' }).optional(),
  /** Where the built SPA lives; served at / when the folder exists. */
  FRONTEND_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_ON_START: envBoolean(true),
});

export type BackendConfig = z.output<typeof schema> & { dataDir: string; frontendDist: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const config = loadConfig(schema, env);
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    dataDir,
    frontendDist: path.resolve(
      config.FRONTEND_DIST ?? path.join(import.meta.dirname, '../../../frontend/dist'),
    ),
  };
}
