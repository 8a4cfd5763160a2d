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

/** The accessibility settings' limits (spec §9): the taskbar, the stored record and the API agree on them. */
export const accessibilityLimits = {
  fontSize: { min: 12, max: 40, step: 2, initial: 16 },
  lineHeight: { min: 1, max: 3, step: 0.1, initial: 1.5 },
  letterSpacing: { min: 0, max: 5, step: 0.5, initial: 1 },
  saturation: { min: 0, max: 200, step: 10, initial: 100 },
  readingSpeed: { min: 0.5, max: 2, step: 0.25, initial: 1 },
} as const;
export const contrastModes = ['default', 'dark', 'light', 'high'] as const;
