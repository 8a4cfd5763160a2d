import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { currentAnnouncement } from '../../../lib/announcer';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { mockApi, ok, type Handler, type Reply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

let api: ReturnType<typeof mockApi>;
const root = document.documentElement;
const unsavedKey = 'accessibilitySettingsUnsaved';
const stored = () =>
  JSON.parse(localStorage.getItem('accessibilitySettings') ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  completeOnboardingFlag();
  api = mockApi({
    'GET /api/product/list': ok(listBody([product({ name: 'Taskbar Shirt' })])),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
  });
});
afterEach(() => api.restore());

async function openTaskbar() {
  const user = userEvent.setup();
  const view = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
  const button = screen.getByRole('button', { name: 'Accessibility taskbar' });
  await user.click(button);
  const panel = screen.getByRole('group', { name: 'Accessibility settings' });
  return { user, button, panel, ...view };
}

/** Whether the shopper was still signed in when each save of `withAccountSettings` arrived (a timed save: yes). */
let signedInAtSave: boolean[] = [];

/** The API of a signed-in shopper whose account answers GET /api/user/settings with `account`; the PUTs it keeps. */
function withAccountSettings(account: Handler | Reply): unknown[] {
  const saved: unknown[] = [];
  signedInAtSave = [];
  api.restore();
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
    'GET /api/user/settings': account,
    'PUT /api/user/settings': (call) => {
      signedInAtSave.push(localStorage.getItem('token') !== null);
      saved.push(call.body);
      return ok({ success: true, settings: (call.body as { settings: unknown }).settings });
    },
  });
  return saved;
}

const control = (panel: HTMLElement, name: string) => within(panel).getByRole('group', { name });

