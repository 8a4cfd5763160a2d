// Orders placed and failed by payment method, for /metrics. Counted from each attempt's answer: 201 is a new
// order (for a card, its unpaid order and checkout session), 4xx/5xx a failed attempt (by status, so a run
// of 409s — prices changed — reads differently from 503s), and an idempotent replay (200) is neither.
import type { RequestHandler } from 'express';
import { Counter, type Registry } from 'prom-client';
import type { PaymentMethod } from '@store/contracts/orders';

export interface OrderMetrics {
  /** Middleware for an order-placing route: counts its answer once it is sent. */
  count(method: PaymentMethod): RequestHandler;
}

export function createOrderMetrics(registry: Registry): OrderMetrics {
  const placed = new Counter({
    name: 'store_orders_placed_total',
    help: 'Orders placed, by payment method (Card: the unpaid order and its checkout session).',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'store_orders_failed_total',
    help: 'Order attempts that placed nothing, by payment method and answer status.',
    labelNames: ['payment_method', 'status'] as const,
    registers: [registry],
  });
  return {
    count(method) {
      return (_req, res, next) => {
        res.once('finish', () => {
          if (res.statusCode === 201) placed.inc({ payment_method: method });
          else if (res.statusCode >= 400)
            failed.inc({ payment_method: method, status: String(res.statusCode) });
        });
        next();
      };
    },
  };
}
