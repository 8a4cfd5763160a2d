// The helper's view of the shopper's cart: the grant the assistance service mints for the helper serving a
// shopper, its revocation when the request closes, and the answers that carry the cart. Re-exported by
// ./assistance.
import { z } from 'zod';
import { cartDataSchema } from './cart';
import { idSchema } from './common';

/**
 * A cart grant is a short-lived HS256 JWT that the assistance service (which knows who serves whom) mints
 * for one helper and one shopper. The main API accepts it only together with that helper's own token.
 * It is signed with a key derived from the shared JWT secret, so it can never pass as a login token.
 */
export const CART_GRANT_AUDIENCE = 'cart-read';
export const CART_GRANT_ISSUER = 'assistance-service';
export const CART_GRANT_KEY_LABEL = 'store/cart-read-grant/v1';
export const CART_GRANT_TTL_SECONDS = 10 * 60;
/**
 * When a request closes, the assistance service tells the main API (POST /api/cart/grants/revoke) to end
 * every grant minted for it, with a one-minute notice signed the same way but for this audience only.
 */
export const CART_GRANT_REVOKE_AUDIENCE = 'cart-grant-revoke';
export const CART_GRANT_REVOKE_TTL_SECONDS = 60;

/** POST /api/cart/of/:userId on the main API (helper token + grant). */
export const cartOfBodySchema = z.object({
  grant: z
    .string({ message: 'grant: a cart grant from the assistance service is required.' })
    .min(1, { message: 'grant: a cart grant from the assistance service is required.' })
    .max(2000),
});

/** POST /api/cart/grants/revoke on the main API (service to service; the notice is its own proof). */
export const cartGrantRevokeBodySchema = z.object({
  notice: z
    .string({ message: 'notice: a signed revocation notice is required.' })
    .min(1, { message: 'notice: a signed revocation notice is required.' })
    .max(2000),
});
export type CartGrantRevokeBody = z.infer<typeof cartGrantRevokeBodySchema>;

/** The answer: the help request whose grants ended. */
export const cartGrantRevokeResponseSchema = z.object({ success: z.literal(true), requestId: idSchema });

export const cartGrantSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type CartGrant = z.infer<typeof cartGrantSchema>;

/** GET /api/assist/cart/:userId on the assistance service. */
export const shopperCartResponseSchema = z.object({
  success: z.literal(true),
  cartData: cartDataSchema,
  /** For watching the cart live on the main API's socket (`cart_watch`). */
  cartGrant: cartGrantSchema,
});
export type ShopperCartResponse = z.infer<typeof shopperCartResponseSchema>;

export const cartWatchPayloadSchema = z.object({ userId: idSchema, grant: z.string().min(1).max(2000) });
export type CartWatchPayload = z.infer<typeof cartWatchPayloadSchema>;
