// Short-lived grants that let one helper read one shopper's cart on the main API. Only the assistance service
// knows who serves whom, so only it mints them; the main API checks them (REST and the socket cart watch).
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import {
  CART_GRANT_AUDIENCE,
  CART_GRANT_ISSUER,
  CART_GRANT_KEY_LABEL,
  CART_GRANT_TTL_SECONDS,
  type CartGrant,
} from '@store/contracts/assistance';

const grantClaimsSchema = z.object({ sub: z.string(), shopper: z.string(), exp: z.number() });

export function createCartGrants(jwtSecret: string, ttlSeconds = CART_GRANT_TTL_SECONDS) {
  // Derived from the shared secret, never the secret itself, so a grant can never pass as a login token
  // and a login token can never pass as a grant.
  const key = createHmac('sha256', jwtSecret).update(CART_GRANT_KEY_LABEL).digest();
  return {
    mint(helperId: string, shopperId: string): CartGrant {
      const token = jwt.sign({ shopper: shopperId }, key, {
        algorithm: 'HS256',
        subject: helperId,
        audience: CART_GRANT_AUDIENCE,
        issuer: CART_GRANT_ISSUER,
        expiresIn: ttlSeconds,
      });
      const { exp } = grantClaimsSchema.parse(jwt.decode(token));
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** When the grant lets `helperId` read `shopperId`'s cart: its expiry (ms since epoch); else undefined. */
    check(grant: string, helperId: string, shopperId: string): number | undefined {
      try {
        const claims = grantClaimsSchema.parse(
          jwt.verify(grant, key, {
            algorithms: ['HS256'],
            audience: CART_GRANT_AUDIENCE,
            issuer: CART_GRANT_ISSUER,
          }),
        );
        return claims.sub === helperId && claims.shopper === shopperId ? claims.exp * 1000 : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type CartGrants = ReturnType<typeof createCartGrants>;
