import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_ROUTES,
  firstFetchesScript,
  inlineScript,
  inlineStylesheets,
  ONBOARDING_FLAG,
  THEME_INIT_TAG,
} from './inline-page-assets-plugin';
import { paths } from './src/config/paths';
import { storageKeys } from './src/lib/storage';

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

describe('what the page asks for as it is read', () => {
  const fetches = {
    words: { en: '/assets/en-shop-1.js', si: '/assets/si-shop-2.js', ta: '/assets/ta-shop-3.js' },
    routes: [
      { path: '^/$', onboarded: false, files: ['/assets/onboarding-4.js'] },
      { path: '^/$', onboarded: true, files: ['/assets/home-5.js'] },
      { path: '^/product/[^/]+/?$', onboarded: true, files: ['/assets/product-6.js', '/assets/tabs-7.js'] },
    ],
  };
  const built = /<script>([\s\S]*?)<\/script>/.exec(
    inlineScript(page, THEME_INIT_TAG, firstFetchesScript(fetches)),
  )?.[1];
  const preloaded = () => {
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    for (const link of links) link.remove();
    return links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('crossorigin')}`);
  };
  const visit = (address: string, language: string, onboarded: boolean) => {
    window.history.replaceState(null, '', address);
    document.documentElement.lang = language;
    if (onboarded) localStorage.setItem(ONBOARDING_FLAG, 'true');
    else localStorage.removeItem(ONBOARDING_FLAG);
    new Function(built ?? '')();
    return preloaded();
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("the words in the language on <html lang> and the route's code, for the visitor the route shows", () => {
    expect(visit('/', 'ta', false)).toEqual(['/assets/ta-shop-3.js ', '/assets/onboarding-4.js ']);
    expect(visit('/', 'si', true)).toEqual(['/assets/si-shop-2.js ', '/assets/home-5.js ']);
    expect(visit('/product/abc', 'en', true)).toEqual([
      '/assets/en-shop-1.js ',
      '/assets/product-6.js ',
      '/assets/tabs-7.js ',
    ]);
  });

  it('no route code where the route would not show (a new visitor is led to the introduction)', () => {
    expect(visit('/product/abc', 'en', false)).toEqual(['/assets/en-shop-1.js ']);
    expect(visit('/orders', 'en', true)).toEqual(['/assets/en-shop-1.js ']);
    expect(visit('/', 'fr', true)).toEqual(['/assets/home-5.js ']);
  });

  it("names the app's own addresses, screens and introduction flag", () => {
    const matches = (address: string) =>
      FIRST_ROUTES.filter((route) => new RegExp(route.path).test(address)).map((route) => route.module);
    expect(matches(paths.home)).toEqual(['src/app/routes/onboarding.tsx', 'src/app/routes/home.tsx']);
    expect(matches(paths.collection)).toEqual(['src/app/routes/collection.tsx']);
    expect(matches(paths.product('0b8c0d3e-1'))).toEqual(['src/app/routes/product.tsx']);
    for (const route of FIRST_ROUTES)
      expect(existsSync(path.join(import.meta.dirname, route.module))).toBe(true);
    expect(ONBOARDING_FLAG).toBe(storageKeys.onboarding);
  });
});
