import { describe, expect, it } from 'vitest';
import { parseVoiceCommand, type VoiceAction } from './parse-command';

const go = (to: Extract<VoiceAction, { type: 'navigate' }>['to']): VoiceAction => ({ type: 'navigate', to });
const adjust = (
  setting: Extract<VoiceAction, { type: 'adjust' }>['setting'],
  change: 'increase' | 'decrease',
): VoiceAction => ({ type: 'adjust', setting, change });
const toggle = (setting: Extract<VoiceAction, { type: 'toggle' }>['setting'], on: boolean): VoiceAction => ({
  type: 'toggle',
  setting,
  on,
});
const size = (code: string): VoiceAction => ({ type: 'select-size', size: code });
const search = (query: string): VoiceAction => ({ type: 'search', query });
const language = (to: 'en' | 'si' | 'ta'): VoiceAction => ({ type: 'set-language', language: to });

const understood: ReadonlyArray<[string, VoiceAction]> = [
  // Going places: plain, softened, "let's", "I need to", polite requests, English nouns in either script.
  ['කාට් එකට යන්න', go('cart')],
  ['cart එකට යන්න', go('cart')],
  ['කාට්ට යන්න', go('cart')],
  ['අනේ කාට් එකට යන්නකෝ', go('cart')],
  ['කාට් එකට යන්න පුළුවන්ද', go('cart')],
  ['කරුණාකරලා මගේ කාට් එක පෙන්වන්න', go('cart')],
  ['කූඩය පෙන්නන්න', go('cart')],
  ['මාව කාට් එකට එක්කන් යන්න', go('cart')],
  ['මුල් පිටුවට යමු', go('home')],
  ['හෝම් පේජ් එකට යන්න', go('home')],
  ['ඇඳුම් එකතුවට යන්න', go('collection')],
  ['ඔක්කොම ඇඳුම් පෙන්වන්න', go('collection')],
  ['මගේ ඕඩර්ස් පෙන්වන්න', go('orders')],
  ['මගේ ඇණවුම් බලන්න ඕනේ', go('orders')],
  ['ප්‍රොෆයිල් එකට යන්න', go('profile')],
  ['මගේ ගිණුම අරින්න', go('profile')],
  ['චෙක්අවුට් එකට යන්න', go('checkout')],
  ['ඕඩර් එක දාන්න', go('checkout')],
  ['ලොග් ඉන් වෙන්න', go('login')],
  ['අපි ගැන පිටුවට යන්න', go('about')],
  ['සම්බන්ධතා පිටුව පෙන්වන්න', go('contact')],
  ['ප්‍රවේශ්‍යතා පිටුවට යන්න', go('accessibility')],
  ['කෙනෙක් එක්ක කතා කරන්න ඕනේ', go('live-help')],
  // Signing out and resetting: only said outright.
  ['ලොග් අවුට් වෙන්න', { type: 'logout' }],
  ['log out වෙන්න', { type: 'logout' }],
  ['මට ලොග් අවුට් වෙන්න ඕනේ', { type: 'logout' }],
  ['සියල්ල රීසෙට් කරන්න', { type: 'reset' }],
  ['සැකසුම් රීසෙට් කරන්න', { type: 'reset' }],
  // The taskbar.
  ['ටාස්ක්බාර් එක අරින්න', { type: 'taskbar', open: true }],
  ['ප්‍රවේශ්‍යතා මෙනුව පෙන්වන්න', { type: 'taskbar', open: true }],
  ['taskbar එක වහන්න', { type: 'taskbar', open: false }],
  // Display settings.
  ['text size එක වැඩි කරන්න', adjust('text-size', 'increase')],
  ['අකුරු ලොකු කරන්න', adjust('text-size', 'increase')],
  ['අකුරු ටිකක් පොඩි කරන්න', adjust('text-size', 'decrease')],
  ['පේළි අතර ඉඩ වැඩි කරන්න', adjust('line-height', 'increase')],
  ['අකුරු අතර ඉඩ අඩු කරන්න', adjust('letter-spacing', 'decrease')],
  ['කොන්ට්‍රාස්ට් එක වැඩි කරන්න', adjust('contrast', 'increase')],
  ['high contrast දාන්න', adjust('contrast', 'increase')],
  ['පාට තද කරන්න', adjust('saturation', 'increase')],
  ['පාට අඩු කරන්න', adjust('saturation', 'decrease')],
  ['මොනොක්‍රෝම් ඔන් කරන්න', toggle('monochrome', true)],
  ['කළු සුදු ඕෆ් කරන්න', toggle('monochrome', false)],
  ['දෘශ්‍යාබාධිත ප්‍රොෆයිල් එක දාන්න', toggle('vision-impaired', true)],
  ['ඇනිමේෂන් නවත්තන්න', toggle('seizure-safe', true)],
  ['ඇනිමේෂන් එපා', toggle('seizure-safe', true)],
  ['ඇනිමේෂන් පෙන්වන්න', toggle('seizure-safe', false)],
  // Sizes, in Sinhala, in English, and in English said in Sinhala.
  ['size medium තෝරන්න', size('M')],
  ['මීඩියම් සයිස් එක තෝරන්න', size('M')],
  ['ලාර්ජ්', size('L')],
  ['මට ලාර්ජ් ඕනේ', size('L')],
  ['සයිස් එක එක්ස් එල්', size('XL')],
  ['ඩබල් එක්ස් එල් සයිස් එක දෙන්න', size('XXL')],
  ['ස්මෝල් එකක් දෙන්න', size('S')],
  ['පොඩි සයිස් එක', size('S')],
  // The cart.
  ['cart එකට දාන්න', { type: 'add-to-cart' }],
  ['කූඩයට දාන්න', { type: 'add-to-cart' }],
  ['මේක කාට් එකට එකතු කරන්න', { type: 'add-to-cart' }],
  ['මම මේක ගන්නවා', { type: 'add-to-cart' }],
  // Searching.
  ['ෂර්ට් හොයන්න', search('ෂර්ට්')],
  ['රතු ගවුම් හොයලා දෙන්න', search('රතු ගවුම්')],
  ['ලිනන් කලිසම් හොයන්න', search('ලිනන් කලිසම්')],
  ['සාරි තියෙනවද', search('සාරි')],
  ['shirt එකක් හොයන්න', search('shirt')],
  ['කාට් එක හොයන්න', go('cart')],
  // Pages of the collection.
  ['ඊළඟ පිටුව', { type: 'turn-page', direction: 'next' }],
  ['ඊළඟ පිටුවට යන්න', { type: 'turn-page', direction: 'next' }],
  ['තව ඇඳුම් පෙන්වන්න', { type: 'turn-page', direction: 'next' }],
  ['කලින් පිටුවට යන්න', { type: 'turn-page', direction: 'previous' }],
  // Reading aloud, stopping, help.
  ['කියවන්න', { type: 'read' }],
  ['සමාලෝචන කියවන්න', { type: 'read-reviews' }],
  ['අලුත්ම සමාලෝචන ශබ්ද නගා කියවන්න', { type: 'read-reviews' }],
  ['ගත්තු අය මොනවද කියන්නේ', { type: 'read-reviews' }],
  ['මේ පිටුව කියවන්න', { type: 'read' }],
  ['ශබ්ද නගා කියවන්න', { type: 'read' }],
  ['මේ මොකක්ද', { type: 'read' }],
  ['නවත්තන්න', { type: 'stop' }],
  ['කියවන එක නවත්තන්න', { type: 'stop' }],
  ['හරි ඇති', { type: 'stop' }],
  ['මට මොනවද කියන්න පුළුවන්', { type: 'help' }],
  ['උදව් කරන්න', { type: 'help' }],
  ['විධාන මොනවද', { type: 'help' }],
  // Languages, by name.
  ['සිංහලෙන්', language('si')],
  ['සිංහල භාෂාව', language('si')],
  ['ඉංග්‍රීසියෙන්', language('en')],
  ['දෙමළෙන් කතා කරන්න', language('ta')],
  ['භාෂාව ඉංග්‍රීසියට මාරු කරන්න', language('en')],
  // English still works.
  ['go to the cart', go('cart')],
  ['increase text size', adjust('text-size', 'increase')],
  ['add to cart', { type: 'add-to-cart' }],
  ['Tamil', language('ta')],
];

