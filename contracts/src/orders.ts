// Orders, payments and order administration: request and response bodies of /api/order/*.
import { z } from 'zod';
import { idSchema, lkrAmount } from './common';
import { MAX_LINE_QUANTITY } from './cart';
import { sizeSchema } from './products';
import {
  addressFieldLabels,
  EMAIL_SHAPE,
  INVALID_EMAIL,
  LETTERS,
  ONLY_LETTERS,
  ONLY_NUMBERS,
  PHONE_LENGTH,
  ZIPCODE_MINIMUM,
  ZIPCODE_NUMBER,
  type AddressField,
} from './address-rules';
import { orderStatuses, paymentMethods } from './order-rules';

export * from './address-rules';
export * from './order-rules';

// --- Delivery address (spec §5: the form's rules and messages, exactly) ---

const required = (field: AddressField, max: number) =>
  z
    .string({ message: `${addressFieldLabels[field]} is required.` })
    .trim()
    .min(1, { message: `${addressFieldLabels[field]} is required.` })
    .max(max, { message: `${addressFieldLabels[field]} must be at most ${max} characters.` });

const lettersOnly = (field: AddressField, max: number) =>
  required(field, max).regex(LETTERS, { message: ONLY_LETTERS });

/** Forms send numbers as strings; a number is accepted too and read as its digits. */
const digits = (schema: z.ZodType<string, string>) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .pipe(schema);

const stateRule = z
  .string()
  .trim()
  .max(80, { message: 'State must be at most 80 characters.' })
  .refine((value) => value === '' || LETTERS.test(value), { message: ONLY_LETTERS });
const zipcodeRule = required('zipcode', 10)
  .regex(/^-?\d+(\.\d+)?$/, { message: ZIPCODE_NUMBER })
  .refine((value) => Number(value) >= 0, { message: ZIPCODE_MINIMUM });
const phoneRule = required('phone', 20)
  .regex(/^\d+$/, { message: ONLY_NUMBERS })
  .regex(/^\d{10}$/, { message: PHONE_LENGTH });

export const addressSchema = z.object(
  {
    firstName: lettersOnly('firstName', 60),
    lastName: lettersOnly('lastName', 60),
    email: required('email', 254).regex(EMAIL_SHAPE, { message: INVALID_EMAIL }),
    street: required('street', 200),
    city: lettersOnly('city', 80),
    state: stateRule.optional().transform((value) => value ?? ''),
    zipcode: digits(zipcodeRule),
    country: lettersOnly('country', 80),
    phone: digits(phoneRule),
  },
  { message: 'Delivery address is required.' },
);
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** The delivery form: the same rules over what its boxes hold, every field text and State left empty. */
export const addressFormSchema = addressSchema.extend({
  state: stateRule,
  zipcode: zipcodeRule,
  phone: phoneRule,
});
export type AddressForm = z.input<typeof addressFormSchema>;

// --- Placing an order ---

export const MAX_ORDER_LINES = 100;

