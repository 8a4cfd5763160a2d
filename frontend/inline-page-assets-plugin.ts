// At build time, puts what the first paint waits for into index.html itself (issue 23): each was a request
// that held up the first paint on a slow network, one round trip after the page's own.
// - public/theme-init.js (the shopper's language, contrast and text size, applied before the first paint),
//   minified, followed by the page's own script (page-start-script.ts: it marks a new visitor's introduction,
//   asks at once for the words, the route's code and a catalogue answer, draws that answer and starts the
//   app's scripts once the page has painted; the page itself names no script). The main API allows it by its
//   hash in the page's Content-Security-Policy (backend/src/page-scripts.ts reads the built page), so the
//   policy still allows no other inline script.
// - The stylesheet (the shop has one, ~7 KB Brotli). The page is revalidated on each visit (a 304 when
//   unchanged), so the styles come from the browser's cache as the file did.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { minifySync, type Plugin } from 'vite';
import { FIRST_INTRO_SCREEN_PATH } from './icu-messages-plugin';
import {
  FIRST_ROUTES,
  firstAnswers,
  firstFetchesScript,
  introMarkScript,
  type FirstFetches,
} from './page-start-script';

export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

export function inlineScript(html: string, tag: string, source: string): string {
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
  const minified = minifySync('theme-init.js', source, {});
  if (minified.errors.length > 0) throw new Error(`theme-init.js: ${minified.errors[0]?.message}`);
  if (/<\/script/i.test(minified.code)) throw new Error('theme-init.js must not contain "</script"');
  return html.replace(tag, () => `<script>${minified.code.trim()}</script>`);
}

/** The chunks a chunk needs (itself and what it imports, on down), by file name. */
function withImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, seen);
  return seen;
}

/** What the page's script fetches, from the build's chunk names. */
function firstFetchesOf(bundle: OutputBundle, page: PageSettings): FirstFetches {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const words: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = /^\0virtual:messages\/([a-z]{2})-shop$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) words[language] = `/${chunk.fileName}`;
  }
  if (Object.keys(words).length === 0) throw new Error("the build has no chunk of the shop's words");
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const inPage = withImports(bundle, entry.fileName);
  const routes = FIRST_ROUTES.map(({ path: routePath, onboarded, module }) => {
    const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/frontend/${module}`));
    if (!screen) throw new Error(`the build has no chunk of ${module}`);
    const files = [...withImports(bundle, screen.fileName)].filter((file) => !inPage.has(file));
    return { path: routePath, onboarded, files: files.map((file) => `/${file}`) };
  });
  return {
    words,
    routes,
    answers: firstAnswers(page.apiUrl, page.listLimit, page.locales),
    preview: { eagerCards: page.eagerCards, currency: page.currency },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page with the app's entry script and its module preloads taken out, and named on the page's own script
 * (its first inline `<script>`) as `data-app-entry` and `data-app-preloads`, where firstFetchesScript finds
 * them to ask for once the page has painted.
 */
export function deferAppScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, file]) => file ?? '');
  if (preloads.some((file) => /[\s"]/.test(file)))
    throw new Error('a preloaded file name holds a space or quote');
  const without = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const pageScript = /<script>([\s\S]*?)<\/script>/.exec(without)?.[1];
  if (pageScript === undefined) throw new Error('index.html has no inline script to start the app');
  if (!pageScript.includes('data-app-entry')) {
    throw new Error("index.html's first inline script is not the one that starts the app");
  }
  return without.replace(
    '<script>',
    () => `<script data-app-entry="${entry}" data-app-preloads="${preloads.join(' ')}">`,
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** The page with each `<link rel="stylesheet">` of the build replaced by its styles (`cssOf` its file name). */
export function inlineStylesheets(html: string, cssOf: (fileName: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
    const css = cssOf(fileName);
    if (css === undefined) throw new Error(`index.html links ${fileName}, which the build did not write`);
    if (/<\/style/i.test(css)) throw new Error(`${fileName} must not contain "</style"`);
    return `<style>${css}</style>`;
  });
}

/**
 * The API's address (VITE_API_URL, '' for this origin), the products on a collection page, and each
 * language's locale (contracts' languageLocales).
 */
export interface PageSettings {
  apiUrl: string;
  listLimit: number;
  locales: Record<string, string>;
  /** The collection's cards whose pictures load at once (its first screenful). */
  eagerCards: number;
  /** What prices are shown in (the contracts' CURRENCY). */
  currency: string;
}

export function inlinePageAssets(page: PageSettings): Plugin {
  return {
    name: 'store-inline-page-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) throw new Error('the page is inlined at build time only');
        const themeInit = readFileSync(path.join(import.meta.dirname, 'public', 'theme-init.js'), 'utf8');
        const pageScript = [
          themeInit,
          introMarkScript(FIRST_INTRO_SCREEN_PATH),
          firstFetchesScript(firstFetchesOf(bundle, page)),
        ].join('\n');
        return inlineStylesheets(
          deferAppScripts(inlineScript(html, THEME_INIT_TAG, pageScript)),
          (fileName) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return undefined;
            return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          },
        );
      },
    },
  };
}
