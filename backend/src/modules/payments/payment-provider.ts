// What the store needs from a card payment provider: a hosted checkout page, a way to ask whether a
// session was paid, and (for providers that push events) a verified webhook parser.

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
  /** Absolute https image URLs only; providers refuse others. */
  images: string[];
}

export interface CheckoutRequest {
  orderId: string;
  /** Lowercase ISO code, e.g. 'lkr'. */
  currency: string;
  lines: CheckoutLine[];
  deliveryFeeCents: number;
  /** The order's total; lines plus delivery fee must add up to it. */
  amountCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Origin the shopper reached this API on (the sandbox serves its page there). */
  apiOrigin: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A checkout session as the provider reports it. */
export interface ProviderSession {
  id: string;
  /** The order the session was opened for, as recorded at the provider. */
  orderId: string | undefined;
  paid: boolean;
  status: 'open' | 'complete' | 'expired';
  amountCents: number | undefined;
  currency: string | undefined;
}

/** A provider event, already verified as coming from the provider. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Present for checkout session events. */
  session?: ProviderSession;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<ProviderSession | undefined>;
}

/** Event types that mean the money is in. */
export const PAID_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** Event types that mean the money will not come: the order's stock goes back on the shelf. */
export const FAILED_EVENT_TYPES = new Set([
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);
