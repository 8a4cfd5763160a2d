// The shape of one language's voice phrases, as the parser reads them. Every phrase is a regular
// expression source matched against the whole normalised utterance (lower case, no punctuation, single
// spaces), so a phrase never matches part of a longer sentence. A shape may name slots in braces
// ({place}, {setting}, {change}, {name}, {language}…): the parser fills each with an entry's words and
// skips a shape whose slot the entry does not have.
import type { Language } from '@store/contracts/languages';
import type { Adjustable, Destination, Toggleable, VoiceAction } from '../voice-action';

/** Named alternatives ("cart|basket"), one per slot a shape may use. */
export type Slots = Readonly<Record<string, string>>;

export interface VoiceCommandExample {
  phrase: string;
  description: string;
  /** What the phrase must parse to in its language (checked by the tests). */
  action: VoiceAction;
}

export interface VoiceCommandGroup {
  title: string;
  commands: readonly VoiceCommandExample[];
}

export interface PhraseSet {
  /** Words the recogniser hears wrongly, fixed before anything else (global regexps). */
  misheard: ReadonlyArray<readonly [RegExp, string]>;
  /** Politeness and hesitation around a command, removed from either end, first listed first. */
  fillers: { leading: readonly string[]; trailing: readonly string[] };
  /** Whole utterances that mean one action, tried first and in order. */
  commands: ReadonlyArray<readonly [VoiceAction, string]>;
  /** Asking for a language by name: understood whatever language the shopper has chosen. */
  setLanguage: { names: ReadonlyArray<readonly [Language, Slots]>; shapes: readonly string[] };
  /** The places of the shop, and the sentences that go to one. */
  navigate: { places: ReadonlyArray<readonly [Destination, Slots]>; shapes: readonly string[] };
  /** Display settings made larger or smaller: fixed phrases first, then each setting in each shape. */
  adjust: {
    fixed: ReadonlyArray<readonly [Extract<VoiceAction, { type: 'adjust' }>, string]>;
    settings: ReadonlyArray<readonly [Adjustable, Slots]>;
    change: Readonly<Record<'increase' | 'decrease', Slots>>;
    shapes: readonly string[];
  };
  /** Switches: a shape says on (true) or off (false); `inverted` names mean the opposite ("stop animations"
   * turns seizure-safe on). */
  toggle: {
    settings: ReadonlyArray<{ setting: Toggleable; names: Slots; inverted?: Slots }>;
    shapes: ReadonlyArray<readonly [string, boolean]>;
  };
  /** Sizes: each shape captures the words naming the size, which must be one of `sizes` (or a number). */
  size: { sizes: ReadonlyArray<readonly [string, string]>; shapes: readonly string[] };
  /** Searches: each shape captures the query; a query opening with `notQuery` is a sentence, not a thing. */
  search: { shapes: readonly string[]; notQuery: RegExp; maxWords: number };
  /** The commands as the shopper is told them ("what can I say" and the Accessibility page). */
  list: { intro: string; groups: readonly VoiceCommandGroup[] };
}

/** Alternatives as one regex source: anyOf('go', 'go to') is 'go|go to'. */
export const anyOf = (...alternatives: readonly string[]) => alternatives.join('|');

/** Slots merged key by key, each key's alternatives joined: for a place with several names. */
export function either(...parts: readonly Slots[]): Slots {
  const merged: Record<string, string> = {};
  for (const part of parts) {
    for (const [key, words] of Object.entries(part))
      merged[key] = key in merged ? `${merged[key]}|${words}` : words;
  }
  return merged;
}
