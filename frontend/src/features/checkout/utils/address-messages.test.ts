import { addressFieldLabels, FIX_ERRORS, type AddressField } from '@store/contracts/address-rules';
import { addressFormSchema, addressSchema } from '@store/contracts/orders';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { contractMessages, matchFormMessage, translateFormMessage } from '../../../lib/form-errors';
import { addressFieldLabelKeys, addressMessageRules } from './address-messages';

/** Every message the delivery form can show: both address schemas' and the blocked submit's. */
const messages = [
  ...new Set([...contractMessages(addressFormSchema), ...contractMessages(addressSchema), FIX_ERRORS]),
];

/** The field a message names, by its English label ("City is required." → city). */
const fieldOf = (message: string): AddressField | undefined =>
  (Object.keys(addressFieldLabels) as AddressField[]).find((field) =>
    message.startsWith(`${addressFieldLabels[field]} `),
  );

describe('the address contract in the shopper’s language', () => {
  it('has a catalogue message for every message of the contract', () => {
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !matchFormMessage(message, addressMessageRules))).toEqual([]);
  });

  it('says every message in English exactly as the contract (the spec) writes it', () => {
    for (const message of messages) {
      const field = fieldOf(message);
      const label = field ? t(addressFieldLabelKeys[field]) : undefined;
      expect(translateFormMessage(message, addressMessageRules, label)).toBe(message);
    }
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)('says every message and field label in %s', (language, catalogue, script) => {
    activateCatalogue(language, catalogue);
    for (const message of messages) {
      const field = fieldOf(message);
      const label = field ? t(addressFieldLabelKeys[field]) : undefined;
      const said = translateFormMessage(message, addressMessageRules, label);
      expect(said, message).toMatch(script);
      if (label) expect(said, message).toContain(label);
    }
    for (const key of Object.values(addressFieldLabelKeys)) expect(t(key)).toMatch(script);
  });
});
