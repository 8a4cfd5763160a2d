// Every operation of the main API, with the schemas its route parses and answers with: the one list the
// backend's OpenAPI document, its route metrics and the SPA's mocked answers are all made from. A route
// that is not listed here fails the backend's openapi.api.test.ts; a call the SPA makes to an operation
// that is not listed fails the frontend's api-calls.test.ts.
import { z } from 'zod';
import { saveSettingsBodySchema, settingsResponseSchema } from '../accessibility';
import {
  cartGrantRevokeBodySchema,
  cartGrantRevokeResponseSchema,
  cartOfBodySchema,
  userIdParamsSchema,
} from '../assistance';
import { cartAddBodySchema, cartMergeBodySchema, cartResponseSchema, cartUpdateBodySchema } from '../cart';
import { publicConfigSchema } from '../config';
import {
  productSavedResponseSchema,
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productReadQuerySchema,
  productResponseSchema,
  productStockBodySchema,
  productUpdateSchema,
} from '../products';
import {
  authResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../users';
import { everyServiceOperations } from './every-service';
import { orderOperations } from './main-api-orders';
import { paymentOperations } from './main-api-payments';
import { mailOperations } from './main-api-mail';
import { reviewOperations } from './main-api-reviews';
import type { OperationSpec } from './operation-spec';

/** Multipart text fields of POST /api/product/add, plus the image files. */
const productUploadSchema = productInputSchema.extend({
  image1: z.string().meta({ format: 'binary', description: 'JPEG, PNG or WebP' }),
  image2: z.string().meta({ format: 'binary' }).optional(),
  image3: z.string().meta({ format: 'binary' }).optional(),
  image4: z.string().meta({ format: 'binary' }).optional(),
});

const catalogueVary = {
  Vary: 'Accept-Language (and Accept-Encoding): the answer depends on the language asked.',
};
/** Catalogue reads answer in the language asked: `lang` wins, then Accept-Language, then English. */
const catalogueLanguagesNote =
  'In the language asked: `lang`, else the first of en, si, ta by Accept-Language weight, else en. ' +
  'name, description and imageAlt each fall back to English where they have no translation; ' +
  '`languages` says which language each is in, `language` the one asked.';

const garmentParamsSchema = z.object({
  kind: z.string(),
  colour: z.string(),
  file: z.string().meta({ description: 'front.svg or back.svg (the garment view)' }),
});

export const mainApiOperations: readonly OperationSpec[] = [
  ...everyServiceOperations,
  {
    method: 'get',
    path: '/api/config',
    tag: 'Store',
    summary: 'What this deployment offers (demo mode, payment methods, uploads, the assistance URL)',
    access: 'public',
    responses: { 200: { description: 'The deployment.', schema: publicConfigSchema } },
  },

  // --- Products
  {
    method: 'get',
    path: '/api/product/list',
    tag: 'Products',
    summary: 'The catalogue, newest first; filtered, sorted, searched and paged on request',
    description: `${catalogueLanguagesNote} A search looks in the English text and in the language asked.`,
    access: 'public',
    query: productListQuerySchema,
    responses: {
      200: {
        description: 'A page of products and the total.',
        schema: productListResponseSchema,
        headers: catalogueVary,
      },
    },
  },
  {
    method: 'get',
    path: '/api/product/:id',
    tag: 'Products',
    summary: 'One product',
    description: `${catalogueLanguagesNote} An admin also gets \`translations\`: every stored translation.`,
    access: 'public',
    params: productIdParamsSchema,
    query: productReadQuerySchema,
    responses: {
      200: { description: 'The product.', schema: productResponseSchema, headers: catalogueVary },
    },
  },
  {
    method: 'post',
    path: '/api/product/add',
    tag: 'Products',
    summary: 'Add a product with up to 4 images',
    access: ['admin'],
    body: { schema: productUploadSchema, contentType: 'multipart/form-data' },
    responses: { 201: { description: 'Added.', schema: productSavedResponseSchema } },
  },
  {
    method: 'patch',
    path: '/api/product/:id',
    tag: 'Products',
    summary: 'Change a product’s words: English name, description and alt texts, and their translations',
    access: ['admin'],
    params: productIdParamsSchema,
    body: { schema: productUpdateSchema },
    responses: {
      200: {
        description: 'The product as saved, with its translations.',
        schema: productSavedResponseSchema,
      },
    },
  },
  {
    method: 'post',
    path: '/api/product/stock',
    tag: 'Products',
    summary: 'Set how many of one size are available',
    access: ['admin'],
    body: { schema: productStockBodySchema },
    responses: { 200: { description: 'The product with its stock.', schema: productSavedResponseSchema } },
  },
  {
    method: 'delete',
    path: '/api/product/:id',
    tag: 'Products',
    summary: 'Remove a product',
    access: ['admin'],
    params: productIdParamsSchema,
    responses: { 200: { description: 'Removed.', schema: messageResponseSchema } },
  },

  // --- Accounts
  {
    method: 'post',
    path: '/api/user/register',
    tag: 'Accounts',
    summary: 'Create a shopper account and sign in',
    description: 'Rate-limited per network (429 with Retry-After).',
    access: 'public',
    body: { schema: registerBodySchema },
    responses: { 201: { description: 'Signed up and in.', schema: authResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/user/login',
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Failed attempts are rate-limited per email and per network (429 with Retry-After).',
    access: 'public',
    body: { schema: loginBodySchema },
    responses: { 200: { description: 'Signed in.', schema: authResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/user/forgot-password',
    tag: 'Accounts',
    summary: 'Mail a link to choose a new password (the same answer whether or not the account exists)',
    description:
      'Answered before anything is looked up. The link works once, for 30 minutes; a newer request ends the ' +
      'older link. Each address gets at most 3 links an hour; requests are rate-limited per network (429).',
    access: 'public',
    body: { schema: forgotPasswordBodySchema },
    responses: { 200: { description: 'The one answer.', schema: messageResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/user/reset-password',
    tag: 'Accounts',
    summary: 'Choose a new password with a reset link’s token (ends every session of the account)',
    description:
      'A used, replaced or expired link is a 400 with code `reset_link_invalid`. The same password rules as ' +
      'signing up; a "password changed" mail follows.',
    access: 'public',
    body: { schema: resetPasswordBodySchema },
    responses: { 200: { description: 'Changed.', schema: messageResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/user/me',
    tag: 'Accounts',
    summary: 'The signed-in user',
    access: 'signed-in',
    responses: { 200: { description: 'The user.', schema: meResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/user/settings',
    tag: 'Accounts',
    summary: 'The accessibility settings saved with the account (null when never saved)',
    access: 'signed-in',
    responses: { 200: { description: 'The settings.', schema: settingsResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/user/settings',
    tag: 'Accounts',
    summary: 'Save the accessibility settings with the account',
    access: 'signed-in',
    body: { schema: saveSettingsBodySchema },
    responses: { 200: { description: 'Saved.', schema: settingsResponseSchema } },
  },
  {
    method: 'put',
    path: '/api/user/change-password',
    tag: 'Accounts',
    summary: 'Change the password (ends every other session; the answer carries a new token)',
    access: 'signed-in',
    body: { schema: changePasswordBodySchema },
    responses: { 200: { description: 'Changed.', schema: changePasswordResponseSchema } },
  },

  // --- Cart
  ...(
    [
      ['/api/cart/get', 'The cart', undefined],
      ['/api/cart/add', 'Add one of a product in a size', cartAddBodySchema],
      ['/api/cart/update', 'Set a line’s quantity (0 removes it)', cartUpdateBodySchema],
      ['/api/cart/merge', 'Merge a guest cart into the account’s cart at sign-in', cartMergeBodySchema],
    ] as const
  ).map(([path, summary, body]): OperationSpec => ({
    method: 'post',
    path,
    tag: 'Cart',
    summary,
    access: 'signed-in',
    ...(body && { body: { schema: body } }),
    responses: { 200: { description: 'The cart after the change.', schema: cartResponseSchema } },
  })),
  {
    method: 'post',
    path: '/api/cart/of/:userId',
    tag: 'Cart',
    summary: 'A helper reads the cart of the shopper they serve (with a grant from the assistance service)',
    access: ['helper'],
    params: userIdParamsSchema,
    body: { schema: cartOfBodySchema },
    responses: { 200: { description: 'The shopper’s cart.', schema: cartResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/cart/grants/revoke',
    tag: 'Cart',
    summary: 'The assistance service ends the cart grants of a closed help request',
    description: 'Service to service: the signed notice is the proof (401 when it is not valid).',
    access: 'public',
    body: { schema: cartGrantRevokeBodySchema },
    responses: { 200: { description: 'Revoked.', schema: cartGrantRevokeResponseSchema } },
  },

  ...orderOperations,
  ...paymentOperations,
  ...reviewOperations,
  ...mailOperations,

  // --- Media
  {
    method: 'get',
    path: '/media/garments/:kind/:colour/:file',
    tag: 'Media',
    summary: 'A generated garment picture of the demo catalogue',
    access: 'public',
    params: garmentParamsSchema,
    responses: { 200: { description: 'An SVG image.', contentType: 'image/svg+xml' } },
  },
];
