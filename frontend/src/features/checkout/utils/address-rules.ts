// The delivery form's keystroke rules (spec §5), zod-free: letters-only fields take any script's letters
// plus space, hyphen, apostrophe and full stop; phone and zipcode take digits. What a rule refuses is
// dropped from the typed, pasted or dictated text, and the field says why. The last address used is kept
// per account so the next checkout can offer it.
import {
  addressFieldLabels,
  LETTER_CHARACTER,
  ONLY_LETTERS,
  ONLY_NUMBERS,
  type AddressField,
} from '@store/contracts/address-rules';
import { readJson, writeJson } from '../../../lib/storage';

export type AddressFormValues = Record<AddressField, string>;

/** Form order: the first wrong field in this order takes focus after a blocked submit. */
export const addressFields = Object.keys(addressFieldLabels) as AddressField[];

export const emptyAddress: AddressFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  phone: '',
};

type Rule = { keeps: (character: string) => boolean; message: string };

const letters: Rule = { keeps: (character) => LETTER_CHARACTER.test(character), message: ONLY_LETTERS };
const digits: Rule = { keeps: (character) => /^\d$/.test(character), message: ONLY_NUMBERS };
// The zipcode may start with a minus so that the spec's 'Zipcode must be greater than or equal to 0.'
// can be said; anything else that is not a digit is refused.
const zipcode: Rule = {
  keeps: (character) => /^[\d-]$/.test(character),
  message: ONLY_NUMBERS,
};

const rules: Partial<Record<AddressField, Rule>> = {
  firstName: letters,
  lastName: letters,
  city: letters,
  state: letters,
  country: letters,
  phone: digits,
  zipcode,
};

export interface FilteredInput {
  /** The text with the refused characters left out. */
  value: string;
  /** Why something was left out, or null when everything was kept. */
  refused: string | null;
}

/** Applies a field's keystroke rule to its new text. */
export function filterInput(field: AddressField, text: string): FilteredInput {
  const rule = rules[field];
  if (!rule) return { value: text, refused: null };
  let value = '';
  let refused = false;
  // Array.from walks code points, so a letter outside the BMP is one character.
  for (const character of Array.from(text)) {
    const keep = field === 'zipcode' && character === '-' ? value === '' && !refused : rule.keeps(character);
    if (keep) value += character;
    else refused = true;
  }
  return { value, refused: refused ? rule.message : null };
}

/** The autocomplete token of each field, so browsers and password managers can fill the form. */
export const addressAutocomplete: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
  country: 'country-name',
  phone: 'tel-national',
};

const lastAddressKey = (userId: string) => `lastDeliveryAddress:${userId}`;

/** The address this account used last on this device, if any. */
export function readLastAddress(userId: string): AddressFormValues | null {
  const raw = readJson(lastAddressKey(userId));
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const address = { ...emptyAddress };
  for (const field of addressFields) {
    const value = record[field];
    if (typeof value === 'string') address[field] = value;
    else if (typeof value === 'number') address[field] = String(value);
  }
  return address.firstName || address.street ? address : null;
}

export function saveLastAddress(userId: string, address: AddressFormValues): void {
  writeJson(lastAddressKey(userId), address);
}
