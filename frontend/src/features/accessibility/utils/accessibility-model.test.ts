import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { activateCatalogue } from '../../../i18n/i18n';
import {
  applySettings,
  clampSetting,
  cleanOverrides,
  describeChange,
  resolveSettings,
  systemDefaults,
  type SettingOverrides,
} from './accessibility-model';

const noPreferences = { moreContrast: false, reducedMotion: false, dark: false, languages: [] };
const themeInit = readFileSync(resolve(__dirname, '../../../../public/theme-init.js'), 'utf8');

function snapshot(root: HTMLElement) {
  const attributes = Object.fromEntries(
    [...root.attributes]
      .filter((a) => a.name.startsWith('data-') || a.name === 'lang')
      .map((a) => [a.name, a.value]),
  );
  const style = ['--font-scale', '--line-height', '--letter-spacing', '--page-filter'].map((name) =>
    root.style.getPropertyValue(name),
  );
  return { attributes, style };
}

function clearRoot() {
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) {
    if (attribute.name.startsWith('data-')) root.removeAttribute(attribute.name);
  }
  root.removeAttribute('style');
}

afterEach(clearRoot);

describe('accessibility settings model', () => {
  it('starts from the spec defaults, adjusted to the operating system', () => {
    expect(systemDefaults(noPreferences)).toEqual({
      fontSize: 16,
      lineHeight: 1.5,
      letterSpacing: 1,
      contrast: 'default',
      monochrome: false,
      visionImpaired: false,
      saturation: 100,
      seizureSafe: false,
      readingSpeed: 1,
      language: 'en',
    });
    expect(systemDefaults({ ...noPreferences, moreContrast: true }).contrast).toBe('high');
    expect(systemDefaults({ ...noPreferences, dark: true }).contrast).toBe('dark');
    expect(systemDefaults(noPreferences).language).toBe('en');
    expect(systemDefaults({ ...noPreferences, languages: ['fr-FR', 'ta-LK', 'si'] }).language).toBe('ta');
    expect(systemDefaults({ ...noPreferences, languages: ['si-LK'] }).language).toBe('si');
    expect(systemDefaults({ ...noPreferences, reducedMotion: true }).seizureSafe).toBe(true);
  });

  it('keeps numbers on their steps and within their limits', () => {
    expect(clampSetting('fontSize', 41)).toBe(40);
    expect(clampSetting('fontSize', 11)).toBe(12);
    expect(clampSetting('fontSize', 17)).toBe(18);
    expect(clampSetting('lineHeight', 1.6000000000000001)).toBe(1.6);
    expect(clampSetting('lineHeight', 3.2)).toBe(3);
    expect(clampSetting('letterSpacing', -1)).toBe(0);
    expect(clampSetting('letterSpacing', 9)).toBe(5);
  });

  it('drops stored values that are not settings', () => {
    expect(
      cleanOverrides({ fontSize: '20', contrast: 'purple', monochrome: 'yes', lineHeight: 2, extra: 1 }),
    ).toEqual({ lineHeight: 2 });
    expect(cleanOverrides(null)).toEqual({});
    expect(cleanOverrides({ contrast: 'high' })).toEqual({ contrast: 'high' });
  });

  it('says a change in words', () => {
    const settings = resolveSettings({ fontSize: 18 }, noPreferences);
    expect(describeChange('fontSize', settings)).toBe('Text size 18 pixels');
    expect(describeChange('fontSize', { ...settings, fontSize: 40 }, 'max')).toBe(
      'Text size 40 pixels, the largest',
    );
    expect(describeChange('contrast', { ...settings, contrast: 'dark' })).toBe('Contrast Dark');
    expect(describeChange('monochrome', { ...settings, monochrome: true })).toBe('Monochrome on');
  });

  it('says a change in Sinhala and in Tamil, with numbers and plurals by the language', () => {
    const settings = resolveSettings({ fontSize: 18 }, noPreferences);
    activateCatalogue('si', siMessages);
    expect(describeChange('fontSize', settings)).toBe('අකුරු ප්‍රමාණය පික්සල 18');
    expect(describeChange('lineHeight', { ...settings, lineHeight: 1.6000000000000001 })).toBe(
      'පේළි උස අකුරු ප්‍රමාණය මෙන් 1.6 ගුණයක්',
    );
    expect(describeChange('contrast', { ...settings, contrast: 'dark' })).toBe('වෙනස්කම අඳුරු');
    activateCatalogue('ta', taMessages);
    expect(describeChange('letterSpacing', { ...settings, letterSpacing: 1 })).toBe('எழுத்து இடைவெளி 1 பிக்சல்');
    expect(describeChange('letterSpacing', { ...settings, letterSpacing: 2.5 }, 'max')).toBe(
      'எழுத்து இடைவெளி 2.5 பிக்சல்கள், அதிகபட்சம்',
    );
    expect(describeChange('readingSpeed', { ...settings, readingSpeed: 1.25 })).toBe(
      'வாசிப்பு வேகம் இயல்பின் 1.25 மடங்கு',
    );
    expect(describeChange('monochrome', { ...settings, monochrome: true })).toBe('ஒற்றை நிறம் இயக்கத்தில்');
  });

  it('shows the settings on <html> as custom properties and data attributes', () => {
    const root = document.documentElement;
    applySettings(
      resolveSettings(
        { fontSize: 40, lineHeight: 3, letterSpacing: 5, contrast: 'high', monochrome: true },
        noPreferences,
      ),
    );
    expect(root.style.getPropertyValue('--font-scale')).toBe('2.5');
    expect(root.style.getPropertyValue('--line-height')).toBe('3');
    expect(root.style.getPropertyValue('--letter-spacing')).toBe('5px');
    expect(root.style.getPropertyValue('--page-filter')).toBe('grayscale(1)');
    expect(root).toHaveAttribute('data-contrast', 'high');
    expect(root).toHaveAttribute('data-monochrome', 'true');
    applySettings(resolveSettings({ visionImpaired: true }, noPreferences));
    expect(root.style.getPropertyValue('--font-scale')).toBe('1.25');
    expect(root).toHaveAttribute('data-vision-impaired', 'true');
    expect(root).not.toHaveAttribute('data-monochrome');
    expect(root).not.toHaveAttribute('data-filter');
  });

  it.each<[string, SettingOverrides]>([
    ['nothing stored', {}],
    ['the old contrast-only record', { contrast: 'high' }],
    [
      'every setting changed',
      {
        fontSize: 24,
        lineHeight: 2.2,
        letterSpacing: 3.5,
        contrast: 'dark',
        monochrome: true,
        visionImpaired: true,
        saturation: 40,
        seizureSafe: true,
        readingSpeed: 1.5,
        language: 'ta',
      },
    ],
    ['Sinhala chosen', { language: 'si' }],
    ['a language the store does not speak', { language: 'fr' } as unknown as SettingOverrides],
    ['light mode with more saturation', { contrast: 'light', saturation: 150, seizureSafe: false }],
  ])('theme-init.js applies the same as the app with %s', (_name, stored) => {
    localStorage.setItem('accessibilitySettings', JSON.stringify(stored));
    new Function(themeInit)();
    const early = snapshot(document.documentElement);
    clearRoot();
    const settings = resolveSettings(cleanOverrides(stored), noPreferences);
    applySettings(settings);
    // <html lang> follows the language once its catalogue is active (i18n.ts); theme-init sets it first.
    document.documentElement.setAttribute('lang', settings.language);
    expect(snapshot(document.documentElement)).toEqual(early);
  });
});
