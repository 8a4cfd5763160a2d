// Short-lived grants that let one helper read one shopper's cart on the main API. Only the assistance service
// knows who serves whom, so only it mints them; the main API checks them (REST and the socket cart watch).
// Each grant names the help request it was minted for, so closing the request can revoke it early: the
// assistance service then sends a signed revocation notice for that request.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import {
  CART_GRANT_AUDIENCE,
  CART_GRANT_ISSUER,
  CART_GRANT_KEY_LABEL,
  CART_GRANT_REVOKE_AUDIENCE,
  CART_GRANT_REVOKE_TTL_SECONDS,
  CART_GRANT_TTL_SECONDS,
  type CartGrant,
} from '@store/contracts/assistance';

const grantClaimsSchema = z.object({
  sub: z.string(),
  shopper: z.string(),
  req: z.string(),
  exp: z.number(),
});
const noticeClaimsSchema = z.object({ req: z.string() });

/** What a valid grant allows until when: its expiry (ms since epoch) and the request it belongs to. */
export interface CheckedGrant {
  expiresAt: number;
  requestId: string;
}

export function createCartGrants(jwtSecret: string, ttlSeconds = CART_GRANT_TTL_SECONDS) {
  // Derived from the shared secret, never the secret itself, so a grant can never pass as a login token
  // and a login token can never pass as a grant. Grants and notices differ by audience.
  const key = createHmac('sha256', jwtSecret).update(CART_GRANT_KEY_LABEL).digest();
  const verify = (token: string, audience: string): unknown =>
    jwt.verify(token, key, { algorithms: ['HS256'], audience, issuer: CART_GRANT_ISSUER });
  return {
    /** The grant lifetime: a revocation must be remembered at least this long. */
    ttlSeconds,

    mint(helperId: string, shopperId: string, requestId: string): CartGrant {
      const token = jwt.sign({ shopper: shopperId, req: requestId }, key, {
        algorithm: 'HS256',
        subject: helperId,
        audience: CART_GRANT_AUDIENCE,
        issuer: CART_GRANT_ISSUER,
        expiresIn: ttlSeconds,
      });
      const { exp } = grantClaimsSchema.parse(jwt.decode(token));
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** When the grant's signature lets `helperId` read `shopperId`'s cart: until when and for which request. */
    check(grant: string, helperId: string, shopperId: string): CheckedGrant | undefined {
      try {
        const claims = grantClaimsSchema.parse(verify(grant, CART_GRANT_AUDIENCE));
        return claims.sub === helperId && claims.shopper === shopperId
          ? { expiresAt: claims.exp * 1000, requestId: claims.req }
          : undefined;
      } catch {
        return undefined;
      }
    },

    /** A notice that every grant of `requestId` is revoked (the request closed). */
    revocationNotice(requestId: string): string {
      return jwt.sign({ req: requestId }, key, {
        algorithm: 'HS256',
        audience: CART_GRANT_REVOKE_AUDIENCE,
        issuer: CART_GRANT_ISSUER,
        expiresIn: CART_GRANT_REVOKE_TTL_SECONDS,
      });
    },

    /** The request a genuine, unexpired revocation notice names; undefined for anything else. */
    readRevocationNotice(notice: string): string | undefined {
      try {
        return noticeClaimsSchema.parse(verify(notice, CART_GRANT_REVOKE_AUDIENCE)).req;
      } catch {
        return undefined;
      }
    },
  };
}

export type CartGrants = ReturnType<typeof createCartGrants>;
