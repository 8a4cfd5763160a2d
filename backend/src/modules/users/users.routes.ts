import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { changePasswordBodySchema, loginBodySchema, registerBodySchema } from '@store/contracts/users';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { parseInput } from '@store/server-kit/validate';
import type { UsersService } from './users.service';

export function usersRouter(users: UsersService, options: { loginAttemptsPerWindow: number }): Router {
  const router = Router();

  // Failed logins per IP and email; a successful login does not count.
  const loginLimiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: options.loginAttemptsPerWindow,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body: unknown = req.body;
      const email =
        body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
          ? body.email.trim().toLowerCase()
          : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${email}`;
    },
    handler: (_req, res, _next, limiterOptions) => {
      res.status(limiterOptions.statusCode).json({
        success: false,
        message: 'Too many failed login attempts. Please wait a few minutes and try again.',
        code: 'too_many_requests',
      });
    },
  });

  router.post('/register', async (req, res) => {
    const body = parseInput(registerBodySchema, req.body);
    res.status(201).json(await users.register(body));
  });

  router.post('/login', loginLimiter, async (req, res) => {
    const body = parseInput(loginBodySchema, req.body);
    res.json(await users.login(body));
  });

  router.get('/me', requireUser(), async (req, res) => {
    res.json({ success: true, user: await users.me(currentUser(req).id) });
  });

  router.put('/change-password', requireUser(), async (req, res) => {
    const body = parseInput(changePasswordBodySchema, req.body);
    await users.changePassword(currentUser(req).id, body);
    res.json({ success: true, message: 'Password updated successfully!' });
  });

  return router;
}
