// The message catalogues (src/i18n/messages/<language>.json, ICU MessageFormat strings that translators
// read and edit) reach the browser already parsed: `virtual:messages/<language>` is the catalogue as
// FormatJS syntax trees, so the shop ships no message parser (src/i18n/format-message.ts formats the trees)
// and each language is its own chunk, loaded only when chosen. Dev, build and the unit tests share it.
// The app loads `virtual:messages/<language>-shop` (what every shopper's page needs), with the other shopper
// screens `<language>-screens` and on a helper's or admin's screen `<language>-staff`; the whole catalogue
// (`virtual:messages/<language>`) is for tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

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

/**
 * What `<div id="root">` holds until the app's first render replaces it: the brand and "Opening the shop…",
 * painted with the HTML and the stylesheet, before any script, in the language public/theme-init.js chose
 * (each language's words are there; global.css shows the one matching `<html lang>`). Plain text, no live
 * region: a screen reader that arrives first finds a main landmark with the brand as its heading, nothing is
 * announced.
 */
export function bootShell(): string {
  const languageWords = ['en', 'si', 'ta'].map((language) => {
    const catalogue = JSON.parse(readFileSync(resolve(messagesDir, `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const [brand, loading] = BOOT_KEYS.map((key) => {
      const words = catalogue[key];
      if (!words) throw new Error(`${language}.json has no "${key}" for the page before its scripts`);
      return words.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    });
    return `<div class="boot__words" data-boot-language="${language}" lang="${language}"><h1 class="boot__brand">${brand}</h1><p>${loading}</p></div>`;
  });
  return `<main class="boot">${languageWords.join('')}</main>`;
}

export function icuMessages(): Plugin {
  return {
    name: 'icu-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">${bootShell()}</div>`);
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
