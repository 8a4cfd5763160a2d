// The delivery form's words in the shopper's language: its field labels, and every message of the address
// contract (contracts/src/address-rules.ts, orders.ts) matched to its catalogue key (lib/form-errors.ts).
import {
  FIX_ERRORS,
  INVALID_EMAIL,
  ONLY_LETTERS,
  ONLY_NUMBERS,
  PHONE_LENGTH,
  ZIPCODE_MINIMUM,
  ZIPCODE_NUMBER,
} from '@store/contracts/address-rules';
import type { FormMessageRule } from '../../../lib/form-errors';

export { addressFieldLabelKeys } from '../../../lib/address-field-names';

/** The address contract's own messages (required and too long are lib/form-errors.ts's shared rules). */
export const addressMessageRules: readonly FormMessageRule[] = [
  [ONLY_LETTERS, 'checkout.errors.onlyLetters'],
  [ONLY_NUMBERS, 'checkout.errors.onlyNumbers'],
  [PHONE_LENGTH, 'checkout.errors.phoneLength'],
  [INVALID_EMAIL, 'checkout.errors.invalidEmail'],
  [ZIPCODE_MINIMUM, 'checkout.errors.zipcodeMinimum'],
  [ZIPCODE_NUMBER, 'checkout.errors.zipcodeNumber'],
  ['Delivery address is required.', 'checkout.errors.addressRequired'],
  [FIX_ERRORS, 'common.form.fixErrors'],
];