/** One ordered line. The client sends whole product objects; only these fields are read. */
export const orderItemInputSchema = z.object({
  _id: idSchema,
  size: z.string({ message: 'Please select a product size' }).pipe(sizeSchema),
  quantity: z
    .number({ message: 'quantity must be a number.' })
    .int({ message: 'quantity must be a whole number.' })
    .min(1, { message: 'quantity must be at least 1.' })
    .max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}.` }),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/** POST /api/order/place (cash on delivery) and POST /api/order/stripe (card): the same body. */
export const placeOrderBodySchema = z.object({
  address: addressSchema,
  items: z
    .array(orderItemInputSchema, { message: 'items must be a list of products.' })
    .min(1, { message: 'Your cart is empty. Add something before placing an order.' })
    .max(MAX_ORDER_LINES, { message: `An order holds at most ${MAX_ORDER_LINES} lines.` }),
  /** What the shopper was shown, in LKR; the server recomputes it and refuses a different one (409). */
  amount: z.number({ message: 'amount must be a number.' }).pipe(lkrAmount),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;

// --- A quote: the cart priced before an order exists ---

/** The delivery address as typed so far: the same fields and rules, each one left out until it is given. */
export const quoteAddressSchema = z.object(addressSchema.partial().shape, {
  message: 'address must be an object of delivery address fields.',
});
export type QuoteAddress = z.output<typeof quoteAddressSchema>;

/** POST /api/order/quote.pdf: an order's lines (priced by the server), and the address and payment so far. */
export const quoteBodySchema = z.object({
  items: placeOrderBodySchema.shape.items,
  address: quoteAddressSchema.optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;
export type QuoteInput = z.output<typeof quoteBodySchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\w.:-]{8,128}$/, {
    message: 'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
  });

// --- Reading orders ---

export const orderItemSchema = z.object({
  /** The product's id, so the shopper can reorder it. */
  _id: idSchema,
  name: z.string(),
  /** Unit price when ordered, LKR. */
  price: lkrAmount,
  image: z.array(z.string()),
  size: z.string(),
  quantity: z.number().int(),
  /** The sizes the product came in when ordered (for reorder's size dialog). */
  sizes: z.array(z.string()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(orderStatuses),
  /** ms since epoch */
  date: z.number(),
});

export const orderSchema = z.object({
  _id: idSchema,
  status: z.enum(orderStatuses),
  /** Total charged, LKR: subtotal + deliveryFee. */
  amount: lkrAmount,
  subtotal: lkrAmount,
  deliveryFee: lkrAmount,
  paymentMethod: z.enum(paymentMethods),
  /** True once the money is in: a confirmed card payment, or cash collected on delivery. */
  payment: z.boolean(),
  paidAt: z.number().nullable(),
  /** ms since epoch */
  date: z.number(),
  items: z.array(orderItemSchema),
  address: addressSchema,
  statusHistory: z.array(orderStatusChangeSchema),
  cancelRequest: z.object({ date: z.number(), reason: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What admins see: the order plus who placed it. */
export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ id: idSchema, name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const cardCheckoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The hosted checkout page to send the browser to. */
  session_url: z.string(),
  orderId: idSchema,
});
export type CardCheckoutResponse = z.infer<typeof cardCheckoutResponseSchema>;

export const userOrdersResponseSchema = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

export const orderIdBodySchema = z.object({ orderId: idSchema });
export type OrderIdBody = z.infer<typeof orderIdBodySchema>;

export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  order: orderSchema,
  message: z.string().optional(),
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

export const cancelRequestBodySchema = z.object({
  orderId: idSchema,
  reason: z
    .string()
    .trim()
    .max(500, { message: 'reason must be at most 500 characters.' })
    .optional()
    .transform((value) => value ?? ''),
});
export type CancelRequestBody = z.input<typeof cancelRequestBodySchema>;

/**
 * POST /api/order/verify after the hosted page redirects back. Only the order id is read: the server asks
 * the payment provider, so a `success` flag from the browser changes nothing.
 */
export const verifyPaymentBodySchema = orderIdBodySchema;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  paid: z.boolean(),
  message: z.string(),
  order: orderSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

// --- Administration ---

export const adminOrderListBodySchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().default(1),
  limit: z.number().int().min(1).max(100).optional().default(20),
  status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}.` }).optional(),
  /** Only orders whose shopper asked to cancel. */
  cancelRequested: z.boolean().optional(),
});
export type AdminOrderListBody = z.input<typeof adminOrderListBodySchema>;
export type AdminOrderListFilter = z.output<typeof adminOrderListBodySchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const orderStatusBodySchema = z.object({
  orderId: idSchema,
  status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}.` }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

/** POST /api/payments/stripe/webhook: 2xx tells the provider not to resend. */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Path of the sandbox's hosted checkout page: `sbx_` and a random base64url token. */
export const sandboxSessionParamsSchema = z.object({
  id: z.string().regex(/^sbx_[A-Za-z0-9_-]{1,64}$/, { message: 'not a test checkout id.' }),
});
