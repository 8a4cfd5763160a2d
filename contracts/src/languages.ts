// The store's languages: English, Sinhala and Tamil. The storefront, the catalogue reads and the bill all
// speak one of these; English is the fallback for anything not yet translated.
export const languages = ['en', 'si', 'ta'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Locales for Intl (numbers, dates, money) and for speech: Sri Lankan English, Sinhala, Tamil. */
export const languageLocales: Record<Language, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/** Each language named in its own script, as the language choice shows it. */
export const languageNames: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The store's language for a BCP 47 tag ("si-LK" → si, "ta-IN" → ta), or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first of the browser's preferred languages the store speaks (navigator.languages order), else English. */
export function languageFromPreferences(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** The store's language for an Accept-Language header (RFC 9110 weights; ties keep their order). */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      // A weight is 0 to 1 with up to three decimals; a malformed one ("q=abc", "q=2") counts as 0.
      const weight = params.find((param) => /^\s*q\s*=/i.test(param));
      const quality = weight === undefined ? 1 : readWeight(weight.slice(weight.indexOf('=') + 1));
      return { tag: tag.trim(), quality, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return languageFromPreferences(ranked.map((entry) => entry.tag));
}

function readWeight(value: string): number {
  const trimmed = value.trim();
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(trimmed) ? Number(trimmed) : 0;
}
