// The delivery address's rules and messages (spec §5), shared by the checkout form and the order contract.

/**
 * "Letters" are any script's letters and combining marks (Sinhala and Tamil vowel signs are marks), plus
 * the space, hyphen, apostrophe and full stop that names carry: O'Brien, Jean-Luc, St. Anne.
 */
export const LETTER_CHARACTER = /^(?:[\p{L}\p{M} '’.-]|\u200C|\u200D)$/u;
/** A whole letters-only value: it starts with a letter, then letters and those four marks (and the
 * zero-width joiners of Sinhala conjuncts such as ශ්‍රී, and of some Tamil spellings). */
export const LETTERS = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’.-]|\u200C|\u200D)*$/u;
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_LENGTH_DIGITS = 10;

export const ONLY_LETTERS = 'Please enter only letters.';
export const ONLY_NUMBERS = 'Please enter only numbers.';
export const PHONE_LENGTH = 'Phone number must be exactly 10 digits.';
export const INVALID_EMAIL = 'Invalid email format.';
export const ZIPCODE_MINIMUM = 'Zipcode must be greater than or equal to 0.';
export const ZIPCODE_NUMBER = 'Zipcode must be a number.';
export const FIX_ERRORS = 'Please fix the errors before submitting.';

export const addressFieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
  country: 'Country',
  phone: 'Phone number',
} as const;
export type AddressField = keyof typeof addressFieldLabels;

/** The fields that take letters only (spec §5), in form order. */
export const letterFields: readonly AddressField[] = ['firstName', 'lastName', 'city', 'state', 'country'];
/** The fields that take digits only. */
export const digitFields: readonly AddressField[] = ['phone', 'zipcode'];

export const requiredMessage = (field: AddressField) => `${addressFieldLabels[field]} is required.`;
