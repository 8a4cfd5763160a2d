// Whether a helper's cart grant opens a shopper's cart right now: its signature (minted by the assistance
// service) and that its help request has not closed. Revocations are stored, so every instance refuses the
// grant, and announced in-process, so this instance's socket relay ends open watches at once.
import type { CartGrants, CheckedGrant } from '@store/server-kit/cart-grant';
import { unauthorized } from '@store/server-kit/errors';
import type { CartGrantRevocationsRepository } from './cart-grant-revocations.repository';

type RevokedListener = (requestId: string) => void;

export function createCartAccessService(
  grants: CartGrants,
  revocations: CartGrantRevocationsRepository,
  now: () => Date = () => new Date(),
) {
  const listeners = new Set<RevokedListener>();
  return {
    /** The grant's expiry and request when it lets `helperId` read `shopperId`'s cart now; else undefined. */
    async check(grant: string, helperId: string, shopperId: string): Promise<CheckedGrant | undefined> {
      const checked = grants.check(grant, helperId, shopperId);
      if (!checked) return undefined;
      const revoked = await revocations.revokedAmong([checked.requestId], now());
      return revoked.length > 0 ? undefined : checked;
    },

    /** Ends every grant of the request a genuine revocation notice names; answers that request id. */
    async revoke(notice: string): Promise<string> {
      const requestId = grants.readRevocationNotice(notice);
      if (requestId === undefined) throw unauthorized('The revocation notice is not valid.');
      const current = now();
      // A grant minted just before the close lives at most one lifetime from now.
      await revocations.record(requestId, new Date(current.getTime() + grants.ttlSeconds * 1000), current);
      for (const listener of listeners) listener(requestId);
      return requestId;
    },

    revokedAmong: (requestIds: string[]) => revocations.revokedAmong(requestIds, now()),

    onRevoked(listener: RevokedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CartAccessService = ReturnType<typeof createCartAccessService>;
