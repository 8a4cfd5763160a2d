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
  // Going places: plain, spoken polite, formal; English nouns with Tamil endings in either script.
  ['கார்ட்டுக்கு போ', go('cart')],
  ['cart-க்கு போங்க', go('cart')],
  ['cartக்கு போங்க', go('cart')],
  ['கார்டுக்கு போங்கள்', go('cart')],
  ['தயவுசெய்து கார்ட்டை காட்டுங்க', go('cart')],
  ['என்னை கார்ட்டுக்கு கூட்டிட்டு போ', go('cart')],
  ['கார்ட் ஓபன் பண்ணு', go('cart')],
  ['ப்ளீஸ் என் ஆர்டர்களை காட்டு', go('orders')],
  ['முகப்பு பக்கத்துக்குப் போ', go('home')],
  ['ஹோம் பேஜுக்கு போங்க', go('home')],
  ['கலெக்ஷனுக்கு போ', go('collection')],
  ['எல்லா உடைகளையும் காட்டு', go('collection')],
  ['ப்ரொஃபைலுக்கு போ', go('profile')],
  ['என் கணக்கை திற', go('profile')],
  ['செக்அவுட்டுக்கு போ', go('checkout')],
  ['பணம் செலுத்தணும்', go('checkout')],
  ['லாகின் பக்கத்துக்கு போ', go('login')],
  ['உள்நுழை', go('login')],
  ['எங்களைப் பற்றி பக்கத்தை காட்டு', go('about')],
  ['தொடர்பு பக்கத்துக்கு போ', go('contact')],
  ['அணுகல்தன்மை பக்கத்துக்கு போ', go('accessibility')],
  ['ஒருவரிடம் பேச வேண்டும்', go('live-help')],
  ['யாரிடமாவது பேசணும்', go('live-help')],
  // Signing out and resetting: only said outright.
  ['வெளியேறு', { type: 'logout' }],
  ['லாக் அவுட் பண்ணுங்க', { type: 'logout' }],
  ['கணக்கிலிருந்து வெளியேறு', { type: 'logout' }],
  ['எல்லா அமைப்புகளையும் மீட்டமை', { type: 'reset' }],
  ['ரீசெட் பண்ணு', { type: 'reset' }],
  // The taskbar.
  ['டாஸ்க்பாரை திற', { type: 'taskbar', open: true }],
  ['அணுகல் மெனுவை காட்டு', { type: 'taskbar', open: true }],
  ['டாஸ்க்பாரை மூடு', { type: 'taskbar', open: false }],
  // Display settings.
  ['எழுத்தை பெரிதாக்கு', adjust('text-size', 'increase')],
  ['எழுத்தைப் பெரிதாக்குங்க', adjust('text-size', 'increase')],
  ['எழுத்து அளவை குறை', adjust('text-size', 'decrease')],
  ['text size ஐ கொஞ்சம் கூட்டுங்க', adjust('text-size', 'increase')],
  ['வரி இடைவெளியை அதிகரி', adjust('line-height', 'increase')],
  ['எழுத்து இடைவெளியை குறைக்கவும்', adjust('letter-spacing', 'decrease')],
  ['கான்ட்ராஸ்ட்டை அதிகரி', adjust('contrast', 'increase')],
  ['ஹை கான்ட்ராஸ்ட் போடு', adjust('contrast', 'increase')],
  ['நிறத்தை குறை', adjust('saturation', 'decrease')],
  ['மோனோக்ரோம் ஆன் பண்ணு', toggle('monochrome', true)],
  ['கருப்பு வெள்ளை ஆஃப் பண்ணு', toggle('monochrome', false)],
  ['பார்வைக் குறைபாடு மோட் ஆன் பண்ணு', toggle('vision-impaired', true)],
  ['அனிமேஷனை நிறுத்து', toggle('seizure-safe', true)],
  ['அனிமேஷன் வேண்டாம்', toggle('seizure-safe', true)],
  ['அனிமேஷனை காட்டு', toggle('seizure-safe', false)],
  // Sizes.
  ['மீடியம் சைஸ் தேர்ந்தெடு', size('M')],
  ['சைஸ் லார்ஜ்', size('L')],
  ['மீடியம்', size('M')],
  ['மீடியம் அளவு', size('M')],
  ['எக்ஸ் எல் வேணும்', size('XL')],
  ['பெரிய சைஸ் குடுங்க', size('L')],
  ['size small போடுங்க', size('S')],
  ['டபுள் எக்ஸ் எல் சைஸ்', size('XXL')],
  // The cart.
  ['கார்ட்டில் சேர்', { type: 'add-to-cart' }],
  ['இதை கூடையில் போடுங்க', { type: 'add-to-cart' }],
  ['cart-ல சேர்த்துடு', { type: 'add-to-cart' }],
  ['கார்ட்டுக்கு சேருங்கள்', { type: 'add-to-cart' }],
  // Searching.
  ['சட்டை தேடு', search('சட்டை')],
  ['சிவப்பு சேலை தேடுங்க', search('சிவப்பு சேலை')],
  ['லினன் கால்சட்டை தேடு', search('லினன் கால்சட்டை')],
  ['சேலைகள் இருக்கா', search('சேலைகள்')],
  ['shirt தேடு', search('shirt')],
  ['ஆர்டர்கள் தேடு', go('orders')],
  // Pages of the collection.
  ['அடுத்த பக்கம்', { type: 'turn-page', direction: 'next' }],
  ['அடுத்த பக்கத்துக்குப் போ', { type: 'turn-page', direction: 'next' }],
  ['முந்தைய பக்கம்', { type: 'turn-page', direction: 'previous' }],
  ['போன பக்கத்துக்கு போ', { type: 'turn-page', direction: 'previous' }],
  // Reading aloud, stopping, help.
  ['படி', { type: 'read' }],
  ['மதிப்புரைகளைப் படி', { type: 'read-reviews' }],
  ['விமர்சனங்களை சத்தமாகப் படிங்க', { type: 'read-reviews' }],
  ['வாங்கியவர்கள் என்ன சொல்கிறார்கள்', { type: 'read-reviews' }],
  ['இந்தப் பக்கத்தைப் படி', { type: 'read' }],
  ['சத்தமாகப் படிங்க', { type: 'read' }],
  ['இது என்ன', { type: 'read' }],
  ['நிறுத்து', { type: 'stop' }],
  ['படிப்பதை நிறுத்துங்கள்', { type: 'stop' }],
  ['போதும்', { type: 'stop' }],
  ['நான் என்ன சொல்லலாம்', { type: 'help' }],
  ['உதவி', { type: 'help' }],
  ['எனக்கு உதவி செய்யுங்கள்', { type: 'help' }],
  // Languages, by name.
  ['தமிழில்', language('ta')],
  ['தமிழ் மொழி', language('ta')],
  ['ஆங்கிலத்தில்', language('en')],
  ['சிங்களத்துக்கு மாற்று', language('si')],
  ['மொழியைத் தமிழுக்கு மாற்றுங்க', language('ta')],
  // English still works.
  ['go to cart', go('cart')],
  ['stop', { type: 'stop' }],
  ['next page', { type: 'turn-page', direction: 'next' }],
  ['Sinhala', language('si')],
];

