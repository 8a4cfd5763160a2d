import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY, PRODUCT_LIST_DEFAULT_LIMIT } from '@store/contracts/constants';
import { languageLocales } from '@store/contracts/languages';
import { inlineScript, THEME_INIT_TAG } from './inline-page-assets-plugin';
import {
  FIRST_ROUTES,
  firstAnswers,
  firstFetchesScript,
  ONBOARDING_FLAG,
  PREVIEW_WAIT_MS,
  START_WITHOUT_FRAME_MS,
} from './page-start-script';
import { COLLECTION_PAGE_SIZE } from './src/app/routes/collection';
import { paths } from './src/config/paths';
import { readCollectionParams } from './src/features/catalog/hooks/use-collection-params';
import { getProduct, getProductList } from './src/features/product/api/products-api';
import { apiClient } from './src/lib/api-client';
import type { FirstAnswer } from './src/lib/first-answer';
import type { HttpRequest } from './src/lib/http-client';
import { storageKeys } from './src/lib/storage';

const page = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');

describe('what the page asks for as it is read', () => {
  const fetches = {
    words: { en: '/assets/en-shop-1.js', si: '/assets/si-shop-2.js', ta: '/assets/ta-shop-3.js' },
    routes: [
      { path: '^/$', onboarded: false, files: ['/assets/onboarding-4.js'] },
      { path: '^/$', onboarded: true, files: ['/assets/home-5.js'] },
      { path: '^/product/[^/]+/?$', onboarded: true, files: ['/assets/product-6.js', '/assets/tabs-7.js'] },
    ],
    answers: firstAnswers('', PRODUCT_LIST_DEFAULT_LIMIT, languageLocales),
    preview: { eagerCards: 4, currency: CURRENCY },
  };
  const built = /<script>([\s\S]*?)<\/script>/.exec(
    inlineScript(page, THEME_INIT_TAG, firstFetchesScript(fetches)),
  )?.[1];
  /** The page's script tag as deferAppScripts writes it. */
  const pageScriptTag = (entry: string, preloads: string[]) => {
    const tag = document.createElement('script');
    tag.setAttribute('data-app-entry', entry);
    tag.setAttribute('data-app-preloads', preloads.join(' '));
    return tag;
  };
  /** Runs the page's script at `address` as the script of `tag`. */
  const read = (address: string, language: string, onboarded: boolean, tag = pageScriptTag('/e.js', [])) => {
    window.history.replaceState(null, '', address);
    document.documentElement.lang = language;
    if (onboarded) localStorage.setItem(ONBOARDING_FLAG, 'true');
    else localStorage.removeItem(ONBOARDING_FLAG);
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    try {
      new Function(built ?? '')();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
  };
  /** What the page had asked for so far: each module preload (address and crossorigin), then the app's entry. */
  const askedFor = () => {
    const asked = [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')];
    for (const element of asked) element.remove();
    return asked.map((element) =>
      element instanceof HTMLScriptElement
        ? `app ${element.getAttribute('src')} ${element.getAttribute('crossorigin')}`
        : `${element.getAttribute('href')} ${element.getAttribute('crossorigin')}`,
    );
  };
  /** The module preloads the page asks for at `address` once it has painted (the app's entry left out). */
  const visit = async (address: string, language: string, onboarded: boolean) => {
    read(address, language, onboarded);
    await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')).not.toBeNull());
    return askedFor().filter((asked) => !asked.startsWith('app '));
  };
  // The page's early catalogue read goes nowhere here.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    ),
  );
  afterEach(async () => {
    // Whatever a test's visit started is taken out before the next.
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_MS + START_WITHOUT_FRAME_MS + 50));
    askedFor();
    window.history.replaceState(null, '', '/');
    window.__storeFirstAnswer = undefined;
    vi.unstubAllGlobals();
  });

  /** What the page's script left for the app (read through a call: TypeScript cannot see the script set it). */
  const startedByPage = (): FirstAnswer | undefined => window.__storeFirstAnswer;

  /** The catalogue read the page starts at `address`, and how it asked. */
  const earlyAnswer = (address: string, language: string, onboarded = true) => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    window.__storeFirstAnswer = undefined;
    read(address, language, onboarded);
    const first = startedByPage();
    if (!first) return { asked: fetch.mock.calls };
    expect(fetch).toHaveBeenCalledWith(first.url, {
      headers: { 'Accept-Language': first.acceptLanguage },
      credentials: 'same-origin',
    });
    return { url: first.url, acceptLanguage: first.acceptLanguage };
  };

  /** The address the app's API client asks for with `read` (the real screens' calls), and its language. */
  const askedByApp = async (read: () => Promise<unknown>) => {
    const previous = apiClient.transport;
    let asked: HttpRequest | undefined;
    apiClient.transport = (request) => {
      asked = request;
      return Promise.resolve({ status: 404, headers: new Headers(), data: undefined });
    };
    try {
      await read().catch(() => undefined);
    } finally {
      apiClient.transport = previous;
    }
    return { url: asked?.url, acceptLanguage: asked?.headers.get('Accept-Language') };
  };

  it('the collection’s first page and a product page’s product, asked as the app asks for them', async () => {
    const { category, subCategory, sort, search } = readCollectionParams(new URLSearchParams());
    for (const language of ['en', 'si', 'ta'] as const) {
      const lang = language === 'en' ? undefined : language;
      // The app's client sends the locale of the language it shows (en-LK while these tests show English).
      const acceptLanguage = languageLocales[language];
      const collection = await askedByApp(() =>
        getProductList({ category, subCategory, sort, search, limit: COLLECTION_PAGE_SIZE, lang }),
      );
      expect(earlyAnswer('/collection', language)).toEqual({ url: collection.url, acceptLanguage });
      const product = await askedByApp(() => getProduct('0b8c0d3e-1', undefined, language));
      expect(earlyAnswer('/product/0b8c0d3e-1', language)).toEqual({ url: product.url, acceptLanguage });
      if (language === 'en') expect(product.acceptLanguage).toBe(acceptLanguage);
    }
    expect(earlyAnswer('/collection', 'si').url).toBe('/api/product/list?limit=20&lang=si');
  });

  it('no catalogue read for a filtered collection, another screen, or a new visitor', () => {
    expect(earlyAnswer('/collection?category=Men', 'en')).toEqual({ asked: [] });
    expect(earlyAnswer('/', 'en')).toEqual({ asked: [] });
    expect(earlyAnswer('/orders', 'en')).toEqual({ asked: [] });
    expect(earlyAnswer('/collection', 'en', false)).toEqual({ asked: [] });
    expect(earlyAnswer('/product/abc', 'en', false)).toEqual({ asked: [] });
  });

  it('on the API’s own address when VITE_API_URL names one', () => {
    expect(firstAnswers('https://api.example.lk', 20, { en: 'en-LK', si: 'si-LK' })).toEqual({
      locales: { en: 'en-LK', si: 'si-LK' },
      collection: {
        en: 'https://api.example.lk/api/product/list?limit=20',
        si: 'https://api.example.lk/api/product/list?limit=20&lang=si',
      },
      product: ['https://api.example.lk/api/product/', { en: '', si: '?lang=si' }],
    });
  });

  it('starts the app once the page has painted: its entry, the chunks it imports, the words and the route', async () => {
    const tag = pageScriptTag('/assets/index-8.js', ['/assets/react-9.js', '/assets/shell-10.js']);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const reading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    read('/', 'en', false, tag);
    reading.mockRestore();
    // Nothing while the page is read, nor once it is: its first paint has the link to itself.
    expect(askedFor()).toEqual([]);
    expect(frames).toHaveLength(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(frames).toHaveLength(1);
    expect(askedFor()).toEqual([]);
    // The frame of the first paint, then the task after it.
    for (const frame of frames) frame(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedFor()).toEqual([
      '/assets/react-9.js ',
      '/assets/shell-10.js ',
      '/assets/en-shop-1.js ',
      '/assets/onboarding-4.js ',
      'app /assets/index-8.js ',
    ]);
    // Once: the frame's timer and the one that waits for no frame do not start it twice.
    await new Promise((resolve) => setTimeout(resolve, START_WITHOUT_FRAME_MS + 50));
    expect(askedFor()).toEqual([]);
  });

  it('starts the app at once when the page is hidden, and soon when no frame comes', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      read('/', 'en', false);
      expect(askedFor()).toEqual(['/assets/en-shop-1.js ', '/assets/onboarding-4.js ', 'app /e.js ']);
    } finally {
      hidden.mockRestore();
    }
    vi.stubGlobal('requestAnimationFrame', () => 0);
    read('/orders', 'en', true);
    expect(askedFor()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, START_WITHOUT_FRAME_MS + 50));
    expect(askedFor()).toContain('app /e.js ');
  });

  /** The collection read with the page being read, its frames held; `answer` is what its early read gets. */
  const readCollection = (answer: Promise<Response>) => {
    document.body.innerHTML = '<div id="root"><main class="boot"></main></div>';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer),
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const reading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    read('/collection', 'en', true);
    reading.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const paint = async () => {
      for (const frame of frames.splice(0)) frame(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { frames, paint };
  };
  const listAnswer = () =>
    new Response(
      JSON.stringify({ success: true, products: [{ _id: 'p1', name: 'Navy tee', price: 1990, image: [] }] }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );

  it("draws the collection's products from the early answer, then starts the app once they are painted", async () => {
    let answer: (response: Response) => void = () => {};
    const { frames, paint } = readCollection(new Promise<Response>((resolve) => (answer = resolve)));
    // The page is read and painted, the answer not here yet: no frame asked for, nothing started.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames).toHaveLength(0);
    expect(askedFor()).toEqual([]);
    answer(listAnswer());
    await vi.waitFor(() => expect(document.querySelector('#root .boot__preview')).not.toBeNull());
    expect(document.querySelector('.boot__preview .product-card__name')?.textContent).toBe('Navy tee');
    // The frame that paints them, then the task after it: only then the app's scripts.
    expect(askedFor()).toEqual([]);
    expect(frames).toHaveLength(1);
    await paint();
    expect(askedFor()).toContain('app /e.js ');
    // The app's client still reads the whole answer.
    const body: unknown = await startedByPage()?.response.then((response) => response.json());
    expect(body).toMatchObject({ products: [{ name: 'Navy tee' }] });
    document.body.replaceChildren();
  });

  it('starts the app without the preview when the early answer fails, or is not here in PREVIEW_WAIT_MS', async () => {
    const failed = readCollection(Promise.reject(new TypeError('Network Error')));
    await vi.waitFor(() => expect(failed.frames).toHaveLength(1));
    await failed.paint();
    expect(askedFor()).toContain('app /e.js ');
    expect(document.querySelector('.boot__preview')).toBeNull();

    const slow = readCollection(new Promise<Response>(() => {}));
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_MS / 2));
    expect(slow.frames).toHaveLength(0);
    await vi.waitFor(() => expect(slow.frames).toHaveLength(1), { timeout: PREVIEW_WAIT_MS });
    await slow.paint();
    expect(askedFor()).toContain('app /e.js ');
    document.body.replaceChildren();
  });

  it('draws an answer that came while the page was still being read once it has been', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(listAnswer())),
    );
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const reading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      read('/collection', 'en', true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The page's <main> is not read yet.
      document
        .querySelector('#root')
        ?.append(Object.assign(document.createElement('main'), { className: 'boot' }));
      expect(document.querySelector('.boot__preview')).toBeNull();
    } finally {
      reading.mockRestore();
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(document.querySelector('#root .boot__preview')).not.toBeNull());
    document.body.replaceChildren();
  });

  it('draws nothing once the app has drawn its own screen', async () => {
    let answer: (response: Response) => void = () => {};
    readCollection(new Promise<Response>((resolve) => (answer = resolve)));
    // The app's first render replaces the page's <main>.
    document.querySelector('#root')?.replaceChildren(document.createElement('main'));
    answer(listAnswer());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.boot__preview')).toBeNull();
    document.body.replaceChildren();
  });

  it("the words in the language on <html lang> and the route's code, for the visitor the route shows", async () => {
    expect(await visit('/', 'ta', false)).toEqual(['/assets/ta-shop-3.js ', '/assets/onboarding-4.js ']);
    expect(await visit('/', 'si', true)).toEqual(['/assets/si-shop-2.js ', '/assets/home-5.js ']);
    expect(await visit('/product/abc', 'en', true)).toEqual([
      '/assets/en-shop-1.js ',
      '/assets/product-6.js ',
      '/assets/tabs-7.js ',
    ]);
  });

  it('no route code where the route would not show (a new visitor is led to the introduction)', async () => {
    expect(await visit('/product/abc', 'en', false)).toEqual(['/assets/en-shop-1.js ']);
    expect(await visit('/orders', 'en', true)).toEqual(['/assets/en-shop-1.js ']);
    expect(await visit('/', 'fr', true)).toEqual(['/assets/home-5.js ']);
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
