// Understanding a spoken transcript: the one pure function that turns what the recogniser heard into an
// action, or null, in English, Sinhala or Tamil. The words live in phrases/ (one module per language);
// this is the engine that normalises a transcript and matches it against them. A command must be the
// whole utterance (after fillers and politeness), never a piece of a longer sentence, so a question that
// mentions "log out" signs nobody out.
import { languages, type Language } from '@store/contracts/languages';
import { escapePhrase, normaliseTranscript, phraseSource } from './normalise-transcript';
import type { PhraseSet, Slots } from './phrases/phrase-set';
import { phraseSets } from './phrases/phrase-sets';
import type { VoiceAction } from './voice-action';

export type { VoiceAction } from './voice-action';

type Rule = readonly [RegExp, VoiceAction];

/** One language's phrases as regular expressions, built once. */
interface CompiledPhrases {
  misheard: ReadonlyArray<readonly [RegExp, string]>;
  leading: readonly RegExp[];
  trailing: readonly RegExp[];
  setLanguage: readonly Rule[];
  /** Commands, places, adjustments and switches, in the order they are tried. */
  rules: readonly Rule[];
  places: readonly Rule[];
  sizes: ReadonlyArray<readonly [RegExp, string]>;
  sizeShapes: readonly RegExp[];
  searchShapes: readonly RegExp[];
  notQuery: RegExp;
  maxWords: number;
}

const whole = (source: string) => new RegExp(`^(?:${phraseSource(source)})$`);

/** A shape with its slots filled (each slot as a group of its alternatives), or null when one is missing. */
function fill(shape: string, slots: Slots): string | null {
  let missing = false;
  const filled = shape.replace(/\{([a-z][a-z-]*)\}/g, (_match, key: string) => {
    const words = slots[key];
    if (words === undefined) missing = true;
    return `(?:${words ?? ''})`;
  });
  return missing ? null : filled;
}

function expand(shapes: readonly string[], slots: Slots, action: VoiceAction): Rule[] {
  return shapes.flatMap((shape) => {
    const source = fill(shape, slots);
    return source === null ? [] : [[whole(source), action] as const];
  });
}

function compile(phrases: PhraseSet, extraMisheard: CompiledPhrases['misheard']): CompiledPhrases {
  const { navigate, adjust, toggle } = phrases;
  const places = navigate.places.flatMap(([to, slots]) =>
    expand(navigate.shapes, slots, { type: 'navigate', to }),
  );
  const adjustments = [
    ...adjust.fixed.map(([action, source]) => [whole(source), action] as const),
    ...adjust.settings.flatMap(([setting, slots]) =>
      (['increase', 'decrease'] as const).flatMap((change) =>
        expand(adjust.shapes, { ...slots, ...adjust.change[change] }, { type: 'adjust', setting, change }),
      ),
    ),
  ];
  const switches = toggle.settings.flatMap(({ setting, names, inverted }) =>
    [names, inverted].flatMap((slots) =>
      slots
        ? toggle.shapes.flatMap(([shape, on]) =>
            expand([shape], slots, { type: 'toggle', setting, on: slots === inverted ? !on : on }),
          )
        : [],
    ),
  );
  return {
    misheard: [...extraMisheard, ...phrases.misheard],
    leading: phrases.fillers.leading.map((filler) => new RegExp(`^${escapePhrase(filler)}(?: |$)`)),
    trailing: phrases.fillers.trailing.map((filler) => new RegExp(`(?:^| )${escapePhrase(filler)}$`)),
    setLanguage: phrases.setLanguage.names.flatMap(([language, slots]) =>
      expand(phrases.setLanguage.shapes, slots, { type: 'set-language', language }),
    ),
    rules: [...phrases.commands.map(([action, source]) => [whole(source), action] as const), ...places]
      .concat(adjustments)
      .concat(switches),
    places,
    sizes: phrases.size.sizes.map(([names, code]) => [whole(names), code] as const),
    sizeShapes: phrases.size.shapes.map(whole),
    searchShapes: phrases.search.shapes.map(whole),
    notQuery: phrases.search.notQuery,
    maxWords: phrases.search.maxWords,
  };
}

