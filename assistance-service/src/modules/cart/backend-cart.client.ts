// Asks the main API for a shopper's cart on a helper's behalf (this service never reads the main API's
// tables). The call carries the helper's own token and a grant for that shopper. While the main API is
// down (or cannot reach its own database) the answer is a 503 with Retry-After that the helper's view
// shows as "unavailable for now" and retries; chat does not depend on it.
import { type CartData, cartDataSchema } from '@store/contracts/cart';
import { AppError } from '@store/server-kit/errors';
import { z } from 'zod';

const cartOfResponseSchema = z.object({ success: z.literal(true), cartData: cartDataSchema });

/** Seconds the helper's view is asked to wait before reading the cart again while the shop is away. */
export const CART_RETRY_AFTER_SECONDS = 5;

const shopUnavailable = (message: string, details?: unknown) =>
  new AppError(503, message, 'shop_unavailable', details, {
    'Retry-After': String(CART_RETRY_AFTER_SECONDS),
  });

export function createBackendCartClient(backendUrl: string, timeoutMs = 5_000) {
  return {
    async cartOf(shopperId: string, helperToken: string, grant: string): Promise<CartData> {
      let response: Response;
      try {
        response = await fetch(`${backendUrl}/api/cart/of/${encodeURIComponent(shopperId)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${helperToken}` },
          body: JSON.stringify({ grant }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw shopUnavailable('The shop is not reachable right now, so the cart cannot be shown.');
      }
      const body: unknown = await response.json().catch(() => undefined);
      const parsed = cartOfResponseSchema.safeParse(body);
      if (response.ok && parsed.success) return parsed.data.cartData;
      // The main API is there but cannot answer (its database is away, it is restarting behind a proxy).
      if ([502, 503, 504].includes(response.status)) {
        throw shopUnavailable('The shop is not answering right now, so the cart cannot be shown.', {
          upstreamStatus: response.status,
        });
      }
      // The grant was minted for this very helper and shopper a moment ago: a refusal is a fault between
      // the two services (e.g. different secrets), not something the helper can fix.
      throw new AppError(502, 'The shop did not return the cart. Please try again.', 'bad_gateway', {
        upstreamStatus: response.status,
      });
    },
  };
}

export type BackendCartClient = ReturnType<typeof createBackendCartClient>;
