import { describe, expect, it } from 'vitest';
import { normaliseTranscript, phraseSource } from './normalise-transcript';

describe('normaliseTranscript', () => {
  it.each([
    ['  Go to the CART!!  ', 'go to the cart'],
    ['Café — “linen” shirts?', 'cafe linen shirts'],
    ["I'd like it", 'i d like it'],
    ['cart-එකට යන්න.', 'cart එකට යන්න'],
    ['cartඑකට යන්න', 'cart එකට යන්න'],
    ['cartக்கு போ', 'cart க்கு போ'],
    ['සයිස් ෩෨', 'සයිස් 32'],
    ['சைஸ் ௩௨', 'சைஸ் 32'],
    // Written Tamil sandhi is dropped where speech drops it, and kept in a borrowed word.
    ['பக்கத்துக்குப் போ', 'பக்கத்துக்கு போ'],
    ['இந்தப் பக்கத்தைப் படி', 'இந்த பக்கத்தை படி'],
    ['சத்தமாகப் படி', 'சத்தமாக படி'],
    ['ஸ்டாப் பண்ணு', 'ஸ்டாப் பண்ணு'],
  ])('turns %j into %j', (heard, text) => {
    expect(normaliseTranscript(heard)).toBe(text);
  });

  it('composes decomposed vowel signs (NFC) and never drops a Sinhala or Tamil letter', () => {
    const sinhala = 'කොහොමද පෝලිම'; // ො and ෝ are two and three code points when decomposed
    const tamil = 'கொடுங்கள் போங்கள்';
    expect(normaliseTranscript(sinhala.normalize('NFD'))).toBe(sinhala.normalize('NFC'));
    expect(normaliseTranscript(tamil.normalize('NFD'))).toBe(tamil.normalize('NFC'));
    expect(normaliseTranscript('ඃ ං ෆ ளீ ஸ்')).toBe('ඃ ං ෆ ளீ ஸ்');
  });

  it('spells a Sinhala conjunct of ර or ය with its joiner, and drops a joiner anywhere else', () => {
    expect(normaliseTranscript('ක්‍රිකට්')).toBe('ක්\u200Dරිකට්');
    expect(normaliseTranscript('ක්රිකට්')).toBe('ක්\u200Dරිකට්');
    expect(normaliseTranscript('ව්යාපාර')).toBe('ව්\u200Dයාපාර');
    expect(normaliseTranscript('කාර්යය')).toBe('කාර්යය');
    expect(normaliseTranscript('කා\u200Dට් \u200Cඑකට')).toBe('කාට් එකට');
    expect(normaliseTranscript('த\u200Dமிழ்')).toBe('தமிழ்');
  });
});

describe('phraseSource', () => {
  it('spells a phrase as the transcripts it meets, whichever way either was typed', () => {
    for (const phrase of ['ඉංග්‍රීසි', 'ඉංග්රීසි']) {
      const pattern = new RegExp(`^${phraseSource(phrase)}$`);
      expect(pattern.test(normaliseTranscript('ඉංග්‍රීසි'))).toBe(true);
      expect(pattern.test(normaliseTranscript('ඉංග්රීසි'))).toBe(true);
      expect(pattern.test(normaliseTranscript('ඉංගරීසි'))).toBe(false);
    }
    expect(phraseSource('කොහොමද'.normalize('NFD'))).toBe('කොහොමද'.normalize('NFC'));
  });
});
