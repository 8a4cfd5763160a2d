import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deferAppScripts,
  inlineScript,
  inlineStylesheets,
  THEME_INIT_TAG,
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

describe("the app's scripts named on the page's script", () => {
  const built = [
    "<head><script>start(page.getAttribute('data-app-entry'))</script>",
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/shell-3.js">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');

  it('takes the entry script and its preloads out of the page and names them on the inline script', () => {
    expect(deferAppScripts(built)).toBe(
      '<head><script data-app-entry="/assets/index-1.js" data-app-preloads="/assets/react-2.js /assets/shell-3.js">start(page.getAttribute(\'data-app-entry\'))</script>\n</head><body><div id="root"></div></body>',
    );
  });

  it('stops the build when the page has no entry script, no inline script, or another one first', () => {
    expect(() => deferAppScripts('<head><script>theme()</script></head>')).toThrow('no module script');
    const starter = "<script>start(page.getAttribute('data-app-entry'))</script>";
    expect(() => deferAppScripts(built.replace(starter, ''))).toThrow('no inline script');
    expect(() => deferAppScripts(built.replace(starter, `<script>theme()</script>${starter}`))).toThrow(
      'not the one that starts the app',
    );
  });
});
