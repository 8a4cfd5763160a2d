// The storefront's words in the shopper's language. Every text a shopper sees or hears comes from the
// catalogue of the active language (messages/<language>.json, ICU MessageFormat, keys named by screen)
// through `t`, in components through `useI18n`. Only the active language's catalogue is loaded; the app
// waits for it before its first render, and a change of language swaps it without a reload.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defaultLanguage, languageLocales, type Language } from '@store/contracts/languages';
import { formatLkr, type MoneyLocale } from '@store/contracts/money';
import type { ReactNode } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createMessageFormatter, type MessageFormatter } from './format-message';
import type englishCatalogue from './messages/en.json';

/** Every message's key: a key missing from the English catalogue does not type-check. */
export type MessageKey = keyof typeof englishCatalogue;
export type Catalogue = Record<string, MessageFormatElement[]>;
type Primitive = string | number | boolean | null | undefined | Date;
export type MessageValues = Record<string, Primitive>;
export type RichValues = Record<string, Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

type Loader = () => Promise<{ default: Catalogue }>;
/** What every shopper's page needs (the shell, the introduction, the catalogue's pages). */
const shopLoaders: Record<Language, Loader> = {
  en: () => import('virtual:messages/en-shop'),
  si: () => import('virtual:messages/si-shop'),
  ta: () => import('virtual:messages/ta-shop'),
};
/**
 * The parts loaded when a screen asks for them: the other shopper screens' words (`screens`, before such a
 * screen's first render: `withScreenWords`) and the helpers' and admins' (`staff`, `useStaffMessages`).
 */
export type LaterPart = 'screens' | 'staff';
const laterLoaders: Record<LaterPart, Record<Language, Loader>> = {
  screens: {
    en: () => import('virtual:messages/en-screens'),
    si: () => import('virtual:messages/si-screens'),
    ta: () => import('virtual:messages/ta-screens'),
  },
  staff: {
    en: () => import('virtual:messages/en-staff'),
    si: () => import('virtual:messages/si-staff'),
    ta: () => import('virtual:messages/ta-staff'),
  },
};
/** The parts a screen has asked for: every language loaded from then on brings them too. */
const wantedParts = new Set<LaterPart>();

const makeFormatter = (language: Language, messages: Catalogue): MessageFormatter =>
  createMessageFormatter(languageLocales[language], messages);

export interface I18nState {
  language: Language;
  /** The later parts loaded with the shop's words (all of them with the whole catalogue, as in the tests). */
  parts: ReadonlySet<LaterPart>;
  /** The BCP 47 locale for Intl and speech: en-LK, si-LK, ta-LK. */
  locale: MoneyLocale;
  messages: MessageFormatter;
}

const localeOf = (language: Language) => languageLocales[language] as MoneyLocale;

// ICU gives en-LK the United States' date order ("November 21, 2026"); Sri Lankan English writes dates the
// British way ("21 November 2026").
const dateLocales: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time, with options) as the language writes it. */
export function formatDate(
  language: Language,
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const cacheKey = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales[language], options);
    dateFormats.set(cacheKey, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

let state: I18nState = {
  language: defaultLanguage,
  parts: new Set(),
  locale: localeOf('en'),
  messages: makeFormatter('en', {}),
};
let requested: Language = defaultLanguage;
const listeners = new Set<() => void>();

const ALL_PARTS: readonly LaterPart[] = ['screens', 'staff'];

/**
 * Makes a loaded catalogue the active one (the app after loading it; tests with a whole one). `parts`: the
 * later parts it holds besides the shop's words (a whole catalogue holds them all).
 */
export function activateCatalogue(
  language: Language,
  messages: Catalogue,
  parts: readonly LaterPart[] = ALL_PARTS,
): void {
  requested = language;
  state = {
    language,
    parts: new Set(parts),
    locale: localeOf(language),
    messages: makeFormatter(language, messages),
  };
  // Screen readers pick their voice from <html lang>: it changes with the words, not before them.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Loads the language's words and makes them active unless a newer load has begun meanwhile. */
async function loadWords(language: Language): Promise<void> {
  const parts = [...wantedParts];
  const loaded = state.language === language && Object.keys(state.messages.messages).length > 0;
  if (loaded && parts.every((part) => state.parts.has(part))) return;
  const [shop, ...later] = await Promise.all([
    shopLoaders[language](),
    ...parts.map((part) => laterLoaders[part][language]()),
  ]);
  // A newer call (another language, or more parts asked for meanwhile) makes its own words active.
  if (requested === language && parts.length === wantedParts.size) {
    activateCatalogue(language, Object.assign({}, shop.default, ...later.map((part) => part.default)), parts);
  }
}

let latestLoad: Promise<void> = Promise.resolve();

/**
 * Loads the language's words (the shop's and every part asked for so far) and makes them active; a later
 * call wins over an earlier slow one. Resolves once the newest call's words are active, and rejects when
 * they could not be loaded, so a caller never waits on a load that a newer one replaced.
 */
export async function switchLanguage(language: Language): Promise<void> {
  requested = language;
  let call = loadWords(language);
  latestLoad = call;
  await call;
  while (latestLoad !== call) {
    call = latestLoad;
    await call;
  }
}

/** Asks for a later part of the words: resolves once it is active (in whichever language is requested). */
export async function loadLaterWords(part: LaterPart): Promise<void> {
  wantedParts.add(part);
  await switchLanguage(requested);
}

/** A route's screen that waits for the other shopper screens' words along with its own code. */
export function withScreenWords<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadLaterWords('screens')]))[0];
}

export function currentLanguage(): Language {
  return state.language;
}

export function currentLocale(): MoneyLocale {
  return state.locale;
}

/** An amount as the active language shows it: "LKR 1,990.00" (digits stay Latin in every language). */
export function lkr(amount: number): string {
  return formatLkr(amount, state.locale);
}

/** A message as text, in the active language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return state.messages.format(key, values) as string;
}

/** A message with markup: `<link>` tags in the message become the elements `values` returns for them. */
export function tRich(key: MessageKey, values: RichValues): ReactNode {
  return state.messages.format(key, values);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export interface I18n extends I18nState {
  t: typeof t;
  tRich: typeof tRich;
  /** An amount in LKR in this language's format. */
  lkr: (amount: number) => string;
  /** A date (and time, with options) in this language: `date(order.date, { dateStyle: 'long' })`. */
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  /** "Street, City and Phone number", as this language joins a list. */
  list: (items: readonly string[]) => string;
}

/** The active language for a component, which renders again when the shopper picks another. */
export function useI18n(): I18n {
  const current = useSyncExternalStore(subscribe, getState, getState);
  return {
    ...current,
    t: (key, values) => current.messages.format(key, values) as string,
    tRich: (key, values) => current.messages.format(key, values),
    lkr: (amount) => formatLkr(amount, current.locale),
    date: (value, options) => formatDate(current.language, value, options),
    list: (items) => new Intl.ListFormat(current.locale, { type: 'conjunction' }).format(items),
  };
}

/**
 * The helpers' and admins' words, loaded on their screens: true once they are there. When they cannot be
 * fetched the screen gives way to the error page (its route's boundary), which offers a reload.
 */
export function useStaffMessages(): boolean {
  const hasStaff = useSyncExternalStore(subscribe, getState, getState).parts.has('staff');
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!hasStaff) loadLaterWords('staff').catch((error: unknown) => setFailure({ error }));
  }, [hasStaff]);
  if (failure) throw failure.error;
  return hasStaff;
}
