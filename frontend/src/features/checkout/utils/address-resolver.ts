// react-hook-form resolver over the contract's address schema (zod), so the form says exactly what the
// server would: one message per field, the first the schema finds. Only the checkout chunk imports this.
import { addressSchema, type Address } from '@store/contracts/orders';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AddressFormValues } from './address-rules';

export const addressResolver: Resolver<AddressFormValues, unknown, Address> = async (values) => {
  const parsed = addressSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<AddressFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof AddressFormValues] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
