import { describe, expect, it } from 'vitest';
import { cartDataSchema } from './cart';
import {
  addressSchema,
  INVALID_EMAIL,
  ONLY_LETTERS,
  ONLY_NUMBERS,
  PHONE_LENGTH,
  ZIPCODE_MINIMUM,
} from './orders';
import { productListQuerySchema } from './products';

const address = {
  firstName: 'Nimali',
  lastName: 'Perera',
  email: 'nimali@example.lk',
  street: '12 Galle Road',
  city: 'Colombo',
  state: '',
  zipcode: '00300',
  country: 'Sri Lanka',
  phone: '0771234567',
};

const firstMessage = (input: unknown) => addressSchema.safeParse(input).error?.issues[0]?.message;

describe('addressSchema (spec §5)', () => {
  it('accepts a full Sri Lankan address, with state optional', () => {
    expect(addressSchema.parse(address)).toMatchObject({ city: 'Colombo', state: '' });
    const { state: _state, ...withoutState } = address;
    expect(addressSchema.safeParse(withoutState).success).toBe(true);
  });

  it.each([
    [{ phone: '077123456' }, PHONE_LENGTH],
    [{ phone: '07712345678' }, PHONE_LENGTH],
    [{ phone: '077-123-456' }, ONLY_NUMBERS],
    [{ email: 'nimali@example' }, INVALID_EMAIL],
    [{ zipcode: '-1' }, ZIPCODE_MINIMUM],
    [{ firstName: 'N1mali' }, ONLY_LETTERS],
    [{ city: 'Colombo 3' }, ONLY_LETTERS],
    [{ country: 'Sri Lanka!' }, ONLY_LETTERS],
    [{ lastName: '-Perera' }, ONLY_LETTERS],
    [{ state: "Western 'A'1" }, ONLY_LETTERS],
    [{ street: '  ' }, 'Street is required.'],
  ])('refuses %j with "%s"', (patch, message) => {
    expect(firstMessage({ ...address, ...patch })).toBe(message);
  });

  it('accepts letters of Sinhala and Tamil names', () => {
    expect(addressSchema.safeParse({ ...address, firstName: 'නිමාලි', lastName: 'பெரேரா' }).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, city: 'කොළඹ', country: 'இலங்கை' }).success).toBe(true);
    // ශ්‍රී ලංකාව is written with a zero-width joiner between the virama and ර.
    expect(addressSchema.safeParse({ ...address, country: 'ශ්\u200Dරී ලංකාව' }).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, country: '\u200Dලංකාව' }).success).toBe(false);
  });

  it.each([
    ['lastName', "O'Brien"],
    ['lastName', 'O’Brien'],
    ['firstName', 'Jean-Luc'],
    ['city', 'St. Anne'],
    ['country', 'Sri-Lanka'],
    ['state', 'Western Province'],
  ])('accepts %s %j: letters with space, hyphen, apostrophe and full stop', (field, value) => {
    expect(addressSchema.safeParse({ ...address, [field]: value }).success).toBe(true);
  });
});

describe('cartDataSchema', () => {
  it('takes productId → size → quantity and refuses negative or fractional quantities', () => {
    const id = '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77';
    expect(cartDataSchema.safeParse({ [id]: { M: 2 } }).success).toBe(true);
    expect(cartDataSchema.safeParse({ [id]: { M: -1 } }).success).toBe(false);
    expect(cartDataSchema.safeParse({ [id]: { M: 1.5 } }).success).toBe(false);
    expect(cartDataSchema.safeParse({ 'not-an-id': { M: 1 } }).success).toBe(false);
  });
});

describe('productListQuerySchema', () => {
  it('reads repeated and comma-separated filters and the spec sort keys', () => {
    const parsed = productListQuerySchema.parse({
      category: ['Men', 'Kids'],
      subCategory: 'Topwear,Winterwear',
      sort: 'relavent',
    });
    expect(parsed).toMatchObject({
      category: ['Men', 'Kids'],
      subCategory: ['Topwear', 'Winterwear'],
      sort: 'relavent',
    });
    expect(productListQuerySchema.safeParse({ sort: 'relevant' }).success).toBe(false);
  });
});
