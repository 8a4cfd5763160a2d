import { describe, expect, it } from 'vitest';
import { parseVoiceCommand, type VoiceAction } from './parse-command';

type Language = 'en' | 'si' | 'ta';
const language = (to: Language): VoiceAction => ({ type: 'set-language', language: to });
const go = (to: Extract<VoiceAction, { type: 'navigate' }>['to']): VoiceAction => ({ type: 'navigate', to });

/** Asking for a language by name works in every language the shopper may have chosen. */
const askedFor: ReadonlyArray<[string, VoiceAction]> = [
  ['Sinhala', language('si')],
  ['sinhalese', language('si')],
  ['switch to Tamil', language('ta')],
  ['Tamil language', language('ta')],
  ['speak Tamil', language('ta')],
  ['English', language('en')],
  ['in English please', language('en')],
  ['change the language to Sinhala', language('si')],
  ['සිංහලෙන්', language('si')],
  ['සිංහල භාෂාව', language('si')],
  ['සිංහල', language('si')],
  ['ඉංග්‍රීසියෙන්', language('en')],
  ['ඉංග්‍රීසියට මාරු වෙන්න', language('en')],
  ['දෙමළෙන්', language('ta')],
  ['දෙමළ භාෂාව', language('ta')],
  ['தமிழில்', language('ta')],
  ['தமிழ் மொழி', language('ta')],
  ['தமிழ்', language('ta')],
  ['ஆங்கிலத்தில்', language('en')],
  ['இங்கிலீஷ்ல பேசுங்க', language('en')],
  ['சிங்களத்தில்', language('si')],
  ['சிங்கள மொழி', language('si')],
];

/** English mixed into Sinhala and Tamil, and English alone while Sinhala or Tamil is chosen. */
const mixed: ReadonlyArray<[Language, string, VoiceAction]> = [
  ['si', 'cart එකට යන්න', go('cart')],
  ['si', 'cartඑකට යන්න', go('cart')],
  ['si', 'card එකට යන්න', go('cart')],
  ['si', 'checkout එකට යන්න', go('checkout')],
  ['si', 'home page එකට යන්න', go('home')],
  ['si', 'text size එක අඩු කරන්න', { type: 'adjust', setting: 'text-size', change: 'decrease' }],
  ['si', 'line height එක වැඩි කරන්න', { type: 'adjust', setting: 'line-height', change: 'increase' }],
  ['si', 'monochrome on කරන්න', { type: 'toggle', setting: 'monochrome', on: true }],
  ['si', 'size large දෙන්න', { type: 'select-size', size: 'L' }],
  ['si', 'red dress හොයන්න', { type: 'search', query: 'red dress' }],
  ['si', 'please go to my orders', go('orders')],
  ['si', 'select size medium', { type: 'select-size', size: 'M' }],
  ['si', 'log out', { type: 'logout' }],
  ['si', 'find linen trousers', { type: 'search', query: 'linen trousers' }],
  ['ta', 'cart-க்கு போங்க', go('cart')],
  ['ta', 'cart ஐ காட்டு', go('cart')],
  ['ta', 'text size ஐ குறைங்க', { type: 'adjust', setting: 'text-size', change: 'decrease' }],
  ['ta', 'monochrome ஆஃப் பண்ணு', { type: 'toggle', setting: 'monochrome', on: false }],
  ['ta', 'size medium குடுங்க', { type: 'select-size', size: 'M' }],
  ['ta', 'red dress தேடு', { type: 'search', query: 'red dress' }],
  ['ta', 'add to cart', { type: 'add-to-cart' }],
  ['ta', 'what can I say', { type: 'help' }],
  ['ta', 'read this page aloud', { type: 'read' }],
];

const notCommands: ReadonlyArray<[Language, string]> = [
  ['en', 'I speak English at home'],
  ['en', 'is this shirt made in Sri Lanka'],
  ['en', 'my grandmother only speaks Tamil'],
  ['si', 'මම සිංහල ඉගෙන ගන්නවා'],
  ['si', 'ඉංග්‍රීසි පොත් තියෙන කඩේ කොහෙද'],
  ['ta', 'நான் தமிழ் பேசுவேன்'],
  ['ta', 'ஆங்கிலம் எனக்கு தெரியாது'],
];

describe('parseVoiceCommand across languages', () => {
  it.each(askedFor)('hears %j as a change of language whichever language is chosen', (transcript, action) => {
    for (const lang of ['en', 'si', 'ta'] as const)
      expect(parseVoiceCommand(transcript, lang)).toEqual(action);
  });

  it.each(mixed)('understands, in %s, %j', (lang, transcript, action) => {
    expect(parseVoiceCommand(transcript, lang)).toEqual(action);
  });

  it.each(notCommands)('takes, in %s, %j as no command', (lang, transcript) => {
    expect(parseVoiceCommand(transcript, lang)).toBeNull();
  });

  it('searches for English things said with a language in them, rather than changing language', () => {
    expect(parseVoiceCommand('find English shirts')).toEqual({ type: 'search', query: 'english shirts' });
  });

  it('parses English when no language is given', () => {
    expect(parseVoiceCommand('go to cart')).toEqual(go('cart'));
    expect(parseVoiceCommand('කාට් එකට යන්න')).toBeNull();
  });
});
