// At build time, puts what the first paint waits for into index.html itself (issue 23): each was a request
// that held up the first paint on a slow network, one round trip after the page's own.
// - public/theme-init.js (the shopper's language, contrast and text size, applied before the first paint),
//   minified, with a few lines that mark a new visitor's introduction (what the page shows before its
//   scripts) and a few that start the app's scripts once the page has painted, with the shop's words in that
//   language and the route's code (the page itself names no script); on the collection and a product page it
//   first draws their products from the catalogue answer it asks for at once (first-answer-preview.ts). The main API allows it by its hash in the page's Content-Security-Policy
//   (backend/src/page-scripts.ts reads the built page), so the policy still allows no other inline script.
// - The stylesheet (the shop has one, ~7 KB Brotli). The page is revalidated on each visit (a 304 when
//   unchanged), so the styles come from the browser's cache as the file did.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { minifySync, type Plugin } from 'vite';
import { previewFunction, type PreviewSettings } from './first-answer-preview';
import { FIRST_INTRO_SCREEN_PATH } from './icu-messages-plugin';

export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

export function inlineScript(html: string, tag: string, source: string): string {
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
  const minified = minifySync('theme-init.js', source, {});
  if (minified.errors.length > 0) throw new Error(`theme-init.js: ${minified.errors[0]?.message}`);
  if (/<\/script/i.test(minified.code)) throw new Error('theme-init.js must not contain "</script"');
  return html.replace(tag, () => `<script>${minified.code.trim()}</script>`);
}

/**
 * The routes a first visit opens (a new visitor's `/`, and `/`, the collection and a product after the
 * introduction), as the page's script matches `location.pathname` and the stored introduction flag
 * (lib/storage.ts), with the module of each route's screen (app/router.tsx).
 */
export const FIRST_ROUTES = [
  { path: '^/$', onboarded: false, module: 'src/app/routes/onboarding.tsx' },
  { path: '^/$', onboarded: true, module: 'src/app/routes/home.tsx' },
  { path: '^/collection/?$', onboarded: true, module: 'src/app/routes/collection.tsx' },
  { path: '^/product/[^/]+/?$', onboarded: true, module: 'src/app/routes/product.tsx' },
] as const;
export const ONBOARDING_FLAG = 'onboardingComplete';

export interface FirstFetches {
  /** The shop's words' chunk by language. */
  words: Record<string, string>;
  /** Each first route with the chunks of its screen that the page does not already name. */
  routes: Array<{ path: string; onboarded: boolean; files: string[] }>;
  /** The catalogue answers a first route shows, as the app asks for them (firstAnswers). */
  answers: FirstAnswers;
  preview: PreviewSettings;
}

/**
 * The catalogue reads of the collection (its first page, unfiltered: the address without a query) and of a
 * product page, by language, exactly as the app's API client asks for them (a test compares them with the
 * app's own), on the API's address (VITE_API_URL, this origin when unset).
 */
export interface FirstAnswers {
  /** The Accept-Language the app's client sends in each language (its locale). */
  locales: Record<string, string>;
  collection: Record<string, string>;
  /** A product's address is `product[0]`, the product's id as the address encodes it, then `product[1][lang]`. */
  product: [string, Record<string, string>];
}

export function firstAnswers(
  apiUrl: string,
  listLimit: number,
  locales: Record<string, string>,
): FirstAnswers {
  const languages = Object.keys(locales);
  const lang = (language: string, joiner: string) => (language === 'en' ? '' : `${joiner}lang=${language}`);
  return {
    locales,
    collection: Object.fromEntries(
      languages.map((language) => [
        language,
        `${apiUrl}/api/product/list?limit=${listLimit}${lang(language, '&')}`,
      ]),
    ),
    product: [
      `${apiUrl}/api/product/`,
      Object.fromEntries(languages.map((language) => [language, lang(language, '?')])),
    ],
  };
}

/** How long the page's script waits for the frame after the first paint before it starts the app anyway. */
export const START_WITHOUT_FRAME_MS = 250;

/**
 * How long after asking for the early catalogue answer the page's script may wait for it to draw its preview
 * (first-answer-preview.ts) before it starts the app without it.
 */
export const PREVIEW_WAIT_MS = 500;

/**
 * A script that starts the app once the page has painted what it holds (the introduction's first screen, or
 * the brand and "Opening the shop…"), and with it what the app would otherwise ask for only once its own
 * scripts had arrived and run (one round trip later on a slow network): the shop's words in the language
 * theme-init.js has just put on `<html lang>`, which the first render waits for, and the code of the route's
 * screen. The app's entry and the chunks it imports are named on the script's own tag (`data-app-entry`,
 * `data-app-preloads`: deferAppScripts), not in the page: asked for as the page is read, its 120 KB of scripts
 * shared a slow link with the page's first paint. On the collection and a product page it asks at once for the
 * catalogue answer the screen shows, which the app's API client then takes instead of asking again
 * (`window.__storeFirstAnswer`, lib/first-answer.ts), and draws the screen's products from it
 * (first-answer-preview.ts) before it starts the app, at most PREVIEW_WAIT_MS after the page is read.
 */
