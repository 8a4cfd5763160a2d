// First-visit onboarding (spec §2 "Before onboarding is complete", §4): / → /test1 → /test3 → /taskbar →
// 'Explore Now' stores the flag and opens the store; the flag survives a reload.
import { describe, expect, it } from 'vitest';
import { control, expectFocusOnHeading, expectHeading, expectPath, header } from './harness/flows';
import { useBrowser } from './harness/session';

const session = useBrowser({ onboarded: false });

describe('first-visit onboarding', () => {
  it('walks / → /test1 → /test3 → /taskbar → Explore Now → the home page, and a reload keeps it done', async () => {
    const { page } = session;
    const titles = new Set<string>();

    await page.goto('/');
    await expectHeading(page, /compare prices/i);
    expect(await header(page).getByRole('link', { name: 'HOME', exact: true }).count()).toBe(0);
    titles.add(await page.title());

    await control(page, 'Start Saving').click();
    await expectPath(page, '/test1');
    await expectHeading(page, /real-time assistance/i);
    await expectFocusOnHeading(page);
    titles.add(await page.title());

    await control(page, 'Start Your Journey').click();
    await expectPath(page, '/test3');
    await expectHeading(page, /voice[- ]?over/i);
    await expectFocusOnHeading(page);
    titles.add(await page.title());

    await control(page, 'Explore Now').click();
    await expectPath(page, '/taskbar');
    await expectHeading(page, /taskbar/i);
    await expectFocusOnHeading(page);
    const main = page.getByRole('main');
    for (const feature of [
      'Font Size',
      'Line Height',
      'Letter Spacing',
      'Monochrome',
      'Vision Impaired',
      'Saturation',
    ]) {
      expect(
        await main.getByText(feature, { exact: true }).count(),
        `the taskbar intro lists ${feature}`,
      ).toBe(1);
    }
    titles.add(await page.title());
    expect(titles.size, 'each onboarding screen has its own document title').toBe(4);

    await control(page, 'Explore Now').click();
    await expectPath(page, '/');
    await expectHeading(page, /latest arrivals/i);
    const nav = header(page);
    for (const link of ['HOME', 'COLLECTION', 'ABOUT', 'CONTACT', 'ACCESSIBILITY']) {
      await nav.getByRole('link', { name: link, exact: true }).waitFor();
    }

    await page.reload();
    await expectHeading(page, /latest arrivals/i);
    await header(page).getByRole('link', { name: 'COLLECTION', exact: true }).waitFor();
    expect(await control(page, 'Start Saving').count(), 'the intro does not come back after a reload').toBe(
      0,
    );
  });

  it('/start shows the same Compare Prices intro', async () => {
    const { page } = session;
    await page.goto('/start');
    await expectHeading(page, /compare prices/i);
    await control(page, 'Start Saving').click();
    await expectPath(page, '/test1');
  });

  it('keeps the store routes closed until onboarding is done', async () => {
    const { page } = session;
    await page.goto('/collection');
    // Not the collection: the visitor is sent back to the start of the onboarding.
    await control(page, 'Start Saving').waitFor();
    await expectPath(page, /^\/(start)?$/);
    expect(await header(page).getByRole('link', { name: 'COLLECTION', exact: true }).count()).toBe(0);
  });
});
