// Constants of the API contract that the SPA needs at run time. The SPA imports @store/contracts for types
// only: its modules build zod schemas at load, and importing one value would ship zod (25 kB gzip) to
// every page. Each value here is typed with `typeof` the contract's own constant, so `tsc` fails the day
// they differ.
import type { CART_UPDATED_EVENT, MAX_LINE_QUANTITY } from '@store/contracts/cart';
import type { CURRENCY, DELIVERY_FEE_LKR } from '@store/contracts/common';
import type { categories, sortKeys, subCategories } from '@store/contracts/products';
import type { PASSWORD_MIN_LENGTH } from '@store/contracts/users';

export const DELIVERY_FEE: typeof DELIVERY_FEE_LKR = 200;
export const CURRENCY_CODE: typeof CURRENCY = 'LKR';
export const MAX_QUANTITY: typeof MAX_LINE_QUANTITY = 99;
export const PASSWORD_MIN: typeof PASSWORD_MIN_LENGTH = 8;
export const CART_UPDATED: typeof CART_UPDATED_EVENT = 'cart_updated';
export const CATEGORIES: typeof categories = ['Men', 'Women', 'Kids'];
export const SUB_CATEGORIES: typeof subCategories = ['Topwear', 'Bottomwear', 'Winterwear'];
export const SORT_KEYS: typeof sortKeys = ['relavent', 'low-high', 'high-low'];
