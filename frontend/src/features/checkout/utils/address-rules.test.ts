import { ONLY_LETTERS, ONLY_NUMBERS } from '@store/contracts/address-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAddress, filterInput, readLastAddress, saveLastAddress } from './address-rules';

afterEach(() => localStorage.clear());

describe('filterInput: letters-only fields', () => {
  it.each([
    ['firstName', 'නිමාලි'],
    ['lastName', 'பெரேரா'],
    ['lastName', "O'Brien"],
    ['firstName', 'Jean-Luc'],
    ['city', 'St. Anne'],
    ['country', 'Sri Lanka'],
    ['state', 'Île-de-France'],
  ] as const)('keeps %s %j whole', (field, text) => {
    expect(filterInput(field, text)).toEqual({ value: text, refused: null });
  });

  it('drops digits and symbols and says "Please enter only letters."', () => {
    expect(filterInput('firstName', 'Nim4li')).toEqual({ value: 'Nimli', refused: ONLY_LETTERS });
    expect(filterInput('city', 'Colombo 7!')).toEqual({ value: 'Colombo ', refused: ONLY_LETTERS });
  });
});

describe('filterInput: digit fields', () => {
  it('phone keeps digits only and says "Please enter only numbers."', () => {
    expect(filterInput('phone', '0771234567')).toEqual({ value: '0771234567', refused: null });
    expect(filterInput('phone', '077-123 4567')).toEqual({ value: '0771234567', refused: ONLY_NUMBERS });
    expect(filterInput('phone', '+94')).toEqual({ value: '94', refused: ONLY_NUMBERS });
  });

  it('zipcode keeps digits and one leading minus (so the minimum can be explained)', () => {
    expect(filterInput('zipcode', '-1')).toEqual({ value: '-1', refused: null });
    expect(filterInput('zipcode', '1-0')).toEqual({ value: '10', refused: ONLY_NUMBERS });
    expect(filterInput('zipcode', '10a')).toEqual({ value: '10', refused: ONLY_NUMBERS });
  });

  it('other fields keep anything', () => {
    expect(filterInput('street', '12/3 Galle Road, #4')).toEqual({
      value: '12/3 Galle Road, #4',
      refused: null,
    });
  });
});

describe('last address', () => {
  it('is kept per account and read back', () => {
    const address = { ...emptyAddress, firstName: 'Nimali', street: '12 Galle Road', zipcode: '00300' };
    saveLastAddress('user-1', address);
    expect(readLastAddress('user-1')).toEqual(address);
    expect(readLastAddress('user-2')).toBeNull();
  });
});