describe('accessibility taskbar', () => {
  it('is a labelled button with its shortcut that opens a panel; Escape closes it and focus returns', async () => {
    const { user, button, panel } = await openTaskbar();
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+A');
    expect(button).toHaveAccessibleDescription('Shortcut: Alt+A');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Larger' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('opens and closes with Alt+A from anywhere on the page, which stays usable', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    await user.keyboard('{Alt>}a{/Alt}');
    const panel = screen.getByRole('group', { name: 'Accessibility settings' });
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Accessibility settings' })).toHaveFocus();
    // Not modal: the rest of the page can still be reached.
    await user.click(screen.getByRole('link', { name: 'CONTACT' }));
    await screen.findByRole('heading', { level: 1, name: /CONTACT/ });
    expect(screen.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
    await user.keyboard('{Alt>}a{/Alt}');
    expect(screen.getByRole('button', { name: 'Accessibility taskbar' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Accessibility settings' })).not.toBeInTheDocument();
  });

  it('changes the text size in steps of 2 between 12 and 40 pixels, saying each change', async () => {
    const { user, panel } = await openTaskbar();
    const text = control(panel, 'Text size');
    expect(text).toHaveTextContent('16 pixels');
    const larger = within(text).getByRole('button', { name: 'Larger' });
    const smaller = within(text).getByRole('button', { name: 'Smaller' });
    await user.click(larger);
    expect(text).toHaveTextContent('18 pixels');
    expect(root.style.getPropertyValue('--font-scale')).toBe('1.125');
    expect(currentAnnouncement()).toBe('Text size 18 pixels');
    expect(stored()).toEqual({ fontSize: 18 });
    for (let i = 0; i < 15; i += 1) await user.click(larger);
    expect(text).toHaveTextContent('40 pixels');
    expect(larger).toHaveAttribute('aria-disabled', 'true');
    expect(currentAnnouncement()).toBe('Text size 40 pixels, the largest');
    expect(root.style.getPropertyValue('--font-scale')).toBe('2.5');
    for (let i = 0; i < 20; i += 1) await user.click(smaller);
    expect(text).toHaveTextContent('12 pixels');
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
    expect(currentAnnouncement()).toBe('Text size 12 pixels, the smallest');
  });

  it('changes line height by 0.1 up to 3, letter spacing up to 5 pixels, saturation and reading speed', async () => {
    const { user, panel } = await openTaskbar();
    const line = control(panel, 'Line height');
    await user.click(within(line).getByRole('button', { name: 'More' }));
    expect(line).toHaveTextContent('1.6 times the text size');
    expect(root.style.getPropertyValue('--line-height')).toBe('1.6');
    expect(currentAnnouncement()).toBe('Line height 1.6 times the text size');
    for (let i = 0; i < 20; i += 1) await user.click(within(line).getByRole('button', { name: 'More' }));
    expect(root.style.getPropertyValue('--line-height')).toBe('3');

    const spacing = control(panel, 'Letter spacing');
    expect(spacing).toHaveTextContent('1 pixel');
    for (let i = 0; i < 12; i += 1) await user.click(within(spacing).getByRole('button', { name: 'More' }));
    expect(root.style.getPropertyValue('--letter-spacing')).toBe('5px');
    for (let i = 0; i < 12; i += 1) await user.click(within(spacing).getByRole('button', { name: 'Less' }));
    expect(root.style.getPropertyValue('--letter-spacing')).toBe('0px');

    const saturation = control(panel, 'Saturation');
    expect(saturation).toHaveTextContent('100 per cent');
    await user.click(within(saturation).getByRole('button', { name: 'Less' }));
    expect(saturation).toHaveTextContent('90 per cent');
    expect(root.style.getPropertyValue('--page-filter')).toBe('saturate(0.9)');

    const speed = control(panel, 'Reading speed');
    expect(speed).toHaveTextContent('normal');
    await user.click(within(speed).getByRole('button', { name: 'Faster' }));
    expect(speed).toHaveTextContent('1.25 times normal');
    expect(stored()).toMatchObject({ lineHeight: 3, letterSpacing: 0, saturation: 90, readingSpeed: 1.25 });
  });

  it('switches contrast with a radio group, the same setting as the header’s High Contrast button', async () => {
    storeSession(auth());
    const { user, panel } = await openTaskbar();
    const contrast = within(panel).getByRole('group', { name: 'Contrast' });
    expect(within(contrast).getByRole('radio', { name: 'Default' })).toBeChecked();
    await user.click(within(contrast).getByRole('radio', { name: 'Dark' }));
    expect(root).toHaveAttribute('data-contrast', 'dark');
    expect(currentAnnouncement()).toBe('Contrast Dark');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'High Contrast' }));
    expect(root).toHaveAttribute('data-contrast', 'high');
    expect(within(contrast).getByRole('radio', { name: 'High' })).toBeChecked();
    await user.click(within(contrast).getByRole('radio', { name: 'Default' }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'High Contrast' })).toBeVisible();
  });

  it('turns monochrome, the vision-impaired profile and seizure-safe on and off', async () => {
    const { user, panel } = await openTaskbar();
    const monochrome = within(panel).getByRole('switch', { name: 'Monochrome' });
    await user.click(monochrome);
    expect(monochrome).toBeChecked();
    expect(root).toHaveAttribute('data-monochrome', 'true');
    expect(root.style.getPropertyValue('--page-filter')).toBe('grayscale(1)');
    expect(currentAnnouncement()).toBe('Monochrome on');

    const profile = within(panel).getByRole('switch', { name: 'Vision-impaired profile' });
    expect(profile).toHaveAccessibleDescription('Everything 150% larger, with 20 pixel text.');
    await user.click(profile);
    expect(root).toHaveAttribute('data-vision-impaired', 'true');
    expect(root.style.getPropertyValue('--font-scale')).toBe('1.25');

    const calm = within(panel).getByRole('switch', { name: 'Seizure-safe' });
    await user.click(calm);
    expect(root).toHaveAttribute('data-seizure-safe', 'true');
    await user.click(calm);
    expect(root).not.toHaveAttribute('data-seizure-safe');
    expect(currentAnnouncement()).toBe('Seizure-safe off');
  });

  it('resets every setting to its default, forgets them on this device and says so', async () => {
    const { user, panel } = await openTaskbar();
    await user.click(within(control(panel, 'Text size')).getByRole('button', { name: 'Larger' }));
    await user.click(within(panel).getByRole('switch', { name: 'Monochrome' }));
    await user.click(within(panel).getByRole('radio', { name: 'Light' }));
    await user.click(within(panel).getByRole('button', { name: 'Reset all settings' }));
    expect(localStorage.getItem('accessibilitySettings')).toBeNull();
    expect(control(panel, 'Text size')).toHaveTextContent('16 pixels');
    expect(within(panel).getByRole('switch', { name: 'Monochrome' })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(root).toHaveAttribute('data-contrast', 'default');
    expect(root).not.toHaveAttribute('data-filter');
    expect(currentAnnouncement()).toBe('Display settings are back to their defaults');
  });

  it('starts from the settings kept on this device', async () => {
    localStorage.setItem(
      'accessibilitySettings',
      JSON.stringify({ fontSize: 24, contrast: 'light', seizureSafe: true }),
    );
    const { panel } = await openTaskbar();
    expect(control(panel, 'Text size')).toHaveTextContent('24 pixels');
    expect(within(panel).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Seizure-safe' })).toBeChecked();
    expect(root.style.getPropertyValue('--font-scale')).toBe('1.5');
  });

  it('saves a signed-in shopper’s changes with the account, and applies the account’s at sign-in', async () => {
    storeSession(auth());
    const saved = withAccountSettings(ok({ success: true, settings: { fontSize: 30, contrast: 'dark' } }));
    const { user, panel } = await openTaskbar();
    await waitFor(() => expect(control(panel, 'Text size')).toHaveTextContent('30 pixels'));
    expect(root).toHaveAttribute('data-contrast', 'dark');
    expect(saved).toEqual([]);
    await user.click(within(control(panel, 'Text size')).getByRole('button', { name: 'Larger' }));
    // Marked on the device until it is saved, so a page closed meanwhile has it saved at the next visit.
    expect(localStorage.getItem(unsavedKey)).toBe(auth().id);
    await waitFor(() => expect(saved).toEqual([{ settings: { fontSize: 32, contrast: 'dark' } }]), {
      timeout: 2000,
    });
    await waitFor(() => expect(localStorage.getItem(unsavedKey)).toBeNull());
    await act(async () => undefined);
  });

  it.each([
    ['this shopper’s: saved to the account, not undone by its older settings', auth().id, 'high'],
    ['another shopper’s: the account’s settings are applied', 'user-2', 'dark'],
  ])('at sign-in, a change the last visit did not save that is %s', async (_case, markedFor, contrast) => {
    storeSession(auth());
    localStorage.setItem('accessibilitySettings', JSON.stringify({ contrast: 'high' }));
    localStorage.setItem(unsavedKey, markedFor);
    const saved = withAccountSettings(ok({ success: true, settings: { contrast: 'dark' } }));
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    await waitFor(() => expect(root).toHaveAttribute('data-contrast', contrast));
    if (contrast === 'high') {
      await waitFor(() => expect(saved).toEqual([{ settings: { contrast: 'high' } }]));
      await waitFor(() => expect(localStorage.getItem(unsavedKey)).toBeNull());
    } else {
      await waitFor(() => expect(stored()).toEqual({ contrast: 'dark' }));
      expect(saved).toEqual([]);
    }
    expect(root).toHaveAttribute('data-contrast', contrast);
    // Either way the mark is gone: the other shopper's change was replaced and must never reach an account.
    expect(localStorage.getItem(unsavedKey)).toBeNull();
  });

  it('a change undone before it is saved leaves no mark and sends nothing', async () => {
    storeSession(auth());
    const saved = withAccountSettings(ok({ success: true, settings: { fontSize: 30 } }));
    const { user, panel } = await openTaskbar();
    await waitFor(() => expect(control(panel, 'Text size')).toHaveTextContent('30 pixels'));
    await user.click(within(control(panel, 'Text size')).getByRole('button', { name: 'Larger' }));
    expect(localStorage.getItem(unsavedKey)).toBe(auth().id);
    await user.click(within(control(panel, 'Text size')).getByRole('button', { name: 'Smaller' }));
    expect(localStorage.getItem(unsavedKey)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(saved).toEqual([]);
  });

  it('saves a change at once when the shopper signs out before its save, with the session that made it', async () => {
    storeSession(auth());
    const saved = withAccountSettings(ok({ success: true, settings: { fontSize: 30 } }));
    const { user, panel } = await openTaskbar();
    await waitFor(() => expect(control(panel, 'Text size')).toHaveTextContent('30 pixels'));
    await user.click(within(control(panel, 'Text size')).getByRole('button', { name: 'Larger' }));
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ settings: { fontSize: 32 } }]));
    expect(signedInAtSave).toEqual([false]);
    expect(api.callsTo('PUT', '/api/user/settings')[0]?.headers.token).toBe(auth().token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(unsavedKey)).toBeNull();
    // Saved once: the timer of the ended session sends nothing more.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(saved).toHaveLength(1);
  });

  it('keeps a change made while the account’s settings are on their way, and saves it', async () => {
    storeSession(auth());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const saved = withAccountSettings(async () => {
      await held;
      return ok({ success: true, settings: { fontSize: 30 } });
    });
    const { user, panel } = await openTaskbar();
    await user.click(within(panel).getByRole('radio', { name: 'High' }));
    expect(root).toHaveAttribute('data-contrast', 'high');
    await act(async () => release());
    await waitFor(() => expect(saved).toEqual([{ settings: { contrast: 'high' } }]));
    expect(root).toHaveAttribute('data-contrast', 'high');
    expect(control(panel, 'Text size')).not.toHaveTextContent('30 pixels');
    expect(stored()).toEqual({ contrast: 'high' });
  });
});

