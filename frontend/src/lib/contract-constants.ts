// The contract's constants under the names the SPA uses. They come from the zod-free module, so importing
// them does not ship zod; everything else from @store/contracts is imported for types only.
export {
  CART_UPDATED_EVENT as CART_UPDATED,
  CURRENCY as CURRENCY_CODE,
  DELIVERY_FEE_LKR as DELIVERY_FEE,
  MAX_LINE_QUANTITY as MAX_QUANTITY,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  categories as CATEGORIES,
  sortKeys as SORT_KEYS,
  subCategories as SUB_CATEGORIES,
} from '@store/contracts/constants';
