// Checks the short-lived grants with which a helper reads the cart of the shopper they are serving. Who
// serves whom is known only to the assistance service, which mints one grant per helper and shopper
// (assistance-service/src/modules/cart/cart-grant.ts); this side only verifies them.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { CART_GRANT_AUDIENCE, CART_GRANT_ISSUER, CART_GRANT_KEY_LABEL } from '@store/contracts/assistance';
import type { CartService } from './cart.service';

const grantClaimsSchema = z.object({ sub: z.string(), shopper: z.string(), exp: z.number() });

export interface CartGrantVerifier {
  /** When the grant lets `helperId` read `shopperId`'s cart: its expiry (ms since epoch); else undefined. */
  check(grant: string, helperId: string, shopperId: string): number | undefined;
}

export function createCartGrantVerifier(jwtSecret: string): CartGrantVerifier {
  // Derived from the shared secret, never the secret itself, so grants and login tokens cannot be swapped.
  const key = createHmac('sha256', jwtSecret).update(CART_GRANT_KEY_LABEL).digest();
  return {
    check(grant, helperId, shopperId) {
      try {
        const claims = grantClaimsSchema.parse(
          jwt.verify(grant, key, {
            algorithms: ['HS256'],
            audience: CART_GRANT_AUDIENCE,
            issuer: CART_GRANT_ISSUER,
          }),
        );
        if (claims.sub !== helperId || claims.shopper !== shopperId) return undefined;
        return claims.exp * 1000;
      } catch {
        return undefined;
      }
    },
  };
}

// The socket relay is attached with only the cart service in hand, so the verifier set up with the app is
// found through it (see cartAccessRouter).
const verifiers = new WeakMap<CartService, CartGrantVerifier>();

export function registerCartGrantVerifier(cart: CartService, verifier: CartGrantVerifier): void {
  verifiers.set(cart, verifier);
}

export function cartGrantVerifierFor(cart: CartService): CartGrantVerifier | undefined {
  return verifiers.get(cart);
}
