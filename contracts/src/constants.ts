// Plain constants of the contract, with no zod, so the storefront can import values without shipping zod.
export const DELIVERY_FEE_LKR = 200;
export const CURRENCY = 'LKR';
export const MAX_LINE_QUANTITY = 99;
export const PASSWORD_MIN_LENGTH = 8;
export const categories = ['Men', 'Women', 'Kids'] as const;
export const subCategories = ['Topwear', 'Bottomwear', 'Winterwear'] as const;
export const sortKeys = ['relavent', 'low-high', 'high-low'] as const;
export const CART_UPDATE_EVENT = 'cart_update';
export const CART_UPDATED_EVENT = 'cart_updated';
/** Who a user is: sign-up makes shoppers; helpers and admins are made by the store. */
export const userRoles = ['shopper', 'helper', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const isUserRole = (value: unknown): value is UserRole =>
  typeof value === 'string' && (userRoles as readonly string[]).includes(value);
