// /api/order/*: shoppers place and read their own orders and bills; anyone may have a cart quoted; admins
// list all orders and move their status.
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  adminOrderListBodySchema,
  cancelRequestBodySchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderIdBodySchema,
  orderStatusBodySchema,
  type PaymentMethod,
  placeOrderBodySchema,
  quoteBodySchema,
  verifyPaymentBodySchema,
} from '@store/contracts/orders';
import { billPdfParamsSchema, billPdfQuerySchema } from '@store/contracts/operations/main-api-orders';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { sendKeptPersonal } from '@store/server-kit/prepared-answer';
import { createTokenBuckets } from '@store/server-kit/rate-limit';
import { parseInput } from '@store/server-kit/validate';
import { payhereCancelBodySchema } from '@store/contracts/payhere';
import type { PayhereService } from '../payments/payhere.service';
import type { PaymentsService } from '../payments/payments.service';
import type { OrderMetrics } from './order.metrics';
import type { OrdersService, ReturnLinks } from './orders.service';
import type { KeptAnswers } from '../personal/kept-answers';

export interface OrderLinkOptions {
  /** PUBLIC_URL when configured: always the place shoppers return to. */
  publicUrl: string | undefined;
  /** Origins the SPA may be served from (CORS_ORIGINS); a matching Origin header is used as is. */
  allowedOrigins: string[];
  fallbackUrl: string;
  /** Where browsers reach this API, from configuration only: a forged Host header must not steer links. */
  apiOrigin: string;
}

/** Where the hosted checkout sends the shopper back, and where this API was reached. */
export function returnLinksFor(req: Request, options: OrderLinkOptions): ReturnLinks {
  const origin = req.get('origin');
  const returnBase =
    options.publicUrl ??
    (origin && options.allowedOrigins.includes(origin) ? origin : undefined) ??
    options.fallbackUrl;
  return {
    returnBase: returnBase.replace(/\/+$/, ''),
    apiOrigin: options.apiOrigin,
  };
}

/**
 * What POST /api/order/userorders answers, read from the database (kept by kept-answers.ts); the hot path
 * before Express answers the same (hot-path.ts).
 */
export async function myOrdersAnswer(orders: Pick<OrdersService, 'listMine'>, userId: string) {
  return { success: true, orders: await orders.listMine(userId) };
}

function idempotencyKey(req: Request): string | undefined {
  const raw = req.get(IDEMPOTENCY_HEADER);
  return raw === undefined ? undefined : parseInput(idempotencyKeySchema, raw, IDEMPOTENCY_HEADER);
}

