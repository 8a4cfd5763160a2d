// What the shopper picks at checkout. PayHere is a way to pay, not a kind of order: a PayHere order is a
// 'Card' order (paid online before it ships), so the quote and the bill say Card for it.
import type { PaymentMethod } from '@store/contracts/order-rules';

export type CheckoutMethod = PaymentMethod | 'PayHere';

/** The order's payment method, as the quote and the bill name it. */
export const orderMethodOf = (method: CheckoutMethod): PaymentMethod => (method === 'COD' ? 'COD' : 'Card');
