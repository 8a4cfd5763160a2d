// Stripe Checkout: a hosted page in LKR built from the server's own totals, and verified webhooks.
import Stripe from 'stripe';
import { AppError, badRequest } from '@store/server-kit/errors';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentProvider,
  ProviderSession,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another API location (stripe-mock, or a test server); the real API when unset. */
  apiUrl?: string;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly acceptsWebhooks: boolean;
  /** Verifies the signature over the raw body and reads the event; a bad signature is a 400. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

function endpointOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? undefined,
    paid: session.payment_status === 'paid',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    amountCents: session.amount_total ?? undefined,
    currency: session.currency ?? undefined,
  };
}

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...endpointOptions(options.apiUrl),
  });

  return {
    name: 'stripe',
    acceptsWebhooks: options.webhookSecret !== undefined,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: request.currency,
          unit_amount: line.unitAmountCents,
          product_data: { name: line.name, ...(line.images.length > 0 ? { images: line.images } : {}) },
        },
      }));
      if (request.deliveryFeeCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: request.deliveryFeeCents,
            product_data: { name: 'Delivery fee' },
          },
        });
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          metadata: { orderId: request.orderId },
        },
        // One session per order, even when the shopper's retry races the first request.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new AppError(502, 'The card payment provider did not return a checkout page.');
      return { id: session.id, url: session.url };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | undefined> {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!options.webhookSecret) {
        throw new AppError(503, 'Stripe webhooks are not configured: STRIPE_WEBHOOK_SECRET is not set.');
      }
      if (!signature) throw badRequest('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw badRequest('The webhook signature does not match this endpoint’s signing secret.');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return { id: event.id, type: event.type, session: toProviderSession(event.data.object) };
        default:
          return { id: event.id, type: event.type };
      }
    },
  };
}