export function ordersRouter(
  orders: OrdersService,
  payments: PaymentsService,
  payhere: PayhereService,
  links: OrderLinkOptions,
  /** The shoppers' order lists kept in memory (kept-answers.ts). */
  kept: Pick<KeptAnswers, 'answer'>,
  metrics?: OrderMetrics,
): Router {
  const router = Router();
  const counted = (method: PaymentMethod): RequestHandler =>
    metrics ? metrics.count(method) : (_req, _res, next) => next();
  const admin = requireUser('admin');
  const signedIn = requireUser();
  // A quote costs a PDF's worth of CPU and needs no account: each network gets 10 at once, then 10 a minute.
  const quotes = createTokenBuckets({
    perSecond: 1 / 6,
    burst: 10,
    message: 'Too many quotes were asked from this network. Please wait a minute and try again.',
  });

  router.post('/place', signedIn, counted('COD'), async (req, res) => {
    const key = idempotencyKey(req);
    const body = parseInput(placeOrderBodySchema, req.body);
    const { order, created } = await orders.placeCashOrder(currentUser(req).id, body, key);
    if (!created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(created ? 201 : 200).json({ success: true, message: 'Order placed', order });
  });

  router.post('/stripe', signedIn, counted('Card'), async (req, res) => {
    // Said first, whatever the body: without a provider no card order can be made.
    payments.requireProvider();
    const key = idempotencyKey(req);
    const body = parseInput(placeOrderBodySchema, req.body);
    const result = await orders.startCardCheckout(currentUser(req).id, body, returnLinksFor(req, links), key);
    if (!result.created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(result.created ? 201 : 200).json({
      success: true,
      message: 'Redirecting you to the secure payment page.',
      session_url: result.sessionUrl,
      orderId: result.orderId,
    });
  });

  router.post('/payhere', signedIn, counted('Card'), async (req, res) => {
    payhere.requireSettings();
    const key = idempotencyKey(req);
    const body = parseInput(placeOrderBodySchema, req.body);
    const { created, response } = await payhere.startCheckout(
      currentUser(req).id,
      body,
      returnLinksFor(req, links),
      key,
    );
    if (!created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(created ? 201 : 200).json({
      success: true,
      message: 'Taking you to PayHere to pay.',
      ...response,
    });
  });

  router.post('/payhere/cancel', signedIn, async (req, res) => {
    const { orderId } = parseInput(payhereCancelBodySchema, req.body);
    const { paid, order } = await payhere.cancelByShopper(currentUser(req), orderId);
    res.json({
      success: true,
      paid,
      message: paid
        ? 'PayHere has already confirmed this payment, so the order stands.'
        : 'The payment was cancelled, so your order is cancelled and its items are back in the shop.',
      order,
    });
  });

  // The spec's client sends an empty body; the caller is always the token's user.
  router.post('/userorders', signedIn, async (req, res) => {
    sendKeptPersonal(req, res, await kept.answer(currentUser(req).id));
  });

  router.post('/track-order', signedIn, async (req, res) => {
    const { orderId } = parseInput(orderIdBodySchema, req.body);
    res.json({ success: true, order: await orders.track(currentUser(req), orderId) });
  });

  router.get('/:id/bill.pdf', signedIn, async (req, res) => {
    const { id } = parseInput(billPdfParamsSchema, req.params, 'path');
    const { lang } = parseInput(billPdfQuerySchema, req.query, 'query');
    const { fileName, pdf } = await orders.billPdf(currentUser(req), id, lang);
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
  });

  router.post('/quote.pdf', async (req, res) => {
    const { lang } = parseInput(billPdfQuerySchema, req.query, 'query');
    const body = parseInput(quoteBodySchema, req.body);
    quotes.take(ipKeyGenerator(req.ip ?? ''));
    const { fileName, pdf } = await orders.quotePdf(body, lang);
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      })
      .send(pdf);
  });

  router.post('/cancel-request', signedIn, async (req, res) => {
    const { orderId, reason } = parseInput(cancelRequestBodySchema, req.body);
    const { order, alreadyRequested } = await orders.requestCancel(currentUser(req), orderId, reason);
    res.json({
      success: true,
      message: alreadyRequested ? 'Your cancel request was already sent.' : 'Cancel request sent!',
      order,
    });
  });

  router.post('/verify', signedIn, async (req, res) => {
    const { orderId } = parseInput(verifyPaymentBodySchema, req.body);
    const { order, paid } = await orders.verifyPayment(currentUser(req), orderId);
    res.json({
      success: true,
      paid,
      message: paid
        ? 'Payment received. Thank you for your order!'
        : 'The payment has not been completed, so your order is kept as unpaid.',
      order,
    });
  });

  router.post('/list', admin, async (req, res) => {
    const filter = parseInput(adminOrderListBodySchema, req.body ?? {});
    res.json({ success: true, ...(await orders.listAll(filter)) });
  });

  router.post('/status', admin, async (req, res) => {
    const { orderId, status } = parseInput(orderStatusBodySchema, req.body);
    const order = await orders.changeStatus(currentUser(req), orderId, status);
    res.json({ success: true, message: `Order status changed to ${status}.`, order });
  });

  return router;
}
