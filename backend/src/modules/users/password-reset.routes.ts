import { ipKeyGenerator } from 'express-rate-limit';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@store/contracts/users';
import type { Sessions } from '@store/server-kit/sessions';
import type { SharedCounters } from '@store/server-kit/shared-counters';
import { parseInput } from '@store/server-kit/validate';
import type { PasswordResetService } from './password-reset.service';
import { limiter } from './users.routes';

const ONE_HOUR = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface PasswordResetRouteOptions {
  counters: SharedCounters;
  logger: Logger;
  /** Reset requests from one network per hour (each address has its own, smaller limit in the service). */
  requestsPerIp: number;
  /** Wrong or worn-out reset tokens from one network per 15 minutes. */
  failedResetsPerIp: number;
}

/** /api/user/forgot-password and /api/user/reset-password. */
export function passwordResetRouter(
  resets: PasswordResetService,
  sessions: Sessions,
  options: PasswordResetRouteOptions,
): Router {
  const router = Router();
  const ip = (req: Request) => ipKeyGenerator(req.ip ?? '');
  const requestsPerIp = limiter({
    name: 'reset-request-ip',
    counters: options.counters,
    windowMs: ONE_HOUR,
    limit: options.requestsPerIp,
    key: ip,
    message: 'Too many password reset requests from this network. Please try again later.',
  });
  const failedResetsPerIp = limiter({
    name: 'reset-failed-ip',
    counters: options.counters,
    windowMs: FIFTEEN_MINUTES,
    limit: options.failedResetsPerIp,
    key: ip,
    message: 'Too many reset links that did not work. Please wait a few minutes and try again.',
    counts: (status) => status === 400,
  });

  router.post('/forgot-password', requestsPerIp, async (req, res) => {
    const { email, language } = parseInput(forgotPasswordBodySchema, req.body ?? {});
    // Answered before anything is looked up, so the answer and its timing are the same for every address.
    res.json({ success: true, message: FORGOT_PASSWORD_ANSWER });
    await resets.requestReset(email, language).catch((error: unknown) => {
      options.logger.error({ err: error, requestId: req.id }, 'password reset request failed');
    });
  });

  router.post('/reset-password', failedResetsPerIp, async (req, res) => {
    const body = parseInput(resetPasswordBodySchema, req.body ?? {});
    const { userId } = await resets.resetPassword(body.token, body.newPassword);
    // Every session of the account ends at once, on this instance and (by their token version) everywhere.
    sessions.forget(userId);
    res.json({ success: true, message: 'Your password is changed. Please log in with your new password.' });
  });

  return router;
}
