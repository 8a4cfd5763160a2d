// The store in Sinhala and Tamil (issue 20): the language is chosen by the header control and by voice, every
// route's heading and navigation are in that script with <html lang> to match, a whole purchase works by
// keyboard in each language, read-aloud speaks each language with amounts in words, axe finds nothing (the
// shopper's routes, onboarding and the store admin) and nothing scrolls sideways at 320 px with 40 px text;
// on a 390 px phone the header keeps its one row in every language.
import type { Page } from '@playwright/test';
import type { Language } from '@store/contracts/languages';
import type { Product } from '@store/contracts/products';
import type { AuthResponse } from '@store/contracts/users';
import { onboardingSteps } from '@store/frontend/onboarding-steps';
import {
  addToServerCart,
  call,
  listProducts,
  placeCashOrder,
  registerShopper,
  type Account,
} from './harness/api';
import { installFakeSpeech, say, spokenUtterances } from './harness/fake-speech';
import { expect, test } from './harness/fixtures';
import { signInStored, startIn } from './harness/stored-session';
import { expectFocusOnHeading, expectPath, header, pageHeading, settle, tabTo } from './harness/flows';
import { inLanguage, message, scriptOf } from './harness/messages';

const localLanguages = ['si', 'ta'] as const;
const nameOf: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

let item: Product;
// One shopper per language: at sign-in the account's saved language wins over the device's, so a shopper
// signed in once in Sinhala would see Tamil pages come up in Sinhala.
const shoppers = {} as Record<(typeof localLanguages)[number], { account: Account; orderId: string }>;

test.beforeAll(async ({ stack }) => {
  // A seeded garment with its Sinhala and Tamil text (a product another test adds has only English).
  const sinhala = await listProducts(stack.baseUrl, '?lang=si&limit=50');
  const tamil = await listProducts(stack.baseUrl, '?lang=ta&limit=50');
  const translated = sinhala.find(
    (product) =>
      product.languages?.name === 'si' &&
      tamil.some((other) => other._id === product._id && other.languages?.name === 'ta'),
  );
  if (!translated) throw new Error('no seeded product has Sinhala and Tamil names');
  item = translated;
  for (const language of localLanguages) {
    const account = await registerShopper(stack.baseUrl, `languages-${language}`);
    const orderId = await placeCashOrder(stack.baseUrl, account.token, item, item.sizes[0] ?? 'S');
    await addToServerCart(stack.baseUrl, account.token, item._id, item.sizes[0] ?? 'S');
    shoppers[language] = { account, orderId };
  }
});

const signIn = (page: Page, shopper: Account) => signInStored(page, shopper);

const htmlLang = (page: Page) => page.locator('html');

/** The header's cart link says how many items it holds, in whatever words the language uses. */
async function expectCartCount(page: Page, count: number) {
  await expect(header(page).locator('a[href="/cart"]').first()).toHaveAccessibleName(
    new RegExp(`(^|\\D)${count}(\\D|$)`),
  );
}

test.describe('choosing the language', () => {
  test('by the header control with the keyboard: the words and <html lang> change at once and stay after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(/latest arrivals/i);
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');

    const picker = header(page).getByRole('button', {
      name: message('en', 'language.picker', { language: 'English' }),
    });
    await tabTo(page, picker);
    await page.keyboard.press('Enter');
    const english = page.getByRole('menuitemradio', { name: 'English' });
    await expect(english).toBeFocused();
    await expect(english).toHaveAttribute('aria-checked', 'true');
    const sinhala = page.getByRole('menuitemradio', { name: nameOf.si });
    await expect(sinhala).toHaveAttribute('lang', 'si');
    await page.keyboard.press('ArrowDown');
    await expect(sinhala).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(htmlLang(page)).toHaveAttribute('lang', 'si');
    await expect(pageHeading(page)).toHaveText(scriptOf.si);
    const sinhalaPicker = header(page).getByRole('button', {
      name: message('si', 'language.picker', { language: nameOf.si }),
    });
    await expect(sinhalaPicker).toBeFocused();
    await expect(
      page.getByText(message('si', 'language.changed', { language: nameOf.si })).first(),
    ).toBeAttached();

    await page.reload();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'si');
    await expect(pageHeading(page)).toHaveText(scriptOf.si);

    await sinhalaPicker.press('Enter');
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitemradio', { name: nameOf.ta })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'ta');
    await expect(pageHeading(page)).toHaveText(scriptOf.ta);
  });

  test('by voice, in any of the three languages', async ({ page }) => {
    await installFakeSpeech(page);
    await page.goto('/about');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    const voiceButton = header(page).locator('button[aria-pressed]').first();
    const speakAndExpect = async (words: string, language: Language) => {
      if ((await voiceButton.getAttribute('aria-pressed')) !== 'true') await voiceButton.click();
      await say(page, words);
      await expect(htmlLang(page)).toHaveAttribute('lang', language);
      if (language !== 'en') await expect(pageHeading(page)).toHaveText(scriptOf[language]);
    };
    await speakAndExpect('switch to Sinhala', 'si');
    await speakAndExpect('தமிழில்', 'ta');
    await speakAndExpect('සිංහලෙන්', 'si');
    await speakAndExpect('English', 'en');
    await expect(pageHeading(page)).toHaveText(/about/i);
  });
});

