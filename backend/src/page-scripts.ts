// The built page's inline scripts (index.html: the display settings applied before the first paint, put
// there by frontend/inline-page-assets-plugin.ts), as the Content-Security-Policy's `script-src` allows them:
// by the hash of each one's exact text, so no other inline script runs, injected or not.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The hashes of the built page's inline scripts; none when the storefront is not built (API only). */
export function builtPageScriptHashes(frontendDist: string): string[] {
  const page = path.join(frontendDist, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}
