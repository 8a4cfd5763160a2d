import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScript, THEME_INIT_TAG } from './inline-theme-init-plugin';

const page = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
const themeInit = readFileSync(path.join(import.meta.dirname, 'public', 'theme-init.js'), 'utf8');

describe('theme-init.js inlined into the page', () => {
  it('replaces the file with the same script, minified, and leaves the rest of the page alone', () => {
    const built = inlineScript(page, THEME_INIT_TAG, themeInit);
    expect(built).not.toContain('src="/theme-init.js"');
    expect(built.replace(/<script>[\s\S]*?<\/script>/, '')).toBe(page.replace(THEME_INIT_TAG, ''));
    const inlined = /<script>([\s\S]*?)<\/script>/.exec(built)?.[1] ?? '';
    expect(inlined.length).toBeLessThan(themeInit.length * 0.7);
    // The minified script still does what the file does (the unit test of the file checks it in depth).
    document.documentElement.lang = 'en';
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'ta', contrast: 'dark' }));
    new Function(inlined)();
    expect(document.documentElement.lang).toBe('ta');
    expect(document.documentElement.dataset.contrast).toBe('dark');
  });

  it('stops the build when the page no longer loads the file', () => {
    expect(() => inlineScript(page.replace(THEME_INIT_TAG, ''), THEME_INIT_TAG, themeInit)).toThrow(
      'index.html has no <script src="/theme-init.js"></script> to inline',
    );
  });

  it('never lets the script end its own tag early', () => {
    const built = inlineScript(page, THEME_INIT_TAG, 'document.title = "</script><p>hi</p>";');
    expect(built.match(/<\/script>/g)).toHaveLength(page.match(/<\/script>/g)?.length ?? 0);
  });
});
