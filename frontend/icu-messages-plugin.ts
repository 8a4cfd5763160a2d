// The message catalogues (src/i18n/messages/<language>.json, ICU MessageFormat strings that translators
// read and edit) reach the browser already parsed: `virtual:messages/<language>` is the catalogue as
// FormatJS syntax trees, so the shop ships no message parser (src/i18n/format-message.ts formats the trees)
// and each language is its own chunk, loaded only when chosen. Dev, build and the unit tests share it.
// The app loads `virtual:messages/<language>-shop` (what every shopper's page needs), with the other shopper
// screens `<language>-screens` and on a helper's or admin's screen `<language>-staff`; the whole catalogue
// (`virtual:messages/<language>`) is for tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { escapeHtml, previewRooms, room, type FormatWords } from './preview-rooms';
import { comparePricesStep, onboardingSteps } from './src/config/onboarding-steps';
import { createMessageFormatter } from './src/i18n/format-message';

const prefix = 'virtual:messages/';
const resolvedPrefix = `\0${prefix}`;
const messagesDir = resolve(import.meta.dirname, 'src/i18n/messages');

/** Keys only the helpers' and admins' screens use: a shopper's first visit does without them. */
export const STAFF_KEY_PREFIXES = ['admin.', 'helperDashboard.', 'helperLive.'] as const;
export const isStaffKey = (key: string) => STAFF_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

/**
 * Keys of the shopper screens no first visit opens (orders, checkout, sign-in, the information pages…): their
 * routes load this part with their code (`withScreenWords` in i18n.ts), so the first load does without it.
 */
export const SCREEN_KEY_PREFIXES = [
  'about.',
  'accessibilityPage.',
  'bill.',
  'checkout.',
  'contact.',
  'login.',
  'orders.',
  'profile.',
  'schedule.',
  'trackOrder.',
] as const;
export const isScreenKey = (key: string) => SCREEN_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

export type CataloguePart = 'shop' | 'screens' | 'staff';
export const partOfKey = (key: string): CataloguePart =>
  isStaffKey(key) ? 'staff' : isScreenKey(key) ? 'screens' : 'shop';
const PARTS: readonly string[] = ['shop', 'screens', 'staff'] satisfies CataloguePart[];