test.describe('the header on a 390 px phone', () => {
  for (const language of ['en', ...localLanguages] as const) {
    test(`keeps the brand, cart, voice, language and menu on one row in ${nameOf[language]}`, async ({
      page,
    }) => {
      await startIn(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(htmlLang(page)).toHaveAttribute('lang', language);
      const bar = header(page);
      const row = {
        brand: bar.getByRole('link', { name: 'Ceylon Threads', exact: true }),
        cart: bar.locator('a[href="/cart"]'),
        voice: bar.getByRole('button', { name: message(language, 'voice.button'), exact: true }),
        language: bar.getByRole('button', {
          name: message(language, 'language.picker', { language: nameOf[language] }),
          exact: true,
        }),
        menu: bar.getByRole('button', { name: message(language, 'header.menu'), exact: true }),
      };
      const boxes: Record<string, { top: number; bottom: number; right: number }> = {};
      for (const [name, control] of Object.entries(row)) {
        await expect(control, name).toBeVisible();
        const box = await control.boundingBox();
        if (!box) throw new Error(`${name} has no box`);
        boxes[name] = { top: box.y, bottom: box.y + box.height, right: box.x + box.width };
      }
      // One row: every control overlaps the brand's line, and none runs off the screen.
      const brand = boxes.brand;
      if (!brand) throw new Error('no brand');
      for (const [name, box] of Object.entries(boxes)) {
        expect(box.top, `${name} on the brand's row`).toBeLessThan(brand.bottom);
        expect(box.bottom, `${name} on the brand's row`).toBeGreaterThan(brand.top);
        expect(box.right, `${name} within the screen`).toBeLessThanOrEqual(390);
      }
      // Live Assistance and Login wait in the menu instead of wrapping onto a second line.
      await expect(bar.getByRole('link', { name: message(language, 'header.liveAssistance') })).toBeHidden();
      const headerBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
      console.info(
        `[phone header] ${language}: content starts ${Math.round(headerBottom)} px down an 844 px screen`,
      );
      expect(headerBottom).toBeLessThan(200);
    });
  }
});

for (const language of localLanguages) {
  test.describe(`in ${nameOf[language]}`, () => {
    test.beforeEach(async ({ page }) => {
      await startIn(page, language);
    });

    test(`every guest route has its heading and navigation in ${language} script, and axe finds nothing`, async ({
      page,
      axe,
    }) => {
      const routes = [
        '/',
        '/collection',
        `/product/${item._id}`,
        '/cart',
        '/login',
        '/about',
        '/contact',
        '/accessibility',
        '/live-start',
        '/no-such-page',
      ];
      for (const route of routes) {
        await page.goto(route);
        await expect(htmlLang(page)).toHaveAttribute('lang', language);
        await expect(pageHeading(page).first(), route).toHaveText(scriptOf[language]);
        const nav = page.getByRole('navigation').first();
        await expect(nav.getByRole('link').first(), `${route} navigation`).toHaveText(scriptOf[language]);
        await settle(page);
        await axe.expectNoViolations(page, `${route} in ${language}`);
      }
    });

    test(`the signed-in routes are in ${language} too, and axe finds nothing`, async ({ page, axe }) => {
      const { account, orderId } = shoppers[language];
      await signIn(page, account);
      for (const route of [
        '/profile',
        '/orders',
        `/track-order/${orderId}`,
        `/bill?orderId=${orderId}`,
        '/place-order',
        '/schedule-session',
        '/cancel',
      ]) {
        await page.goto(route);
        await expect(htmlLang(page)).toHaveAttribute('lang', language);
        await expect(pageHeading(page).first(), route).toHaveText(scriptOf[language]);
        await settle(page);
        await axe.expectNoViolations(page, `${route} in ${language}`);
      }
    });

    test(`the store admin is in ${language} too, and axe finds nothing`, async ({ page, stack, axe }) => {
      const email = 'admin@example.com';
      const admin = await call<AuthResponse>(stack.baseUrl, 'POST', '/api/user/login', {
        email,
        password: 'admin-demo-123',
      });
      // The demo admin is shared with other files running at the same time: its saved settings (which win
      // over the device's at sign-in) are answered here and never written, so its language stays its own.
      await page.route('**/api/user/settings', (route) =>
        route.fulfill({ json: { success: true, settings: { language } } }),
      );
      await signInStored(page, { token: admin.token, id: admin.id, name: admin.name, email }, 'admin');
      await page.goto('/admin');
      await expect(htmlLang(page)).toHaveAttribute('lang', language);
      await expect(pageHeading(page).first()).toHaveText(scriptOf[language]);
      await settle(page);
      await axe.expectNoViolations(page, `/admin products in ${language}`);
      await page.getByRole('tab', { name: message(language, 'admin.orders.heading') }).click();
      await expect(
        page.getByRole('heading', { name: message(language, 'admin.orders.heading') }),
      ).toBeVisible();
      await settle(page);
      await axe.expectNoViolations(page, `/admin orders in ${language}`);
    });

    test(`onboarding is in ${language} from its first screen, and axe finds nothing`, async ({
      openPage,
      axe,
    }) => {
      const fresh = await openPage({ onboarded: false });
      await startIn(fresh, language);
      for (const step of onboardingSteps) {
        await fresh.goto(step.path);
        await expect(htmlLang(fresh)).toHaveAttribute('lang', language);
        await expect(pageHeading(fresh).first(), step.path).toHaveText(scriptOf[language]);
        await axe.expectNoViolations(fresh, `${step.path} in ${language}`);
      }
    });

    test(`no route scrolls sideways at 320 px with 40 px text in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await startIn(page, language, { fontSize: 40 });
      const problems: string[] = [];
      for (const route of [
        '/',
        '/collection',
        `/product/${item._id}`,
        '/cart',
        '/login',
        '/about',
        '/contact',
        '/accessibility',
        '/no-such-page',
      ]) {
        await page.goto(route);
        await expect(pageHeading(page).first()).toBeVisible();
        await settle(page);
        const excess = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (excess > 1) problems.push(`${route}: ${excess}px wider than the screen`);
      }
      expect(problems).toEqual([]);
    });

    test(`read-aloud speaks ${language} with the price in words`, async ({ page }) => {
      await installFakeSpeech(page, { voices: ['en-GB', 'si-LK', 'ta-LK'] });
      await page.goto(`/product/${item._id}`);
      await expect(pageHeading(page).first()).toBeVisible();
      const voiceOver = page.getByRole('button', { name: inLanguage(language, 'Voice-over') });
      await voiceOver.click();
      const rupees = language === 'si' ? 'රුපියල්' : 'ரூபாய்';
      await expect
        .poll(async () => (await spokenUtterances(page)).map((utterance) => utterance.text).join(' '))
        .toContain(rupees);
      const utterances = await spokenUtterances(page);
      const tag = language === 'si' ? 'si-LK' : 'ta-LK';
      expect(utterances.length).toBeGreaterThan(0);
      for (const utterance of utterances) {
        expect(utterance.lang).toBe(tag);
        expect(utterance.voice).toBe(tag);
      }
    });

    test(`a whole purchase by keyboard in ${language}`, async ({ page, stack }) => {
      const words = (english: string, screen = '') => inLanguage(language, english, screen);
      const buyer = await registerShopper(stack.baseUrl, `keyboard-${language}`);
      await page.goto(`/product/${item._id}`);
      await expect(pageHeading(page).first()).toBeVisible();
      const main = page.getByRole('main');
      const size = item.sizes[0] ?? 'S';
      const sizeButton = main.getByRole('button', { name: size, exact: true });
      await tabTo(page, sizeButton);
      await page.keyboard.press('Space');
      await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, main.getByRole('button', { name: words('Add to Cart'), exact: true }));
      await page.keyboard.press('Enter');
      await expectCartCount(page, 1);

      await page.goto('/cart');
      await expectFocusOnHeading(page).catch(() => undefined);
      await tabTo(
        page,
        main
          .getByRole('button', { name: words('PROCEED TO CHECKOUT') })
          .or(main.getByRole('link', { name: words('PROCEED TO CHECKOUT') })),
      );
      await page.keyboard.press('Enter');

      await expect(pageHeading(page).first()).toHaveText(scriptOf[language]);
      await tabTo(page, main.getByRole('textbox', { name: new RegExp(`^${words('Email', 'login.')}`) }));
      await page.keyboard.type(buyer.email);
      await tabTo(page, main.getByLabel(new RegExp(`^${words('Password', 'login.')}`)).first());
      await page.keyboard.type(buyer.password);
      await page.keyboard.press('Enter');
      await expectPath(page, '/place-order');
      await expect(htmlLang(page)).toHaveAttribute('lang', language);

      const delivery: Record<string, string> = {
        'First name': 'නිමාලි',
        'Last name': 'පෙරේරා',
        Email: 'nimali@example.lk',
        Street: language === 'si' ? '12 ගාලු පාර' : '12 காலி வீதி',
        City: language === 'si' ? 'කොළඹ' : 'கொழும்பு',
        Zipcode: '00300',
        Country: 'Sri Lanka',
        'Phone number': '0771234567',
      };
      for (const [label, value] of Object.entries(delivery)) {
        const field = main.getByLabel(words(label, 'checkout.'), { exact: true });
        await tabTo(page, field);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
        await expect(field).toHaveValue(value);
      }
      await expect(main.getByRole('radio', { name: words('CASH ON DELIVERY') })).toBeChecked();
      await tabTo(page, main.getByRole('button', { name: words('PLACE ORDER') }));
      await page.keyboard.press('Enter');
      await expectPath(page, '/orders');
      await expect(pageHeading(page).first()).toHaveText(scriptOf[language]);
      await expectCartCount(page, 0);
    });
  });
}
