// At build time, puts what the first paint waits for into index.html itself (issue 23): each was a request
// that held up the first paint on a slow network, one round trip after the page's own.
// - public/theme-init.js (the shopper's language, contrast and text size, applied before the first paint),
//   minified. The main API allows it by its hash in the page's Content-Security-Policy
//   (backend/src/page-scripts.ts reads the built page), so the policy still allows no other inline script.
// - The stylesheet (the shop has one, ~7 KB Brotli). The page is revalidated on each visit (a 304 when
//   unchanged), so the styles come from the browser's cache as the file did.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

export function inlineScript(html: string, tag: string, source: string): string {
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
  const minified = minifySync('theme-init.js', source, {});
  if (minified.errors.length > 0) throw new Error(`theme-init.js: ${minified.errors[0]?.message}`);
  if (/<\/script/i.test(minified.code)) throw new Error('theme-init.js must not contain "</script"');
  return html.replace(tag, () => `<script>${minified.code.trim()}</script>`);
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
        const themeInit = readFileSync(path.join(import.meta.dirname, 'public', 'theme-init.js'), 'utf8');
        return inlineStylesheets(inlineScript(html, THEME_INIT_TAG, themeInit), (fileName) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