/** A catalogue file as syntax trees; throws naming the key when a message is not valid ICU. */
export function compileCatalogue(file: string): Record<string, unknown> {
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => {
      try {
        return [key, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat (${String(error)})`, {
          cause: error,
        });
      }
    }),
  );
}

/** The words a page shows before its scripts have run, in each language, from the catalogues. */
const BOOT_KEYS = ['brand.name', 'boot.loading'] as const;
/** What the app draws around the introduction's first screen: the taskbar's button and hint, and the
 * language choice, which shows the language's own name (`language.<code>`, as `languageNames` has it). */
const AROUND_INTRO_KEYS = ['taskbar.label', 'taskbar.shortcut'] as const;
/** The introduction's first screen as a new visitor first sees it: its step count, heading and text. */
const INTRO_KEYS = [
  'onboarding.stepOf',
  comparePricesStep.titleKey,
  'onboarding.comparePrices.text',
] as const;

/** Where a new visitor sees the introduction's first screen, as the page's script matches the address. */
export const FIRST_INTRO_SCREEN_PATH = `^(/|${comparePricesStep.path})/?$`;

function bootWords(language: string, keys: readonly string[]): string[] {
  const catalogue = JSON.parse(readFileSync(resolve(messagesDir, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
  return keys.map((key) => {
    const words = catalogue[key];
    if (!words) throw new Error(`${language}.json has no "${key}" for the page before its scripts`);
    return words;
  });
}

/**
 * A message with its arguments filled in, for the page before its scripts: only text and plain or number
 * arguments (numbers as digits, as the app shows them in each of its languages); anything else stops the build.
 */
export function formatPlainMessage(message: string, values: Record<string, string | number> = {}): string {
  return parse(message)
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isArgumentElement(element) || isNumberElement(element)) {
        const value = values[element.value];
        if (value === undefined) throw new Error(`no value for {${element.value}} in "${message}"`);
        return String(value);
      }
      throw new Error(`the page before its scripts cannot show "${message}"`);
    })
    .join('');
}

/**
 * What `<div id="root">` holds until the app's first render replaces it, painted with the HTML and the
 * stylesheet, before any script, in the language public/theme-init.js chose (each language's words are
 * there; global.css shows the one matching `<html lang>`):
 * - for a new visitor at `/` (the page's script marks `<html data-boot="intro">`), the introduction's first
 *   screen as the app draws it, its step count, heading and text with the same classes and in the same
 *   place, so the largest thing on the screen is painted at once and the app's own copy of it, the same
 *   size, neither moves it nor counts as a later paint;
 * - otherwise the brand and "Opening the shop…".
 * Plain text, no live region and no controls: a screen reader that arrives first finds a main landmark with
 * a heading, nothing is announced, and nothing can be pressed before it works.
 */
export function bootShell(locales: Record<string, string>): string {
  const blocks = ['en', 'si', 'ta'].map((language) => {
    const [brand = '', loading = ''] = bootWords(language, BOOT_KEYS).map(plainHtml);
    const opening = `<div class="boot__words" data-boot-language="${language}" lang="${language}"><h1 class="boot__brand">${brand}</h1><p>${loading}</p></div>`;
    return (
      opening +
      firstIntroScreen(language) +
      previewRooms(language, catalogueWords(language, locales[language]))
    );
  });
  return `<main class="boot">${blocks.join('')}</main>`;
}

const plainHtml = (message: string) => escapeHtml(formatPlainMessage(message));

/** A language's messages formatted as the app formats them (plurals too), as plain text. */
function catalogueWords(language: string, locale: string | undefined): FormatWords {
  if (!locale) throw new Error(`no locale for "${language}" for the page before its scripts`);
  const catalogue = compileCatalogue(resolve(messagesDir, `${language}.json`));
  const { format } = createMessageFormatter(
    locale,
    catalogue as Parameters<typeof createMessageFormatter>[1],
  );
  return (key, values) => {
    const words = format(key, values);
    if (typeof words !== 'string' || words === key) {
      throw new Error(`${language}.json has no plain "${key}" for the page before its scripts`);
    }
    return words;
  };
}

/**
 * The introduction's first screen before the scripts, in `language`. What the app draws around its text
 * and what cannot work yet (the taskbar's button and hint, the language choice, the picture) is only room,
 * so it wraps as the app's does and nothing moves when the app arrives. The picture's room is empty, so it
 * sits on the text's baseline as the inline SVG does.
 */
function firstIntroScreen(language: string): string {
  const firstStep = { step: onboardingSteps.indexOf(comparePricesStep) + 1, steps: onboardingSteps.length };
  const [stepOf = '', title = '', text = ''] = bootWords(language, INTRO_KEYS);
  const [taskbarLabel = '', shortcut = '', languageName = ''] = bootWords(language, [
    ...AROUND_INTRO_KEYS,
    `language.${language}`,
  ]).map(plainHtml);
  const taskbar =
    '<div class="taskbar"><div class="taskbar__bar container">' +
    room('button button--small taskbar__toggle', `<span class="boot__icon"></span>${taskbarLabel}`) +
    room('taskbar__hint', shortcut) +
    '</div></div>';
  const languageChoice = room('button button--small language-picker', languageName);
  return (
    `<div class="boot__intro" data-boot-language="${language}" lang="${language}">` +
    taskbar +
    '<div class="onboarding container"><div class="onboarding__card">' +
    `<div class="onboarding__language"><div class="menu-button">${languageChoice}</div></div>` +
    `<p class="onboarding__step">${escapeHtml(formatPlainMessage(stepOf, firstStep))}</p>` +
    `<h1 class="onboarding__title">${plainHtml(title)}</h1>` +
    `<div class="onboarding__illustration">${room('onboarding__art boot__art', '')}</div>` +
    `<div class="onboarding__text"><p>${plainHtml(text)}</p></div>` +
    '</div></div></div>'
  );
}

/** `locales`: each language's locale for Intl (contracts' languageLocales), as the app formats with them. */
export function icuMessages(locales: Record<string, string>): Plugin {
  return {
    name: 'icu-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">${bootShell(locales)}</div>`);
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      // `en`, or `en-shop` / `en-screens` / `en-staff` (named so, the chunks are named after their language).
      const [language = '', part] = id.slice(resolvedPrefix.length).split('-');
      if (!/^[a-z]{2}$/.test(language) || (part !== undefined && !PARTS.includes(part))) {
        throw new Error(`No catalogue "${id.slice(resolvedPrefix.length)}"`);
      }
      const file = resolve(messagesDir, `${language}.json`);
      this.addWatchFile(file);
      const whole = compileCatalogue(file);
      const messages =
        part === undefined
          ? whole
          : Object.fromEntries(Object.entries(whole).filter(([key]) => partOfKey(key) === part));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