describe('accessibility taskbar in Sinhala and Tamil', () => {
  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/, 'අකුරු ප්‍රමාණය පික්සල 18', 'අකුරු ප්‍රමාණය පික්සල 40, උපරිමය'],
    ['ta', taMessages, /[\u0B80-\u0BFF]/, 'எழுத்தளவு 18 பிக்சல்கள்', 'எழுத்தளவு 40 பிக்சல்கள், அதிகபட்சம்'],
  ] as const)(
    'speaks %s: its controls, values and what each change says',
    async (language, messages, script, changed, largest) => {
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
      activateCatalogue(language, messages);
      const user = userEvent.setup();
      renderApp('/about');
      await screen.findByRole('heading', { level: 1, name: script });
      const label = t('taskbar.label');
      expect(label).toMatch(script);
      const taskbar = screen.getByRole('complementary', { name: label });
      const button = within(taskbar).getByRole('button', { name: label, expanded: false });
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+A');
      expect(button).toHaveAccessibleDescription(script);
      await user.click(button);
      const panel = screen.getByRole('group', { name: t('taskbar.heading') });
      const groups = within(panel).getAllByRole('group');
      for (const group of groups) expect(group).toHaveAccessibleName(script);
      const [, textSize] = groups;
      const [, larger] = within(textSize as HTMLElement).getAllByRole('button');
      expect(larger?.textContent).toMatch(script);
      await user.click(larger as HTMLElement);
      expect(currentAnnouncement()).toBe(changed);
      expect(textSize?.textContent).toMatch(script);
      for (let step = 0; step < 12; step += 1) await user.click(larger as HTMLElement);
      expect(currentAnnouncement()).toBe(largest);
      for (const choice of within(panel).getAllByRole('radio')) expect(choice).toHaveAccessibleName(script);
      for (const switchControl of within(panel).getAllByRole('switch')) {
        expect(switchControl).toHaveAccessibleName(script);
      }
    },
  );

  it('offers the language as its first setting: the words change at once and the choice is kept', async () => {
    const { user, panel } = await openTaskbar();
    const [language] = within(panel).getAllByRole('group');
    expect(language).toHaveAccessibleName('Language');
    await user.click(within(language as HTMLElement).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'සිංහල' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'අප ගැන' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'ප්‍රවේශ්‍යතා සැකසුම්' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'භාෂාව: සිංහල' })).toBeInTheDocument();
    expect(stored()).toEqual({ language: 'si' });
    expect(root).toHaveAttribute('lang', 'si');
  });
});