const notCommands: readonly string[] = [
  'வணக்கம்',
  'நன்றி',
  'ப்ளீஸ்',
  'இந்த சட்டை அழகா இருக்கு',
  'கார்ட்டுக்கு போகாதே',
  'இன்று வானிலை நன்றாக இருக்கிறது',
  'மணி என்ன',
  'தேடு',
  'தேர்ந்தெடு',
  'எழுத்தை எப்படி பெரிதாக்குவது',
  'கார்ட்டில் ஏதாவது இருக்கா',
  'சைஸ் என்ன',
  // Signing out and resetting are never guessed from a question or a sentence that mentions them.
  'எப்படி வெளியேறுவது',
  'லாக் அவுட் பண்ண முடியுமா',
  'வெளியேற வேண்டாம்',
  'நான் பிறகு வெளியேறுவேன்',
  'என் நண்பர் வெளியேறு என்று சொன்னார்',
  'என் பாஸ்வேர்டை ரீசெட் பண்ணு',
  'ரீசெட் பண்ண முடியுமா',
];

describe('parseVoiceCommand in Tamil', () => {
  it.each(understood)('understands %j', (transcript, action) => {
    expect(parseVoiceCommand(transcript, 'ta')).toEqual(action);
  });

  it.each(understood)('hears %j the same with punctuation and spaces around', (transcript, action) => {
    expect(parseVoiceCommand(`  ${transcript}?! `, 'ta')).toEqual(action);
  });

  it.each(notCommands.map((text) => [text]))('takes %j as no command', (transcript) => {
    expect(parseVoiceCommand(transcript, 'ta')).toBeNull();
  });

  it('hears a word the same decomposed or composed', () => {
    expect(parseVoiceCommand('கொஞ்சம் கார்ட்டுக்கு போங்க'.normalize('NFD'), 'ta')).toEqual(go('cart'));
    expect(parseVoiceCommand('மோனோக்ரோம் ஆஃப் பண்ணுங்க'.normalize('NFD'), 'ta')).toEqual(
      toggle('monochrome', false),
    );
  });

  it('keeps the ப் of a borrowed word such as ஸ்டாப் before பண்ணு (it is not written sandhi)', () => {
    expect(parseVoiceCommand('ஸ்டாப் பண்ணு', 'ta')).toEqual({ type: 'stop' });
  });
});
