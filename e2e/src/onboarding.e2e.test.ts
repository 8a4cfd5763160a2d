// First-visit onboarding (spec §2 "Before onboarding is complete", §4): / → /test1 → /test3 → /taskbar →
// 'Explore Now' stores the flag and opens the store; the flag survives a reload.
import {
  assistanceStep,
  comparePricesStep,
  onboardingSteps,
  taskbarFeatures,
  taskbarStep,
  voiceOverStep,
} from '@store/frontend/onboarding-steps';
import { expect, test } from './harness/fixtures';
import { expectFocusOnHeading, expectHeading, expectPath, header, onboardingAction } from './harness/flows';

test.use({ onboarded: false });

test.describe('first-visit onboarding', () => {
  test('walks / → /test1 → /test3 → /taskbar → Explore Now → the home page, and a reload keeps it done', async ({
    page,
  }) => {
    const titles = new Set<string>();

    await page.goto('/');
    await expectHeading(page, comparePricesStep.title);
    // The page shows the first screen's words before its scripts run; its title is the app's once it has drawn.
    await expect(onboardingAction(page, comparePricesStep)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'HOME', exact: true })).toHaveCount(0);
    titles.add(await page.title());

    // Each screen's control leads to the next one, whose heading takes the focus.
    for (const [step, next] of [
      [comparePricesStep, assistanceStep],
      [assistanceStep, voiceOverStep],
      [voiceOverStep, taskbarStep],
    ] as const) {
      await onboardingAction(page, step).click();
      await expectPath(page, next.path);
      await expectHeading(page, next.title);
      await expectFocusOnHeading(page);
      titles.add(await page.title());
    }

    const main = page.getByRole('main');
    for (const feature of taskbarFeatures) {
      await expect(
        main.getByText(feature, { exact: true }),
        `the taskbar intro lists ${feature}`,
      ).toHaveCount(1);
    }
    expect(titles.size, 'each onboarding screen has its own document title').toBe(onboardingSteps.length);

    await onboardingAction(page, taskbarStep).click();
    await expectPath(page, taskbarStep.next);
    await expectHeading(page, /latest arrivals/i);
    const nav = header(page);
    for (const link of ['HOME', 'COLLECTION', 'ABOUT', 'CONTACT', 'ACCESSIBILITY']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }

    await page.reload();
    await expectHeading(page, /latest arrivals/i);
    await expect(header(page).getByRole('link', { name: 'COLLECTION', exact: true })).toBeVisible();
    await expect(
      onboardingAction(page, comparePricesStep),
      'the intro does not come back after a reload',
    ).toHaveCount(0);
  });

  test('/start shows the same Compare Prices intro', async ({ page }) => {
    await page.goto(comparePricesStep.path);
    await expectHeading(page, comparePricesStep.title);
    await onboardingAction(page, comparePricesStep).click();
    await expectPath(page, comparePricesStep.next);
  });

  test('keeps the store routes closed until onboarding is done', async ({ page }) => {
    await page.goto('/collection');
    // Not the collection: the visitor is sent back to the start of the onboarding.
    await expect(onboardingAction(page, comparePricesStep)).toBeVisible();
    await expectPath(page, /^\/(start)?$/);
    await expect(header(page).getByRole('link', { name: 'COLLECTION', exact: true })).toHaveCount(0);
  });
});
