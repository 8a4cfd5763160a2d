import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScript,
  inlineStylesheets,
  THEME_INIT_TAG,
  wordsPreloadScript,
} from './inline-page-assets-plugin';

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

describe('the stylesheet inlined into the page', () => {
  const built =
    '<head><link rel="stylesheet" crossorigin href="/assets/shell-abc.css"><title>x</title></head>';

  it('replaces the link with the styles the build wrote', () => {
    const css = 'html[lang="si"] .boot__words{display:block}';
    expect(inlineStylesheets(built, (file) => (file === 'assets/shell-abc.css' ? css : undefined))).toBe(
      `<head><style>${css}</style><title>x</title></head>`,
    );
  });

  it('stops the build when the linked file is not in the build, or its styles would end the tag', () => {
    expect(() => inlineStylesheets(built, () => undefined)).toThrow('assets/shell-abc.css');
    expect(() => inlineStylesheets(built, () => 'a::after{content:"</style>"}')).toThrow('must not contain');
  });
});

describe("the shop's words asked for as the page is read", () => {
  const files = { en: '/assets/en-shop-1.js', si: '/assets/si-shop-2.js', ta: '/assets/ta-shop-3.js' };
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
  const built = /<script>([\s\S]*?)<\/script>/.exec(
    inlineScript(page, THEME_INIT_TAG, wordsPreloadScript(files)),
  )?.[1];

  it('in the language on <html lang>, and only that one', () => {
    for (const link of preloads()) link.remove();
    document.documentElement.lang = 'ta';
    new Function(built ?? '')();
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['/assets/ta-shop-3.js', ''],
    ]);
    preloads()[0]?.remove();
  });

  it('not at all in a language the shop does not have', () => {
    document.documentElement.lang = 'fr';
    new Function(built ?? '')();
    expect(preloads()).toEqual([]);
  });
});
