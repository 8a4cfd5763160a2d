// The page's own script, written at build time into index.html by inline-page-assets-plugin.ts (after
// public/theme-init.js): it marks a new visitor's introduction, asks at once for what the first screen needs
// (the shop's words, the route's code, the collection's or a product's catalogue answer), draws that answer
// (first-answer-preview.ts) and starts the app's scripts once the page has painted.
import { previewFunction, type PreviewSettings } from './first-answer-preview';

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