const english = compile(phraseSets.en, []);
// Shoppers mix English words into Sinhala and Tamil, so the recogniser's English slips are fixed there too.
const compiled: Readonly<Record<Language, CompiledPhrases>> = {
  en: english,
  si: compile(phraseSets.si, english.misheard),
  ta: compile(phraseSets.ta, english.misheard),
};

/** Fillers off both ends, one at a time and first listed first, until none is left. */
function stripFillers(text: string, phrases: CompiledPhrases): string {
  let current = text;
  let changed = true;
  while (changed && current) {
    changed = false;
    for (const filler of phrases.leading) {
      const found = filler.exec(current);
      if (!found) continue;
      current = current.slice(found[0].length);
      changed = true;
      break;
    }
    for (const filler of phrases.trailing) {
      const found = filler.exec(current);
      if (!found) continue;
      current = current.slice(0, found.index);
      changed = true;
      break;
    }
  }
  return current;
}

function prepare(heard: string, phrases: CompiledPhrases): string {
  let text = heard;
  for (const [pattern, replacement] of phrases.misheard) text = text.replace(pattern, replacement);
  return stripFillers(text, phrases);
}

const firstRule = (rules: readonly Rule[], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** What a shopper in this language may say about sizes and places: their own words, then English. */
interface Vocabulary {
  sizes: ReadonlyArray<readonly [RegExp, string]>;
  places: readonly Rule[];
}

function sizeCode(words: string, vocabulary: Vocabulary): string | null {
  for (const [names, code] of vocabulary.sizes) if (names.test(words)) return code;
  // Numbered sizes as the catalogue may spell them ("size 32").
  if (/^\d{1,3}$/.test(words)) return words;
  return null;
}

function matchSize(text: string, phrases: CompiledPhrases, vocabulary: Vocabulary): VoiceAction | null {
  for (const shape of phrases.sizeShapes) {
    const words = shape.exec(text)?.[1]?.trim();
    const code = words ? sizeCode(words, vocabulary) : null;
    if (code) return { type: 'select-size', size: code };
  }
  return null;
}

function matchSearch(text: string, phrases: CompiledPhrases, vocabulary: Vocabulary): VoiceAction | null {
  for (const shape of phrases.searchShapes) {
    const query = shape.exec(text)?.[1]?.trim();
    if (!query) continue;
    // "find out if I can log out" is a sentence, not a search; keep queries short and about things.
    if (phrases.notQuery.test(query) || query.split(' ').length > phrases.maxWords) return null;
    // "find my orders" is a place in the shop, not a product.
    return firstRule(vocabulary.places, query) ?? { type: 'search', query };
  }
  return null;
}

function matchCommand(text: string, phrases: CompiledPhrases, vocabulary: Vocabulary): VoiceAction | null {
  if (!text) return null;
  return (
    firstRule(phrases.rules, text) ??
    matchSize(text, phrases, vocabulary) ??
    matchSearch(text, phrases, vocabulary)
  );
}

/**
 * What the shopper asked for, or null when the transcript is not a command. `lang` is the language the
 * shopper speaks (and the recogniser listens in); English is understood in every language, and a
 * language asked for by name ("Sinhala", "සිංහලෙන්", "தமிழில்") is understood whatever `lang` is.
 */
export function parseVoiceCommand(transcript: string, lang: Language = 'en'): VoiceAction | null {
  const heard = normaliseTranscript(transcript);
  if (!heard) return null;
  const spoken: readonly Language[] = lang === 'en' ? ['en'] : [lang, 'en'];
  const texts = new Map(languages.map((language) => [language, prepare(heard, compiled[language])]));
  const textIn = (language: Language) => texts.get(language) ?? '';

  for (const language of [...spoken, ...languages.filter((other) => !spoken.includes(other))]) {
    const asked = textIn(language) ? firstRule(compiled[language].setLanguage, textIn(language)) : null;
    if (asked) return asked;
  }

  const vocabulary: Vocabulary = {
    sizes: spoken.flatMap((language) => compiled[language].sizes),
    places: spoken.flatMap((language) => compiled[language].places),
  };
  for (const language of spoken) {
    const action = matchCommand(textIn(language), compiled[language], vocabulary);
    if (action) return action;
  }
  return null;
}
