// What a phone paints before the shop's scripts have arrived (issue 23, first paint): the brand and "Opening
// the shop…" from the HTML and the stylesheet alone, in the shopper's language and display settings, and
// gone once the app has rendered. The scripts are held back here to look at that moment.
import { expect, test } from './harness/fixtures';

const words = {
  en: 'Opening the shop…',
  si: 'වෙළඳසැල විවෘත වෙමින්…',
  ta: 'கடை திறக்கப்படுகிறது…',
} as const;

for (const language of ['en', 'si', 'ta'] as const) {
  test(`before its scripts run, the page says the shop is opening, in ${language} only`, async ({
    openPage,
    axe,
  }) => {
    const page = await openPage({ onboarded: false });
    await page.addInitScript(
      ([chosen]) =>
        localStorage.setItem('accessibilitySettings', JSON.stringify({ language: chosen, contrast: 'high' })),
      [language],
    );
    // The app's module scripts never arrive; the page's own script (the settings before the first paint) runs.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByText(words[language], { exact: true })).toBeVisible();
    await expect(page.locator('.boot__brand:visible')).toHaveText(['Ceylon Threads']);
    for (const other of Object.values(words).filter((each) => each !== words[language])) {
      await expect(page.getByText(other, { exact: true })).toBeHidden();
    }
    // The page itself asks for the words in the shopper's language and the introduction's code, without
    // waiting for the app's scripts.
    await expect.poll(() => asked.filter((path) => path.startsWith('/assets/onboarding-'))).toHaveLength(1);
    await expect
      .poll(() => asked.filter((path) => /^\/assets\/(en|si|ta)-shop-/.test(path)))
      .toEqual([expect.stringMatching(new RegExp(`^/assets/${language}-shop-`))]);
    await axe.expectNoViolations(page, `the page before its scripts, ${language}`);
  });
}

test('the app replaces the opening words with the page once it has rendered', async ({ openPage }) => {
  const page = await openPage({ onboarded: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByText(words.en)).toHaveCount(0);
});
