// The delivery address's field names as the active language labels them (the form, and a helper told which
// fields of a shopper's form show errors).
import type { AddressField } from '@store/contracts/address-rules';
import type { MessageKey } from '../i18n/i18n';

export const addressFieldLabelKeys: Record<AddressField, MessageKey> = {
  firstName: 'checkout.field.firstName',
  lastName: 'checkout.field.lastName',
  email: 'checkout.field.email',
  street: 'checkout.field.street',
  city: 'checkout.field.city',
  state: 'checkout.field.state',
  zipcode: 'checkout.field.zipcode',
  country: 'checkout.field.country',
  phone: 'checkout.field.phone',
};
