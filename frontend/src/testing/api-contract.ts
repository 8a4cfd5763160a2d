// The main API (and the assistance service) as the tests' mock must play it: for each "METHOD /path", the contracts/ schemas of the
// request the server accepts and of the answer it gives. mock-api checks every answer a test plays
// against this table (and every failure against the shared failure shape), so a mock cannot drift from
// the real API. An endpoint the SPA starts to call gets its line here, from the schemas its route uses.
import { saveSettingsBodySchema, settingsResponseSchema } from '@store/contracts/accessibility';
import {
  acceptAssistBodySchema,
  assistListResponseSchema,
  assistResponseSchema,
  createAssistBodySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  myAssistResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  shopperCartResponseSchema,
} from '@store/contracts/assistance';
import {
  cartAddBodySchema,
  cartMergeBodySchema,
  cartResponseSchema,
  cartUpdateBodySchema,
} from '@store/contracts/cart';
import { failureSchema } from '@store/contracts/common';
import { publicConfigSchema } from '@store/contracts/config';
import {
  adminOrderListBodySchema,
  adminOrderListResponseSchema,
  cancelRequestBodySchema,
  cardCheckoutResponseSchema,
  orderIdBodySchema,
  orderStatusBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  trackOrderResponseSchema,
  userOrdersResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@store/contracts/orders';
import {
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productStockBodySchema,
} from '@store/contracts/products';
import {
  authResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
} from '@store/contracts/users';

/** What mock-api needs of a zod schema (so the SPA's own package does not depend on zod). */
export interface Schema {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export interface Endpoint {
  /** The JSON body the server accepts (absent: it reads none). */
  body?: Schema;
  /** The query string the server accepts, as `{ name: value | values }`. */
  query?: Schema;
  /** A successful (2xx) answer. */
  response: Schema;
}

/** Every failure of the API, whatever the route: `{ success: false, message }` (see server-kit's handler). */
export const failureResponse: Schema = failureSchema;

export const apiContract: Readonly<Record<string, Endpoint>> = {
  'GET /api/config': { response: publicConfigSchema },

  'GET /api/product/list': { query: productListQuerySchema, response: productListResponseSchema },
  'GET /api/product/:id': { response: productResponseSchema },
  'DELETE /api/product/:id': { response: messageResponseSchema },
  // Multipart (images and text fields): only the answer is checked.
  'POST /api/product/add': { response: productResponseSchema },
  'POST /api/product/stock': { body: productStockBodySchema, response: productResponseSchema },

  'POST /api/user/register': { body: registerBodySchema, response: authResponseSchema },
  'POST /api/user/login': { body: loginBodySchema, response: authResponseSchema },
  'GET /api/user/me': { response: meResponseSchema },
  'PUT /api/user/change-password': { body: changePasswordBodySchema, response: changePasswordResponseSchema },
  'GET /api/user/settings': { response: settingsResponseSchema },
  'PUT /api/user/settings': { body: saveSettingsBodySchema, response: settingsResponseSchema },

  'POST /api/cart/get': { response: cartResponseSchema },
  'POST /api/cart/add': { body: cartAddBodySchema, response: cartResponseSchema },
  'POST /api/cart/update': { body: cartUpdateBodySchema, response: cartResponseSchema },
  'POST /api/cart/merge': { body: cartMergeBodySchema, response: cartResponseSchema },

  'POST /api/order/place': { body: placeOrderBodySchema, response: placeOrderResponseSchema },
  'POST /api/order/stripe': { body: placeOrderBodySchema, response: cardCheckoutResponseSchema },
  'POST /api/order/userorders': { response: userOrdersResponseSchema },
  'POST /api/order/track-order': { body: orderIdBodySchema, response: trackOrderResponseSchema },
  // The route answers { success, message, order }: the same shape as a placed order's answer.
  'POST /api/order/cancel-request': { body: cancelRequestBodySchema, response: placeOrderResponseSchema },
  'POST /api/order/verify': { body: verifyPaymentBodySchema, response: verifyPaymentResponseSchema },
  'POST /api/order/list': { body: adminOrderListBodySchema, response: adminOrderListResponseSchema },
  'POST /api/order/status': { body: orderStatusBodySchema, response: placeOrderResponseSchema },

  // The assistance service (its own client; no path clashes with the main API's).
  'POST /api/assist': { body: createAssistBodySchema, response: assistResponseSchema },
  'GET /api/assist/mine': { response: myAssistResponseSchema },
  'GET /api/assist': { response: assistListResponseSchema },
  'PUT /api/assist/:id': { body: acceptAssistBodySchema, response: assistResponseSchema },
  'DELETE /api/assist/:id': { response: assistResponseSchema },
  'GET /api/assist/cart/:userId': { response: shopperCartResponseSchema },
  'GET /api/messages/:userId': { query: messagesQuerySchema, response: messagesResponseSchema },
  'POST /api/messages': { body: sendMessageBodySchema, response: sendMessageResponseSchema },
};

/** The schema problems of `value` in one readable line, or null when it fits. */
export function contractProblems(schema: Schema, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
