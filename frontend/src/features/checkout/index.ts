export { CheckoutForm } from './components/checkout-form';
export type { CheckoutLine } from './components/checkout-form';
export { readLastAddress, saveLastAddress } from './utils/address-rules';
export type { AddressFormValues } from './utils/address-rules';
export { describeChanges } from './utils/price-changes';
