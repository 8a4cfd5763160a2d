// The language of a catalogue read: `lang` in the query wins, then Accept-Language, then English. The routes
// answer in it and the catalogue cache keys its answers on it, so both read it here.
import { languageFromAcceptLanguage, type Language } from '@store/contracts/languages';

/** Accept-Language headers already read; browsers send a handful of distinct ones, so this stays small. */
const readHeaders = new Map<string, Language>();
const MAX_READ_HEADERS = 500;

/** The store's language for an Accept-Language header, remembered (the cache's hot path asks every hit). */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let language = readHeaders.get(header);
  if (language === undefined) {
    language = languageFromAcceptLanguage(header);
    // Headers are the caller's to choose: the memory is bounded by starting again when full.
    if (readHeaders.size >= MAX_READ_HEADERS) readHeaders.clear();
    readHeaders.set(header, language);
  }
  return language;
}

/** The answer's language: a valid `lang` (already checked by the contract) wins over Accept-Language. */
export function readLanguage(lang: Language | undefined, acceptLanguageHeader: string | undefined): Language {
  return lang ?? acceptedLanguage(acceptLanguageHeader);
}

/** `lang=en|si|ta` as a parameter of its own in a query string (`?a=b?lang=si` is a's value). */
const LANG_PARAMETER = /(?:^\?|&)lang=(en|si|ta)(?=&|$)/;

/**
 * The language part of a catalogue URL's cache key. The route's answer depends on the URL and on the
 * language Accept-Language names, so keying on both is always right. When the URL itself says `lang=si`
 * the route answers in Sinhala (or refuses a second `lang` with a 400, which is never kept) whatever the
 * header says, so such URLs share one entry across headers.
 */
export function cacheLanguage(url: string, acceptLanguageHeader: string | undefined): Language {
  // Most URLs name no language: one substring search, not a regular expression, on every cache hit.
  if (url.includes('lang=')) {
    const query = url.indexOf('?');
    const named = query >= 0 ? LANG_PARAMETER.exec(url.slice(query))?.[1] : undefined;
    if (named) return named as Language;
  }
  return acceptedLanguage(acceptLanguageHeader);
}
