import { ipKeyGenerator } from 'express-rate-limit';
import { Router, type Request } from 'express';
import {
  NEWSLETTER_SUBSCRIBE_ANSWER,
  newsletterConfirmBodySchema,
  newsletterIssueBodySchema,
  newsletterSubscribeBodySchema,
  newsletterTokenParamsSchema,
} from '@store/contracts/newsletter';
import { requireUser } from '@store/server-kit/auth';
import type { SharedCounters } from '@store/server-kit/shared-counters';
import { parseInput } from '@store/server-kit/validate';
import { limiter } from '../users/users.routes';
import type { NewsletterService } from './newsletter.service';

const ONE_HOUR = 60 * 60 * 1000;

/** /api/newsletter: subscribe (double opt-in), confirm, one-click unsubscribe, and the admin's sending. */
export function newsletterRouter(
  newsletter: NewsletterService,
  options: { counters: SharedCounters; subscriptionsPerIp: number },
): Router {
  const router = Router();
  const adminOnly = requireUser('admin');
  const subscriptionsPerIp = limiter({
    name: 'newsletter-ip',
    counters: options.counters,
    windowMs: ONE_HOUR,
    limit: options.subscriptionsPerIp,
    key: (req: Request) => ipKeyGenerator(req.ip ?? ''),
    message: 'Too many newsletter subscriptions from this network. Please try again later.',
  });

  // The same answer whatever the address's state, so nobody learns who subscribed.
  router.post('/subscribe', subscriptionsPerIp, async (req, res) => {
    const { email, language } = parseInput(newsletterSubscribeBodySchema, req.body ?? {});
    await newsletter.subscribe(email, language ?? 'en');
    res.json({ success: true, message: NEWSLETTER_SUBSCRIBE_ANSWER });
  });

  router.post('/confirm', async (req, res) => {
    const { token } = parseInput(newsletterConfirmBodySchema, req.body ?? {});
    await newsletter.confirm(token);
    res.json({ success: true, message: "You're subscribed" });
  });

  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` (form-encoded) here; the page posts nothing.
  router.post('/unsubscribe/:token', async (req, res) => {
    const { token } = parseInput(newsletterTokenParamsSchema, req.params, 'params');
    await newsletter.unsubscribe(token);
    res.json({ success: true, message: 'You are unsubscribed' });
  });

  router.get('/stats', adminOnly, async (_req, res) => {
    res.json({ success: true, confirmed: await newsletter.subscribers() });
  });

  router.post('/send', adminOnly, async (req, res) => {
    const { subject, text } = parseInput(newsletterIssueBodySchema, req.body ?? {});
    const queued = await newsletter.sendIssue(subject, text);
    res.status(202).json({ success: true, message: 'Newsletter queued', queued });
  });

  return router;
}
