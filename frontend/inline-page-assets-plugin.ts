// At build time, puts what the first paint waits for into index.html itself (issue 23): each was a request
// that held up the first paint on a slow network, one round trip after the page's own.
// - public/theme-init.js (the shopper's language, contrast and text size, applied before the first paint),
//   minified, with a line that starts fetching the shop's words in that language. The main API allows it by its hash in the page's Content-Security-Policy
//   (backend/src/page-scripts.ts reads the built page), so the policy still allows no other inline script.
// - The stylesheet (the shop has one, ~7 KB Brotli). The page is revalidated on each visit (a 304 when
//   unchanged), so the styles come from the browser's cache as the file did.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { minifySync, type Plugin } from 'vite';

export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

export function inlineScript(html: string, tag: string, source: string): string {
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
  const minified = minifySync('theme-init.js', source, {});
  if (minified.errors.length > 0) throw new Error(`theme-init.js: ${minified.errors[0]?.message}`);
  if (/<\/script/i.test(minified.code)) throw new Error('theme-init.js must not contain "</script"');
  return html.replace(tag, () => `<script>${minified.code.trim()}</script>`);
}

/**
 * A script that asks, as the page is read, for the chunk of the shop's words in the language theme-init.js
 * has just put on `<html lang>`: the app waits for them before its first render, and otherwise would ask for
 * them only once its own scripts had arrived and run, one round trip later.
 */
export function wordsPreloadScript(files: Readonly<Record<string, string>>): string {
  return `(function () {
  var file = ${JSON.stringify(files)}[document.documentElement.lang];
  if (!file) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.appendChild(link);
})();`;
}

/** The shop's words' chunk of each language in the build (`/assets/en-shop-….js`), by language. */
function shopWordsFiles(bundle: OutputBundle): Record<string, string> {
  const files: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const language = /^\0virtual:messages\/([a-z]{2})-shop$/.exec(
      output.type === 'chunk' ? (output.facadeModuleId ?? '') : '',
    )?.[1];
    if (language) files[language] = `/${output.fileName}`;
  }
  if (Object.keys(files).length === 0) throw new Error("the build has no chunk of the shop's words");
  return files;
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

export function inlinePageAssets(): Plugin {
  return {
    name: 'store-inline-page-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) throw new Error('the page is inlined at build time only');
        const themeInit = readFileSync(path.join(import.meta.dirname, 'public', 'theme-init.js'), 'utf8');
        const pageScript = `${themeInit}\n${wordsPreloadScript(shopWordsFiles(bundle))}`;
        return inlineStylesheets(inlineScript(html, THEME_INIT_TAG, pageScript), (fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
