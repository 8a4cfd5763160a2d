// The three catalogues hold the same messages: a key missing from one, a placeholder or tag that differs
// between languages, a message that is not valid ICU, or a Sinhala or Tamil message left in English fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languages, type Language } from '@store/contracts/languages';
import { describe, expect, it } from 'vitest';

const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(resolve(import.meta.dirname, `messages/${language}.json`), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Language, Record<string, string>>;

/** Messages that read the same in every language (brand names, symbols). */
const sameInEveryLanguage = new Set<string>(['brand.name', 'language.en', 'language.si', 'language.ta']);

/** The placeholders and tags of a message, with the kind of each (`count:plural`, `link:tag`). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`${element.value}:tag`);
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('message catalogues', () => {
  const englishKeys = Object.keys(catalogues.en).sort();

  it('has messages, with keys named by screen (screen.thing)', () => {
    expect(englishKeys.length).toBeGreaterThan(0);
    for (const key of englishKeys) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/);
  });

  it.each(languages)('%s has exactly the English keys, none empty', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(englishKeys);
    for (const [key, message] of Object.entries(catalogues[language])) {
      expect(message.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(languages)('every %s message is valid ICU with the English placeholders and tags', (language) => {
    for (const key of englishKeys) {
      const english = argumentsOf(parse(catalogues.en[key] ?? ''));
      const translated = argumentsOf(parse(catalogues[language][key] ?? ''));
      expect(sorted(translated), `${language} ${key}`).toEqual(sorted(english));
    }
  });

  it.each(['si', 'ta'] as const)('%s messages are written in their own script', (language) => {
    const script = language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
    const untranslated = englishKeys.filter((key) => {
      if (sameInEveryLanguage.has(key)) return false;
      const words = (catalogues.en[key] ?? '').replace(/\{[^{}]*\}/g, '').match(/\p{L}{2,}/gu);
      return Boolean(words) && !script.test(catalogues[language][key] ?? '');
    });
    expect(untranslated).toEqual([]);
  });
});
