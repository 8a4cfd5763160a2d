// The accessibility taskbar in the real store (issue 11): by keyboard, on the introduction too, its defaults
// from the operating system's preferences (applied before the first paint), and forced-colours mode.
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { expectHeading } from './harness/flows';

const rootFontSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test.describe('accessibility taskbar by keyboard', () => {
  test('Alt+A opens it, Enter on Larger grows the text, Escape closes it and returns the focus', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    await page.keyboard.press('Alt+KeyA');
    const panel = page.getByRole('group', { name: 'Accessibility settings' });
    await expect(panel).toBeVisible();
    const textSize = panel.getByRole('group', { name: 'Text size' });
    await textSize.getByRole('button', { name: 'Larger' }).focus();
    await page.keyboard.press('Enter');
    await expect(textSize).toContainText('18 pixels');
    await expect.poll(() => rootFontSize(page)).toBe(18);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accessibility taskbar' })).toBeFocused();
  });

  test('is there before onboarding too', async ({ openPage }) => {
    const first = await openPage({ onboarded: false });
    await first.goto('/');
    await first.getByRole('button', { name: 'Accessibility taskbar' }).click();
    await expect(first.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
  });
});

test.describe('taskbar defaults and forced colours', () => {
  test('start from the system: more contrast → High, dark → Dark, reduced motion → seizure-safe', async ({
    openPage,
  }) => {
    const contrast = await openPage({ contrast: 'more' });
    await contrast.goto('/');
    // Set by theme-init.js before React: already there when the document is.
    expect(await contrast.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');

    const dark = await openPage({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await dark.goto('/');
    await expectHeading(dark, /latest arrivals/i);
    expect(await dark.evaluate(() => document.documentElement.dataset.contrast)).toBe('dark');
    await dark.getByRole('button', { name: 'Accessibility taskbar' }).click();
    const panel = dark.getByRole('group', { name: 'Accessibility settings' });
    await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Seizure-safe' })).toBeChecked();
  });

  test('in forced-colours mode the system’s colours win over monochrome and saturation', async ({
    openPage,
  }) => {
    const page = await openPage({ forcedColors: 'active' });
    await page.addInitScript(() =>
      localStorage.setItem('accessibilitySettings', JSON.stringify({ monochrome: true, saturation: 50 })),
    );
    await page.goto('/');
    await expectHeading(page, /latest arrivals/i);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
    await page.getByRole('button', { name: 'Accessibility taskbar' }).click();
    await expect(page.getByText(/Your system’s own colours are in use/)).toBeVisible();
  });
});
