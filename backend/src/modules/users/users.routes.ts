import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { changePasswordBodySchema, loginBodySchema, registerBodySchema } from '@store/contracts/users';
import { saveSettingsBodySchema } from '@store/contracts/accessibility';
import { currentUser, requireUser } from '@store/server-kit/auth';
import type { Sessions } from '@store/server-kit/sessions';
import type { SharedCounters } from '@store/server-kit/shared-counters';
import { parseInput } from '@store/server-kit/validate';
import type { UsersService } from './users.service';

export interface UserRateLimits {
  /** Wrong passwords for one email from one IP, per 15 minutes. */
  failedLoginsPerEmail: number;
  /** Wrong passwords from one IP across all emails, per 15 minutes (one password tried on many accounts). */
  failedLoginsPerIp: number;
  /** Accounts created from one IP per hour. */
  registrationsPerIp: number;
  /** Wrong current passwords on change-password, per account, per 15 minutes. */
  failedPasswordChangesPerUser: number;
  /** Where attempts are counted: in the database, so every instance counts the same (memory if omitted). */
  counters?: SharedCounters;
}

/** express-rate-limit's store interface over the shared counters, one key prefix per limit. */
function sharedStore(counters: SharedCounters, prefix: string, windowMs: number): Store {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    async increment(key) {
      const { hits, resetAt } = await counters.increment(keyOf(key), windowMs);
      return { totalHits: hits, resetTime: resetAt };
    },
    decrement: (key) => counters.decrement(keyOf(key)),
    resetKey: (key) => counters.reset(keyOf(key)),
  };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * The login limiter's key for the email tried: a hash of the normalised address, so the key has a fixed size
 * whatever was sent, and the stored counters hold no shopper's email. Runs after the body is validated.
 */
function emailKeyOf(req: Request): string {
  const body: unknown = req.body;
  const email =
    body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase()
      : '';
  return createHash('sha256').update(email).digest('base64url');
}

/** Refuses a body the contract does not allow before any limiter or query sees it. */
const validBodyFirst =
  (schema: Parameters<typeof parseInput>[0]): RequestHandler =>
  (req, _res, next) => {
    parseInput(schema, req.body);
    next();
  };

export function limiter(options: {
  /** Names the limit's counters in the shared store. */
  name: string;
  counters: SharedCounters | undefined;
  windowMs: number;
  limit: number;
  key: (req: Request) => string;
  message: string;
  /** Which answers count towards the limit; by default every request counts. */
  counts?: (status: number) => boolean;
}) {
  const { counts } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: options.key,
    ...(options.counters && { store: sharedStore(options.counters, options.name, options.windowMs) }),
    ...(counts && {
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req: Request, res: Response) => !counts(res.statusCode),
    }),
    handler: (_req, res, _next, limiterOptions) => {
      res.status(limiterOptions.statusCode).json({
        success: false,
        message: options.message,
        code: 'too_many_requests',
      });
    },
  });
}

export function usersRouter(users: UsersService, sessions: Sessions, limits: UserRateLimits): Router {
  const router = Router();
  const ip = (req: Request) => ipKeyGenerator(req.ip ?? '');
  // Only wrong credentials count: a login that failed because the database was down must not lock
  // shoppers out once it is back.
  const wrongCredentials = (status: number) => status === 401;
  const tooManyLogins = 'Too many failed login attempts. Please wait a few minutes and try again.';

  const loginPerEmail = limiter({
    name: 'login-email',
    counters: limits.counters,
    windowMs: FIFTEEN_MINUTES,
    limit: limits.failedLoginsPerEmail,
    key: (req) => `${ip(req)}|${emailKeyOf(req)}`,
    message: tooManyLogins,
    counts: wrongCredentials,
  });
  const loginPerIp = limiter({
    name: 'login-ip',
    counters: limits.counters,
    windowMs: FIFTEEN_MINUTES,
    limit: limits.failedLoginsPerIp,
    key: ip,
    message: tooManyLogins,
    counts: wrongCredentials,
  });
  const registerPerIp = limiter({
    name: 'register-ip',
    counters: limits.counters,
    windowMs: ONE_HOUR,
    limit: limits.registrationsPerIp,
    key: ip,
    message: 'Too many accounts were created from this network. Please try again later.',
    counts: (status) => status < 500,
  });
  const passwordChangePerUser = limiter({
    name: 'password-change',
    counters: limits.counters,
    windowMs: FIFTEEN_MINUTES,
    limit: limits.failedPasswordChangesPerUser,
    key: (req) => currentUser(req).id,
    message: 'Too many failed password changes. Please wait a few minutes and try again.',
    counts: (status) => status === 400,
  });

  router.post('/register', registerPerIp, async (req, res) => {
    const body = parseInput(registerBodySchema, req.body);
    res.status(201).json(await users.register(body));
  });

  router.post('/login', validBodyFirst(loginBodySchema), loginPerIp, loginPerEmail, async (req, res) => {
    const body = parseInput(loginBodySchema, req.body);
    res.json(await users.login(body));
  });

  router.get('/me', requireUser(), async (req, res) => {
    res.json({ success: true, user: await users.me(currentUser(req).id) });
  });

  // The shopper's accessibility settings, so they follow them to another device.
  router.get('/settings', requireUser(), async (req, res) => {
    res.json({ success: true, settings: await users.settings(currentUser(req).id) });
  });

  router.put('/settings', requireUser(), async (req, res) => {
    const body = parseInput(saveSettingsBodySchema, req.body);
    res.json({ success: true, settings: await users.saveSettings(currentUser(req).id, body.settings) });
  });

  router.put('/change-password', requireUser(), passwordChangePerUser, async (req, res) => {
    const body = parseInput(changePasswordBodySchema, req.body);
    const { token } = await users.changePassword(currentUser(req).id, body);
    // Every other device is signed out; this one carries on with the fresh token.
    sessions.forget(currentUser(req).id);
    res.json({ success: true, message: 'Password updated successfully!', token });
  });

  return router;
}
