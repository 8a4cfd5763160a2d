import { text } from '@store/contracts/common';
import { addressSchema } from '@store/contracts/orders';
import siMessages from 'virtual:messages/si';
import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '../i18n/i18n';
import { contractMessages, matchFormMessage, translateFormMessage } from './form-errors';

describe('matchFormMessage', () => {
  it("finds a rule by the message's exact text, or by a pattern whose groups become values", () => {
    const rules = [['Please enter only letters.', 'checkout.errors.onlyLetters']] as const;
    expect(matchFormMessage('Please enter only letters.', rules)).toEqual({
      key: 'checkout.errors.onlyLetters',
      values: {},
    });
    expect(matchFormMessage('Street must be at most 200 characters.')).toEqual({
      key: 'common.form.tooLong',
      values: { field: 'Street', max: 200 },
    });
    expect(matchFormMessage('City is required.')?.key).toBe('common.form.required');
    expect(matchFormMessage('Something the shop never says.')).toBeUndefined();
  });
});

describe('translateFormMessage', () => {
  it('says the English message as the contract wrote it, and another language in its words', () => {
    expect(translateFormMessage('City is required.', [], 'City')).toBe('City is required.');
    expect(translateFormMessage('Street must be at most 200 characters.', [], 'Street')).toBe(
      'Street must be at most 200 characters.',
    );
    activateCatalogue('si', siMessages);
    expect(translateFormMessage('City is required.', [], 'නගරය')).toBe('නගරය අවශ්‍යයි.');
    // A message no rule knows stays as the contract wrote it.
    expect(translateFormMessage('Something the shop never says.')).toBe('Something the shop never says.');
    expect(translateFormMessage(undefined)).toBeUndefined();
  });
});

describe('contractMessages', () => {
  it("lists a schema's own messages through objects, pipes, unions, refinements and optionals", () => {
    expect([...contractMessages(text(10, 'Name'))].sort()).toEqual([
      'Name is required.',
      'Name must be at most 10 characters.',
    ]);
    const address = contractMessages(addressSchema);
    // The object's own message, a pipe after a union (zipcode), a refinement after an optional (state).
    for (const message of [
      'Delivery address is required.',
      'Zipcode must be greater than or equal to 0.',
      'Phone number must be exactly 10 digits.',
      'State must be at most 80 characters.',
      'Please enter only letters.',
    ]) {
      expect(address).toContain(message);
    }
  });
});
