// The words of a search as the catalogue's word list (catalogue_words, migration 0009) holds them, for the
// search by resembling words when the words as typed match nothing.

/** Searched words looked up at most. */
const MAX_SEARCHED_WORDS = 6;

/** A run of Sinhala or Tamil letters (vowel signs and virama included: they are in the blocks). */
export const SCRIPT_WORD = /^(?:[\u0D80-\u0DFF]+|[\u0B80-\u0BFF]+)$/;
/** Words as the catalogue's word list holds them (catalogue_words_of, migration 0009): each script apart. */
const WORD = /[a-z]+|[\u0D80-\u0DFF]+|[\u0B80-\u0BFF]+/g;
const JOINERS = /[\u200C\u200D]/g;
const SCRIPT_MARK = /[\u0B80-\u0BFF\u0D80-\u0DFF]/;

/**
 * A search's words as the catalogue's word list holds them: lower case, accents folded, letters only,
 * English, Sinhala and Tamil words each of their own script. Accents are marks on Latin letters; Sinhala
 * and Tamil vowel signs and virama are marks too, and stay. Zero-width joiners go, as in the database.
 */
export function searchedWords(search: string): string[] {
  const folded = search
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (SCRIPT_MARK.test(mark) ? mark : ''))
    .replace(JOINERS, '')
    .normalize('NFC')
    .toLowerCase();
  const words = (folded.match(WORD) ?? []).filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, MAX_SEARCHED_WORDS);
}
