// Mints the short-lived grant that lets one helper read one shopper's cart on the main API. Only this
// service knows who serves whom, so only it mints grants; the main API checks them (cart-access there).
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  CART_GRANT_AUDIENCE,
  CART_GRANT_ISSUER,
  CART_GRANT_KEY_LABEL,
  CART_GRANT_TTL_SECONDS,
  type CartGrant,
} from '@store/contracts/assistance';

/**
 * The grant key is derived from the shared JWT secret rather than being the secret itself, so a grant can
 * never be mistaken for a login token and a login token can never pass as a grant.
 */
export function cartGrantKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update(CART_GRANT_KEY_LABEL).digest();
}

export function createCartGrants(jwtSecret: string, ttlSeconds = CART_GRANT_TTL_SECONDS) {
  const key = cartGrantKey(jwtSecret);
  return {
    mint(helperId: string, shopperId: string): CartGrant {
      const token = jwt.sign({ shopper: shopperId }, key, {
        algorithm: 'HS256',
        subject: helperId,
        audience: CART_GRANT_AUDIENCE,
        issuer: CART_GRANT_ISSUER,
        expiresIn: ttlSeconds,
      });
      const { exp } = jwt.decode(token) as { exp: number };
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
  };
}

export type CartGrants = ReturnType<typeof createCartGrants>;
