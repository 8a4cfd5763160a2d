// The text a phrase is matched against: one spelling for what may reach us in several (composed or not,
// capitals, accents, punctuation, digits of any script, Tamil sandhi), in English, Sinhala or Tamil alike.
// Letters of Sinhala (U+0D80–U+0DFF) and Tamil (U+0B80–U+0BFF) are kept with their vowel signs and virama.

const sinhalaVirama = '\u0DCA';
const zwj = '\u200D';
const indicLetter = /[\u0D80-\u0DFF\u0B80-\u0BFF]/u;
const letterOrMark = /[\p{L}\p{M}]/u;

/** Sinhala (෦–෯) and Tamil (௦–௯) digits as 0–9, so "size ௩௨" is "size 32". */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  return String(code - (code >= 0x0de6 ? 0x0de6 : 0x0be6));
}

/**
 * Sinhala joiners in one place: a conjunct of ර or ය (ක්‍ර, ව්‍ය) always has its joiner, which keyboards and
 * recognisers sometimes leave out; anywhere else a joiner (or non-joiner) only asks a font for a ligature
 * and would keep two spellings of one word apart, so it goes. After ර (repaya, "කාර්යය") none is added.
 */
function canonicalJoiners(text: string): string {
  return text.replace(/[\u200C\u200D]/g, '').replace(/(?<!ර)\u0DCA(?=[රය])/g, `${sinhalaVirama}${zwj}`);
}

export function normaliseTranscript(transcript: string): string {
  const text = canonicalJoiners(
    transcript
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  )
    .replace(/[\u0DE6-\u0DEF\u0BE6-\u0BEF]/g, asciiDigit)
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9\s\u200D]/gu, (char) =>
      indicLetter.test(char) && letterOrMark.test(char) ? char : ' ',
    )
    // "cartඑකට", "cartக்கு": an English word glued to a Sinhala or Tamil ending is two words.
    .replace(/([a-z0-9])(?=[\u0D80-\u0DFF\u0B80-\u0BFF])/g, '$1 ')
    .replace(/([\u0D80-\u0DFF\u0B80-\u0BFF])(?=[a-z0-9])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
  return withoutTamilSandhi(text);
}

/**
 * Written Tamil doubles a hard consonant across words ("பக்கத்துக்குப் போ", "இந்தப் பக்கம்") where
 * speech and many recognisers do not; phrases are written without it. Only after a case ending, an
 * infinitive, an adverb in -ஆக or a demonstrative, so a borrowed word such as "ஸ்டாப்" keeps its ப்.
 */
function withoutTamilSandhi(text: string): string {
  return text
    .replace(/(ாக|[ுைி])([கசதப])\u0BCD (?=\2)/g, '$1 ')
    .replace(/(^| )(இந்த|அந்த|எந்த)([கசதப])\u0BCD (?=\3)/g, '$1$2 ');
}

/** A phrase source spelt as the transcripts it meets: composed, with Sinhala joiners where they belong. */
export function phraseSource(source: string): string {
  return canonicalJoiners(source.normalize('NFC'));
}

/** A plain phrase (a filler) as a regex source. */
export function escapePhrase(phrase: string): string {
  return phraseSource(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
