// The storefront's words in each language, read from its message catalogues (frontend/src/i18n/messages),
// so a browser test finds a control by the name a shopper hears in that language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language } from '@store/contracts/languages';

const messagesDir = resolve(import.meta.dirname, '../../../frontend/src/i18n/messages');
const catalogues = new Map<Language, Record<string, string>>();

function catalogue(language: Language): Record<string, string> {
  let found = catalogues.get(language);
  if (!found) {
    found = JSON.parse(readFileSync(resolve(messagesDir, `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    catalogues.set(language, found);
  }
  return found;
}

/** A message with its simple `{name}` placeholders filled; plural and select messages are refused. */
export function message(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue(language)[key];
  if (text === undefined) throw new Error(`No message "${key}" in the ${language} catalogue`);
  if (/\{\s*\w+\s*,/.test(text))
    throw new Error(`"${key}" is a plural or select message; match it by pattern`);
  return text.replace(/\{\s*(\w+)\s*\}/g, (_whole, name: string) => String(values[name] ?? `{${name}}`));
}

/** Letters of each script: a text "in Sinhala" has Sinhala letters. */
export const scriptOf: Record<Exclude<Language, 'en'>, RegExp> = {
  si: /[\u0D80-\u0DFF]/u,
  ta: /[\u0B80-\u0BFF]/u,
};

/**
 * The words a shopper sees in `language` where an English one sees `english` (the message whose English
 * text is exactly that, among the keys starting with `screen` when given), so a test written against the
 * English screen runs in each language.
 */
export function inLanguage(language: Language, english: string, screen = ''): string {
  if (language === 'en') return english;
  const englishCatalogue = catalogue('en');
  const key = Object.keys(englishCatalogue).find(
    (candidate) => candidate.startsWith(screen) && englishCatalogue[candidate] === english,
  );
  if (!key) throw new Error(`No English message${screen ? ` of ${screen}*` : ''} reads "${english}"`);
  return message(language, key);
}
