// The order rules the storefront needs as plain values (zod-free, so the SPA can import them without
// shipping zod): order statuses and their machine, payment methods, and the delivery form's rules and
// messages (spec §5). contracts/src/orders.ts builds its schemas from these.

/** The spec's progression (steps 1–4) plus Cancelled, which only an admin sets, before Shipped. */
export const orderStatuses = ['Order Placed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The only status changes an admin may make; anything else is a 409. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** A shopper may ask to cancel only while the order has not left the shop. */
export const cancellableStatuses: readonly OrderStatus[] = ['Order Placed', 'Processing'];

export const paymentMethods = ['COD', 'Card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Header that makes a retried or double-clicked order create one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sent to a shopper's sockets when one of their orders changes (status, payment, cancel request). */
export const ORDER_UPDATED_EVENT = 'order_updated';

// --- Delivery address (spec §5) ---

/**
 * "Letters" are any script's letters and combining marks (Sinhala and Tamil vowel signs are marks), plus
 * the space, hyphen, apostrophe and full stop that names carry: O'Brien, Jean-Luc, St. Anne.
 */
export const LETTER_CHARACTER = /^[\p{L}\p{M} '’.-]$/u;
/** A whole letters-only value: it starts with a letter, then letters and those four marks. */
export const LETTERS = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
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
