// The main API's tables, one file per area; drizzle-kit and the repositories read them through this file.
// Money is integer LKR cents; the API speaks LKR numbers.
import { cartGrantRevocations, cartItems } from './cart';
import {
  orderItems,
  orders,
  orderStatusHistory,
  paymentEvents,
  paymentNotifications,
  sandboxCheckoutSessions,
} from './orders';
import {
  catalogueVersion,
  catalogueWords,
  products,
  productSearch,
  productStock,
  productTranslations,
  productTranslationSearch,
} from './products';
import { productReviews } from './reviews';
import { newsletterSubscriptions, passwordResets, users } from './users';

export * from './cart';
export * from './orders';
export * from './products';
export * from './reviews';
export * from './users';

export const schema = {
  users,
  passwordResets,
  newsletterSubscriptions,
  products,
  productTranslations,
  productSearch,
  productTranslationSearch,
  catalogueVersion,
  catalogueWords,
  productStock,
  productReviews,
  cartItems,
  cartGrantRevocations,
  orders,
  orderItems,
  orderStatusHistory,
  paymentEvents,
  paymentNotifications,
  sandboxCheckoutSessions,
};
export type BackendSchema = typeof schema;
