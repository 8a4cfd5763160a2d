import { z } from 'zod';
import { idSchema } from './common';
import { sizeSchema } from './products';

import { MAX_LINE_QUANTITY } from './constants';

export { MAX_LINE_QUANTITY };
const MAX_CART_LINES = 200;

/** The spec's cart: productId → size → quantity. */
export const cartDataSchema = z
  .record(idSchema, z.record(sizeSchema, z.number().int().min(0).max(MAX_LINE_QUANTITY)))
  .refine(
    (cart) =>
      Object.values(cart).reduce((lines, sizes) => lines + Object.keys(sizes).length, 0) <= MAX_CART_LINES,
    {
      message: `A cart holds at most ${MAX_CART_LINES} lines.`,
    },
  );
export type CartData = z.infer<typeof cartDataSchema>;

export const cartAddBodySchema = z.object({
  itemId: idSchema,
  size: z.string({ message: 'Please select a product size' }).pipe(sizeSchema),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

export const cartUpdateBodySchema = z.object({
  itemId: idSchema,
  size: sizeSchema,
  quantity: z
    .number({ message: 'quantity must be a number.' })
    .int({ message: 'quantity must be a whole number.' })
    .min(0, { message: 'quantity must be 0 or more.' })
    .max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}.` }),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

export const cartMergeBodySchema = z.object({ cartData: cartDataSchema });
export type CartMergeBody = z.infer<typeof cartMergeBodySchema>;

/** productId → size → how many are available now, for each line of the cart (listed products only). */
export const cartAvailabilitySchema = z.record(idSchema, z.record(sizeSchema, z.number().int().min(0)));
export type CartAvailability = z.infer<typeof cartAvailabilitySchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  cartData: cartDataSchema,
  /** The cart is a wish: a line above its `available` count is short, and the order would be refused. */
  available: cartAvailabilitySchema.optional(),
  message: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** socket.io events of the cart relay (backend). */
export { CART_UPDATE_EVENT, CART_UPDATED_EVENT } from './constants';
