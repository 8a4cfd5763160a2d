// At build time, puts public/theme-init.js (the shopper's language, contrast and text size, applied before the
// first paint) into index.html itself, minified: as a file it was a request that held up the first paint on a
// slow network (issue 23). The main API allows it by its hash in the page's Content-Security-Policy
// (backend/src/page-scripts.ts reads the built page), so the policy still allows no other inline script.
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

export function inlineThemeInit(): Plugin {
  return {
    name: 'store-inline-theme-init',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        inlineScript(
          html,
          THEME_INIT_TAG,
          readFileSync(path.join(import.meta.dirname, 'public', 'theme-init.js'), 'utf8'),
        ),
    },
  };
}
