// The collection's first page and a product, drawn by the page's own script from the catalogue answer it asks
// for as the page is read (frontend/first-answer-preview.ts, issue 23): before the app's scripts have arrived,
// in the shopper's language, and as large as the app draws them, so the app's copy is no later, larger paint
// and a phone's largest paint is the page's.
import type { Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { listProducts } from './harness/api';
import { expect, test } from './harness/fixtures';
import { APP_MAIN, pageHeading, settle } from './harness/flows';

type Language = 'en' | 'si' | 'ta';

async function storeLanguage(page: Page, language: Language) {
  const settings = JSON.stringify({ language });
  await page.addInitScript((stored) => localStorage.setItem('accessibilitySettings', stored), settings);
}

/** The page's products as the API answers them in `language`. */
async function productsIn(baseUrl: string, language: Language): Promise<Product[]> {
  return listProducts(baseUrl, language === 'en' ? '?limit=20' : `?limit=20&lang=${language}`);
}

test('before the app’s scripts, the collection and a product page show their products in the shopper’s language', async ({
  openPage,
  stack,
  axe,
}) => {
  for (const language of ['si', 'ta', 'en'] as const) {
    const products = await productsIn(stack.baseUrl, language);
    const [first] = products;
    if (!first) throw new Error('the seeded shop has no product');

    const collection = await openPage({ onboarded: true });
    await storeLanguage(collection, language);
    await collection.route('**/assets/*.js', (route) => route.abort());
    await collection.goto('/collection', { waitUntil: 'domcontentloaded' });
    const cards = collection.locator('main.boot .boot__preview li.product-card');
    await expect(cards).toHaveCount(products.length);
    const link = collection.getByRole('link', { name: first.name, exact: true });
    await expect(link).toHaveAttribute('href', `/product/${first._id}`);
    await expect(cards.first().locator('.product-card__price')).toHaveText(/^LKR [\d,]+\.\d\d$/);
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    await axe.expectNoViolations(collection, `the collection before its scripts, ${language}`);
    await collection.close();

    const product = await openPage({ onboarded: true });
    await storeLanguage(product, language);
    await product.route('**/assets/*.js', (route) => route.abort());
    await product.goto(`/product/${first._id}`, { waitUntil: 'domcontentloaded' });
    const preview = product.locator('main.boot .boot__preview');
    await expect(preview.getByRole('heading', { level: 1, name: first.name, exact: true })).toBeVisible();
    await expect(preview.locator('.product__description')).toHaveText(first.description);
    await expect(preview.locator('.gallery__main img')).toHaveAttribute('src', first.image[0] ?? '');
    await axe.expectNoViolations(product, `a product page before its scripts, ${language}`);
    await product.close();
  }
});

/** Fast-3G-like network, as Lighthouse's mobile run: 150 ms latency, 1.6 Mbps down (bytes per second). */
const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Paint {
  tag: string;
  fromPreview: boolean;
  at: number;
}

test('on a slow phone, the page’s largest paint is the products it drew: the app’s copy of them is none larger', async ({
  openPage,
  stack,
}) => {
  const [first] = await listProducts(stack.baseUrl, '?limit=1');
  if (!first) throw new Error('the seeded shop has no product');
  for (const address of ['/collection', `/product/${first._id}`]) {
    const page = await openPage({ onboarded: true, viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const paints: Paint[] = [];
      Object.assign(window, { __paints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
          paints.push({
            tag: entry.element?.tagName ?? '',
            fromPreview: Boolean(entry.element?.closest('.boot__preview')),
            at: Math.round(entry.startTime),
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    await page.goto(address, { timeout: 30_000 });
    await expect(pageHeading(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.boot__preview')).toHaveCount(0);
    await settle(page);
    const paints = await page.evaluate(() => (window as unknown as { __paints: Paint[] }).__paints);
    expect(paints.length, address).toBeGreaterThan(0);
    expect(paints.at(-1), `${address}: ${JSON.stringify(paints)}`).toMatchObject({ fromPreview: true });
    await page.close();
  }
});

test('a keyboard user who tabbed into the products before the scripts is on the same product when the app arrives', async ({
  openPage,
  stack,
}) => {
  const products = await productsIn(stack.baseUrl, 'en');
  const page = await openPage({ onboarded: true });
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/collection', { waitUntil: 'domcontentloaded' });
  const previewLinks = page.locator('.boot__preview a');
  await expect(previewLinks).toHaveCount(products.length);
  // Two products in: a shopper who has already moved on from the first.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const second = products[1];
  if (!second) throw new Error('the seeded shop has fewer than two products');
  await expect(previewLinks.nth(1)).toBeFocused();

  releaseScripts();
  await expect(page.locator('.boot__preview')).toHaveCount(0);
  await expect(pageHeading(page)).toBeVisible();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', `/product/${second._id}`);
  await expect(focused).toHaveAccessibleName(new RegExp(second.name));
  // And the next Tab goes on to the third product, as it would have before the scripts.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', `/product/${products[2]?._id ?? ''}`);
});

/** The parts the preview draws as the app does, by the app's classes. */
const DRAWN_PARTS = [
  '.section-title__heading',
  '.product-card',
  '.gallery__main',
  '.product__name',
  '.product__price',
  '.product__description',
];

/** Where each of the preview's parts (or, after, the app's) stands on the page: its first one's box. */
async function partPlaces(page: Page, within: string): Promise<Record<string, string>> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ({ parts, root }) => {
      const places: Record<string, string> = {};
      for (const part of parts) {
        const found = document.querySelector(`${root} ${part}`);
        if (!found) continue;
        const box = found.getBoundingClientRect();
        places[part] =
          `${Math.round(box.left)},${Math.round(box.top + window.scrollY)} ${Math.round(box.width)}`;
      }
      return places;
    },
    { parts: DRAWN_PARTS, root: within },
  );
}

test('the products stand where the app draws them: nothing moves when its scripts arrive, in every language', async ({
  openPage,
  stack,
}) => {
  const [first] = await listProducts(stack.baseUrl, '?limit=1');
  if (!first) throw new Error('the seeded shop has no product');
  const largeText = { fontSize: 28, lineHeight: 2, letterSpacing: 2 };
  const cases = [
    ...(['en', 'si', 'ta'] as const).flatMap((language) => [
      { language, width: 412, address: '/collection', settings: {} },
      { language, width: 412, address: `/product/${first._id}`, settings: {} },
      { language, width: 1280, address: '/collection', settings: {} },
    ]),
    { language: 'en', width: 1280, address: '/collection', settings: largeText },
    { language: 'ta', width: 412, address: `/product/${first._id}`, settings: largeText },
  ];
  for (const { language, width, address, settings } of cases) {
    const label = `${address} in ${language} at ${width} px ${JSON.stringify(settings)}`;
    const page = await openPage({ onboarded: true, viewport: { width, height: 823 } });
    await page.addInitScript(
      (stored) => localStorage.setItem('accessibilitySettings', stored),
      JSON.stringify({ language, ...settings }),
    );
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.boot__preview')).toHaveCount(1);
    const before = await partPlaces(page, '.boot__preview');
    expect(Object.keys(before).length, label).toBeGreaterThanOrEqual(address === '/collection' ? 2 : 4);

    releaseScripts();
    await expect(page.locator('.boot__preview')).toHaveCount(0);
    await expect(pageHeading(page)).toBeVisible();
    await settle(page);
    const after = await partPlaces(page, APP_MAIN);
    expect(after, label).toMatchObject(before);
    await page.close();
  }
});
