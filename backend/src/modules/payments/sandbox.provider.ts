// PAYMENT_PROVIDER=sandbox: a stand-in for a hosted checkout, served by this backend and plainly labelled
// as a test page, so the whole card flow (redirect out, pay, redirect back, confirm) runs with no keys.
// It must never be enabled in a real shop: whoever opens the page can mark the order paid.
import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, ProviderSession } from './payment-provider';
import type { SandboxSessionRow, SandboxSessionsRepository } from './payments.repository';

export const SANDBOX_PATH = '/api/payments/sandbox/checkout';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  find(sessionId: string): Promise<SandboxSessionRow | undefined>;
  /** The shopper pressed Pay: the session is complete (false if it was not open). */
  complete(sessionId: string): Promise<boolean>;
}

export function sandboxSessionToProvider(row: SandboxSessionRow): ProviderSession {
  return {
    id: row.id,
    orderId: row.orderId,
    paid: row.status === 'complete',
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

export function createSandboxProvider(sessions: SandboxSessionsRepository): SandboxProvider {
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const row = await sessions.open({
        id: `sbx_${randomBytes(18).toString('base64url')}`,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        lines: [
          ...request.lines.map(({ name, unitAmountCents, quantity }) => ({
            name,
            unitAmountCents,
            quantity,
          })),
          ...(request.deliveryFeeCents > 0
            ? [{ name: 'Delivery fee', unitAmountCents: request.deliveryFeeCents, quantity: 1 }]
            : []),
        ],
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { id: row.id, url: `${request.apiOrigin}${SANDBOX_PATH}/${row.id}` };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | undefined> {
      const row = await sessions.find(sessionId);
      return row ? sandboxSessionToProvider(row) : undefined;
    },

    find: (sessionId) => sessions.find(sessionId),
    complete: (sessionId) => sessions.close(sessionId, 'complete'),
  };
}
