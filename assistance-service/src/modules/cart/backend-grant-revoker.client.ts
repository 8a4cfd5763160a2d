// Tells the main API that a help request closed, so every cart grant minted for it stops working at once
// (REST and open socket watches). If the main API cannot be told, that is logged: the grants then still end
// when they expire (CART_GRANT_TTL_SECONDS), and closing the request is not undone.
import type { Logger } from 'pino';
import type { CartGrants } from '@store/server-kit/cart-grant';
import { requestIdHeader } from '@store/server-kit/http';

/** `helpRequestId`: the closed help request; `requestId`: the HTTP request that closed it, for the logs. */
export type GrantRevoker = (helpRequestId: string, requestId?: string) => Promise<void>;

export function createBackendGrantRevoker(
  backendUrl: string,
  grants: CartGrants,
  options: { logger?: Logger; timeoutMs?: number } = {},
): GrantRevoker {
  return async (helpRequestId, requestId) => {
    try {
      const response = await fetch(`${backendUrl}/api/cart/grants/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...requestIdHeader(requestId) },
        body: JSON.stringify({ notice: grants.revocationNotice(helpRequestId) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
      });
      if (!response.ok) {
        options.logger?.warn(
          { helpRequestId, requestId, status: response.status },
          'cart grants: the main API refused the revocation; they end when they expire',
        );
      }
    } catch (error) {
      options.logger?.warn(
        { helpRequestId, requestId, err: error },
        'cart grants: main API unreachable; they end when they expire',
      );
    }
  };
}
