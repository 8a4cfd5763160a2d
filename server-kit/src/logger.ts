import { pino } from 'pino';

export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
) {
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.token', '*.password'] });
}
