// What a phone paints before the shop's scripts have arrived (issue 23, first paint), from the HTML and the
// stylesheet alone, in the shopper's language and display settings, and gone once the app has rendered: for a
// new visitor at / the introduction's first screen (its largest text painted at once, in the place the app
// draws it, so the app's copy of it neither moves nor counts as a later, larger paint), for everyone else the
// brand and "Opening the shop…".
// The scripts are held back here to look at that moment.
import type { Page } from '@playwright/test';
import { listProducts } from './harness/api';
import { expect, test } from './harness/fixtures';
import { pageHeading } from './harness/flows';
import { inLanguage } from './harness/messages';

const openingWords = {
  en: 'Opening the shop…',
  si: 'වෙළඳසැල විවෘත වෙමින්…',
  ta: 'கடை திறக்கப்படுகிறது…',
} as const;
type Language = keyof typeof openingWords;
const languages = Object.keys(openingWords) as Language[];

/** The language, high contrast and `more` before the page loads, as a shopper's stored settings would. */
async function storeSettings(page: Page, language: Language, more: Record<string, number> = {}) {
  const settings = JSON.stringify({ language, contrast: 'high', ...more });
  await page.addInitScript((stored) => localStorage.setItem('accessibilitySettings', stored), settings);
}

/** Each language on another screen and with other text settings, which the room kept for the app follows. */
const introVisits = {
  en: { viewport: { width: 1280, height: 720 }, text: {} },
  si: { viewport: { width: 412, height: 823 }, text: { fontSize: 24 } },
  ta: { viewport: { width: 800, height: 900 }, text: { lineHeight: 2, letterSpacing: 2 } },
} as const;

/** Opens `address` with the app's module scripts never arriving; the page's own script still runs. */
async function openWithoutScripts(page: Page, address: string, language: Language) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  return asked;
}

/** The page asks for the words in the shopper's language and the route's code, without the app's scripts. */
async function expectEarlyFetches(asked: string[], language: Language, routeChunk: RegExp) {
  await expect.poll(() => asked.filter((path) => routeChunk.test(path))).toHaveLength(1);
  await expect
    .poll(() => asked.filter((path) => /^\/assets\/(en|si|ta)-shop-/.test(path)))
    .toEqual([expect.stringMatching(new RegExp(`^/assets/${language}-shop-`))]);
}

/** The introduction's first screen as drawn: its heading, its text, and where the text is and how big. */
async function firstScreen(page: Page) {
  const text = page.locator('.onboarding__text p:visible');
  const box = await text.boundingBox();
  return {
    heading: await page.getByRole('heading', { level: 1 }).innerText(),
    text: await text.innerText(),
    box: box && {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    },
  };
}

for (const language of languages) {
  test(`before its scripts run, a new visitor sees the introduction's first screen, in ${language} only`, async ({
    openPage,
    axe,
  }) => {
    const { viewport, text } = introVisits[language];
    const before = await openPage({ onboarded: false, viewport });
    await storeSettings(before, language, text);
    const asked = await openWithoutScripts(before, '/', language);
    await expect(before.locator('html')).toHaveAttribute('data-boot', 'intro');
    await expect(before.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(before.locator('.boot__intro:visible')).toHaveAttribute('lang', language);
    for (const words of Object.values(openingWords)) {
      await expect(before.getByText(words, { exact: true })).toBeHidden();
    }
    await expectEarlyFetches(asked, language, /^\/assets\/onboarding-/);
    await axe.expectNoViolations(before, `the introduction before its scripts, ${language}`);
    const drawnEarly = await firstScreen(before);

    // The app's own first screen: the same words, and its text as big and in the same place (nothing moves).
    const after = await openPage({ onboarded: false, viewport });
    await storeSettings(after, language, text);
    await after.goto('/');
    await expect(after.locator('.onboarding__action a')).toBeVisible();
    await expect(after.locator('.boot')).toHaveCount(0);
    expect(await firstScreen(after)).toEqual(drawnEarly);
  });

  test(`before its scripts run, a returning shopper's page says the shop is opening, in ${language} only`, async ({
    openPage,
    axe,
  }) => {
    const page = await openPage({ onboarded: true });
    await storeSettings(page, language);
    const asked = await openWithoutScripts(page, '/', language);
    await expect(page.locator('html')).not.toHaveAttribute('data-boot', 'intro');
    await expect(page.getByText(openingWords[language], { exact: true })).toBeVisible();
    await expect(page.locator('.boot__brand:visible')).toHaveText(['Ceylon Threads']);
    await expect(page.locator('.boot__intro:visible')).toHaveCount(0);
    for (const other of Object.values(openingWords).filter((each) => each !== openingWords[language])) {
      await expect(page.getByText(other, { exact: true })).toBeHidden();
    }
    await expectEarlyFetches(asked, language, /^\/assets\/home-/);
    await axe.expectNoViolations(page, `the page before its scripts, ${language}`);
  });
}

test('a new visitor at another address sees the opening words, not the introduction', async ({
  openPage,
}) => {
  const page = await openPage({ onboarded: false });
  await storeSettings(page, 'en');
  await openWithoutScripts(page, '/collection', 'en');
  await expect(page.getByText(openingWords.en, { exact: true })).toBeVisible();
  await expect(page.locator('.boot__intro:visible')).toHaveCount(0);
});

test('the app replaces what the page showed before its scripts once it has rendered', async ({
  openPage,
}) => {
  for (const onboarded of [false, true]) {
    const page = await openPage({ onboarded });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
    await expect(page.getByText(openingWords.en)).toHaveCount(0);
  }
});

test('the collection and a product page ask for their products as the page is read, and the app takes that answer', async ({
  openPage,
  stack,
}) => {
  const [item] = await listProducts(stack.baseUrl, '?limit=1');
  if (!item) throw new Error('the seeded shop has no product');
  for (const [language, address, read] of [
    ['si', '/collection', '/api/product/list?limit=20&lang=si'],
    ['ta', `/product/${item._id}`, `/api/product/${item._id}?lang=ta`],
    ['en', '/collection', '/api/product/list?limit=20'],
  ] as const) {
    // Without the app's scripts, the page's own script asks for the products, in the page's language.
    const held = await openPage({ onboarded: true });
    await storeSettings(held, language);
    const early: string[] = [];
    held.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        early.push(`${url.pathname}${url.search} ${request.headers()['accept-language']}`);
    });
    await openWithoutScripts(held, address, language);
    await expect.poll(() => early).toEqual([`${read} ${language}-LK`]);
    await held.close();

    // With them, the screen shows the products from that one request: the app does not ask again.
    const page = await openPage({ onboarded: true });
    await storeSettings(page, language);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (`${url.pathname}${url.search}` === read) reads.push(read);
    });
    await page.goto(address);
    await expect(pageHeading(page).first()).toBeVisible();
    const shown =
      address === '/collection'
        ? page.getByRole('main').locator(`a[href="/product/${item._id}"]`)
        : page
            .getByRole('main')
            .getByRole('button', { name: inLanguage(language, 'Add to Cart'), exact: true });
    await expect(shown.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([read]);
    await page.close();
  }
});

test('an early read that fails, unused by an app that never came, is no error in the page', async ({
  openPage,
}) => {
  const page = await openPage({ onboarded: true });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/api/product/**', (route) => route.abort());
  await storeSettings(page, 'en');
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/product/list'));
  await openWithoutScripts(page, '/collection', 'en');
  await failed;
  // A rejection nobody handles is reported once the page's tasks after it have run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(errors).toEqual([]);
});
