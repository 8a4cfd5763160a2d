// /api/payments: the Stripe webhook (raw body, so it is mounted before the JSON parser), PayHere's
// notifications (form fields) and the sandbox's hosted checkout page. None takes a shopper's token: the
// webhook and the notifications are signed, the sandbox page is the stand-in for a provider's page.
import express, { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { createTokenBuckets } from '@store/server-kit/rate-limit';
import { sandboxSessionParamsSchema } from '@store/contracts/orders';
import { notFound } from '@store/server-kit/errors';
import type { Logger } from 'pino';
import { parseInput } from '@store/server-kit/validate';
import type { PayhereService } from './payhere.service';
import type { PaymentsService } from './payments.service';
import { renderSandboxPage, returnOrigins } from './sandbox-page';

export function paymentsRouter(payments: PaymentsService, payhere: PayhereService, logger: Logger): Router {
  const router = Router();

  // PayHere's servers post form fields; the signature is over field values, so they may be parsed first.
  // Anyone can post here, and each post is stored: one network gets 20 a second, 200 at once.
  const notifications = createTokenBuckets({
    perSecond: 20,
    burst: 200,
    message: 'Too many payment notifications from this network. Please try again in a moment.',
  });
  router.post('/payhere/notify', express.urlencoded({ extended: false, limit: '20kb' }), async (req, res) => {
    notifications.take(ipKeyGenerator(req.ip ?? ''));
    res.json(await payhere.handleNotification(req.body, logger.child({ requestId: req.id })));
  });

  router.post(
    '/stripe/webhook',
    // The signature covers the exact bytes Stripe sent, so the body must not be parsed first.
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { duplicate, outcome } = await payments.handleStripeWebhook(rawBody, req.get('stripe-signature'));
      if (outcome === 'order-cancelled') {
        logger.error(
          { requestId: req.id, outcome },
          'Stripe took a payment for an order already cancelled: it is recorded as paid; refund the shopper',
        );
      }
      if (outcome === 'amount-mismatch' || outcome === 'session-mismatch' || outcome === 'not-found') {
        logger.warn(
          { requestId: req.id, outcome },
          'a paid checkout session did not match its order; the order was not marked paid',
        );
      }
      // 2xx tells the provider not to resend; a duplicate was already handled.
      res.json({ received: true, duplicate });
    },
  );

  const sessionIdOf = (req: Request) => parseInput(sandboxSessionParamsSchema, req.params, 'path').id;
  const sandboxSession = async (id: string) => {
    const row = await payments.sandboxSession(id);
    if (!row) throw notFound('No such test checkout.');
    return row;
  };

  router.get('/sandbox/checkout/:id', async (req, res) => {
    const session = await sandboxSession(sessionIdOf(req));
    res
      .set({
        'Cache-Control': 'no-store',
        'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigins(session).join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      })
      .type('html')
      .send(renderSandboxPage(session));
  });

  router.post('/sandbox/checkout/:id/pay', async (req, res) => {
    const { redirectTo } = await payments.sandboxPay(sessionIdOf(req));
    res.redirect(303, redirectTo);
  });

  router.post('/sandbox/checkout/:id/cancel', async (req, res) => {
    const session = await sandboxSession(sessionIdOf(req));
    // Like a hosted page's back link: the session stays open and the order stays unpaid and visible.
    res.redirect(303, session.cancelUrl);
  });

  return router;
}