export function firstFetchesScript(fetches: FirstFetches): string {
  return `(function () {
  var page = document.currentScript || document.querySelector('script[data-app-entry]');
  var files = (page && page.getAttribute('data-app-preloads') || '').split(' ').filter(Boolean);
  function preload(file) {
    files.push(file);
  }
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
    var entry = page && page.getAttribute('data-app-entry');
    if (!entry) return;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  var words = ${JSON.stringify(fetches.words)}[document.documentElement.lang];
  if (words) preload(words);
  var onboarded = false;
  try {
    onboarded = localStorage.getItem(${JSON.stringify(ONBOARDING_FLAG)}) === 'true';
  } catch (error) {
    // Storage unavailable: the introduction it is.
  }
  var routes = ${JSON.stringify(fetches.routes)};
  for (var i = 0; i < routes.length; i++) {
    if (routes[i].onboarded === onboarded && new RegExp(routes[i].path).test(location.pathname)) {
      routes[i].files.forEach(preload);
      break;
    }
  }
  ${previewFunction(fetches.preview)}
  // Drawn from the early answer, the page's products are painted before the app's scripts share the link.
  var previewPending = false;
  var askedAt = 0;
  var whenPreviewDone = null;
  function previewDone() {
    previewPending = false;
    if (whenPreviewDone) whenPreviewDone();
  }
  var language = document.documentElement.lang;
  var answers = ${JSON.stringify(fetches.answers)};
  var answer;
  var product = new RegExp('^/product/([^/]+)/?$').exec(location.pathname);
  if (onboarded && new RegExp('^/collection/?$').test(location.pathname) && !location.search) {
    answer = answers.collection[language];
  } else if (onboarded && product) {
    try {
      answer = answers.product[0] + encodeURIComponent(decodeURIComponent(product[1])) + answers.product[1][language];
    } catch (error) {
    }
  }
  var locale = answers.locales[language];
  if (answer && locale && window.fetch) {
    var response = fetch(answer, { headers: { 'Accept-Language': locale }, credentials: 'same-origin' });
    // Offline, the failure is the app's to see when it takes the answer; unused, it is no page error.
    response['catch'](function () {});
    window.__storeFirstAnswer = { url: answer, acceptLanguage: locale, at: Date.now(), response: response };
    previewPending = true;
    askedAt = Date.now();
    response
      .then(function (answered) {
        return answered.ok ? answered.clone().json() : null;
      })
      .then(function (body) {
        return new Promise(function (drawn) {
          function draw() {
            // Not once the app has drawn its own screen (the page's <main> is gone then).
            var boot = document.querySelector('#root > main.boot');
            if (body && boot) showPreview(boot, body);
            drawn();
          }
          // An answer that came before the page was read waits for its <main>.
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw, { once: true });
          else draw();
        });
      })
      ['catch'](function () {})
      .then(previewDone);
  }
  function afterFirstPaint() {
    if (document.hidden || !window.requestAnimationFrame) return startApp();
    if (previewPending) {
      // Counted from when the answer was asked for, so a slow answer holds the app back as little as it can.
      var notWaitingLonger = setTimeout(previewDone, Math.max(0, askedAt + ${PREVIEW_WAIT_MS} - Date.now()));
      whenPreviewDone = function () {
        clearTimeout(notWaitingLonger);
        whenPreviewDone = null;
        afterFirstPaint();
      };
      return;
    }
    // A frame that does not come (the page hidden meanwhile) holds nothing back for long.
    var withoutFrame = setTimeout(startApp, ${START_WITHOUT_FRAME_MS});
    requestAnimationFrame(function () {
      clearTimeout(withoutFrame);
      setTimeout(startApp, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();`;
}

/**
 * A script that marks `<html data-boot="intro">` for a new visitor at the introduction's first screen, so the
 * page before its scripts shows that screen's words rather than "Opening the shop…" (bootShell in
 * icu-messages-plugin.ts).
 */
export function introMarkScript(introPath: string): string {
  return `(function () {
  var onboarded = false;
  try {
    onboarded = localStorage.getItem(${JSON.stringify(ONBOARDING_FLAG)}) === 'true';
  } catch (error) {
    // Storage unavailable: the introduction it is.
  }
  if (!onboarded && new RegExp(${JSON.stringify(introPath)}).test(location.pathname)) {
    document.documentElement.setAttribute('data-boot', 'intro');
  }
})();`;
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