const notCommands: readonly string[] = [
  'ආයුබෝවන්',
  'ස්තූතියි',
  'අනේ',
  'මේ ෂර්ට් එක හරිම ලස්සනයි',
  'කාට් එකේ මුළු මුදල කීයද',
  'කාට් එකට යන්න එපා',
  'අද කාලගුණය හොඳයි',
  'හොයන්න',
  'තෝරන්න',
  'සයිස් එක මොකක්ද',
  'කොහොමද අකුරු ලොකු කරන්නේ',
  'මොනවද හොයන්න ඕනේ',
  'කාට් එකේ මොකුත් තියෙනවද',
  // Signing out and resetting are never guessed from a question or a sentence that mentions them.
  'ලොග් අවුට් වෙන්නේ කොහොමද',
  'ලොග් අවුට් වෙන්න පුළුවන්ද',
  'ලොග් අවුට් වෙන්න එපා',
  'මම පස්සේ ලොග් අවුට් වෙන්නම්',
  'මගේ යාළුවා කිව්වා ලොග් අවුට් වෙන්න කියලා',
  'මගේ පාස්වර්ඩ් එක රීසෙට් කරන්න',
  'රීසෙට් කරන්න පුළුවන්ද',
];

describe('parseVoiceCommand in Sinhala', () => {
  it.each(understood)('understands %j', (transcript, action) => {
    expect(parseVoiceCommand(transcript, 'si')).toEqual(action);
  });

  it.each(understood)('hears %j the same with punctuation and spaces around', (transcript, action) => {
    expect(parseVoiceCommand(`  ${transcript}?! `, 'si')).toEqual(action);
  });

  it.each(notCommands.map((text) => [text]))('takes %j as no command', (transcript) => {
    expect(parseVoiceCommand(transcript, 'si')).toBeNull();
  });

  it('hears a word the same decomposed or composed, and a conjunct with or without its joiner', () => {
    expect(parseVoiceCommand('කාට් එකට යන්නකෝ'.normalize('NFD'), 'si')).toEqual(go('cart'));
    expect(parseVoiceCommand('ඉංග්රීසියෙන්', 'si')).toEqual(language('en'));
    expect(parseVoiceCommand('ප්රවේශ්යතා පිටුවට යන්න', 'si')).toEqual(go('accessibility'));
  });

  it('keeps the Sinhala words of a search as they were said', () => {
    expect(parseVoiceCommand('ක්‍රිකට් ජර්සි හොයන්න', 'si')).toEqual(search('ක්‍රිකට් ජර්සි'));
  });
});
