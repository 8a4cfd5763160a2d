// The accessibility settings as data (spec §3, §9): their limits, the operating system's defaults, the
// shopper's own changes as stored, how they show on <html>, and how a change is said aloud. No React here:
// public/theme-init.js repeats `applySettings` before the first paint, and a test keeps the two in step.
// The words (setting names, values, changes) are the catalogue's, in the language active when said.
import { accessibilityLimits, contrastModes as allContrastModes } from '@store/contracts/constants';
import {
  isLanguage,
  languageFromPreferences,
  languageNames,
  type Language,
} from '@store/contracts/languages';
import { t, type MessageKey } from '../../../i18n/i18n';

export type ContrastMode = (typeof allContrastModes)[number];

export interface AccessibilitySettings {
  /** Base text size in CSS pixels at 100 % browser zoom. */
  fontSize: number;
  lineHeight: number;
  /** Extra space between letters, in CSS pixels. */
  letterSpacing: number;
  contrast: ContrastMode;
  monochrome: boolean;
  /** 150 % with 20 px text (spec §9). */
  visionImpaired: boolean;
  /** Colour saturation in per cent. */
  saturation: number;
  /** No animation, no parallax, no flashing, calmer colours. */
  seizureSafe: boolean;
  /** Read-aloud rate: 1 is the voice's normal speed. */
  readingSpeed: number;
  /** The storefront's language: words on screen, read-aloud, voice commands. */
  language: Language;
}

export type NumericSetting = 'fontSize' | 'lineHeight' | 'letterSpacing' | 'saturation' | 'readingSpeed';
export type SwitchSetting = 'monochrome' | 'visionImpaired' | 'seizureSafe';

/** The limits of spec §9, shared with the API's schema. */
export const limits: Record<NumericSetting, { min: number; max: number; step: number; initial: number }> =
  accessibilityLimits;

export const contrastModes: readonly ContrastMode[] = allContrastModes;

/** Each contrast mode's name, as the taskbar shows it (translated where shown). */
export const contrastLabels: Record<ContrastMode, MessageKey> = {
  default: 'taskbar.contrast.default',
  dark: 'taskbar.contrast.dark',
  light: 'taskbar.contrast.light',
  high: 'taskbar.contrast.high',
};

/** Text size the vision-impaired profile uses at least (spec §9: "150 % with 20px text"). */
export const VISION_IMPAIRED_FONT_SIZE = 20;
export const VISION_IMPAIRED_ZOOM = 1.5;

export type SettingOverrides = Partial<AccessibilitySettings>;

export interface SystemPreferences {
  moreContrast: boolean;
  reducedMotion: boolean;
  dark: boolean;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  languages: readonly string[];
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function readSystemPreferences(): SystemPreferences {
  const matches = (query: string) =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return {
    moreContrast: matches('(prefers-contrast: more)'),
    reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    dark: matches('(prefers-color-scheme: dark)'),
    languages: browserLanguages(),
  };
}

/** Where a shopper starts when they changed nothing: the defaults, adjusted to the operating system. */
export function systemDefaults(system: SystemPreferences): AccessibilitySettings {
  return {
    fontSize: limits.fontSize.initial,
    lineHeight: limits.lineHeight.initial,
    letterSpacing: limits.letterSpacing.initial,
    contrast: system.moreContrast ? 'high' : system.dark ? 'dark' : 'default',
    monochrome: false,
    visionImpaired: false,
    saturation: limits.saturation.initial,
    seizureSafe: system.reducedMotion,
    readingSpeed: limits.readingSpeed.initial,
    language: languageFromPreferences(system.languages),
  };
}

/** Rounds to the setting's step and keeps it within its limits. */
export function clampSetting(key: NumericSetting, value: number): number {
  const { min, max, step } = limits[key];
  const stepped = Math.round((value - min) / step) * step + min;
  const rounded = Math.round(stepped * 100) / 100;
  return Math.min(max, Math.max(min, rounded));
}

const numericKeys = Object.keys(limits) as NumericSetting[];
const switchKeys: readonly SwitchSetting[] = ['monochrome', 'visionImpaired', 'seizureSafe'];

/** Keeps only well-formed changes from something read from storage or from the server. */
export function cleanOverrides(raw: unknown): SettingOverrides {
  if (!raw || typeof raw !== 'object') return {};
  const record = raw as Record<string, unknown>;
  const clean: SettingOverrides = {};
  for (const key of numericKeys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) clean[key] = clampSetting(key, value);
  }
  for (const key of switchKeys) {
    const value = record[key];
    if (typeof value === 'boolean') clean[key] = value;
  }
  const contrast = record.contrast;
  if (typeof contrast === 'string' && (contrastModes as readonly string[]).includes(contrast)) {
    clean.contrast = contrast as ContrastMode;
  }
  if (isLanguage(record.language)) clean.language = record.language;
  return clean;
}

export function resolveSettings(
  overrides: SettingOverrides,
  system: SystemPreferences,
): AccessibilitySettings {
  return { ...systemDefaults(system), ...overrides };
}

/** The text size the page really uses: the profile raises it to at least 20 px. */
export function effectiveFontSize(settings: AccessibilitySettings): number {
  return settings.visionImpaired ? Math.max(settings.fontSize, VISION_IMPAIRED_FONT_SIZE) : settings.fontSize;
}

/** The colour filter on <html> (the root, so fixed elements keep their place), or '' for none. */
export function pageFilter(settings: AccessibilitySettings): string {
  const parts: string[] = [];
  // Seizure-safe calms colours a little on top of the chosen saturation.
  const saturation = (settings.saturation / 100) * (settings.seizureSafe ? 0.8 : 1);
  if (Math.abs(saturation - 1) > 0.001) parts.push(`saturate(${Math.round(saturation * 100) / 100})`);
  if (settings.monochrome) parts.push('grayscale(1)');
  return parts.join(' ');
}

/**
 * Shows the settings on <html>: custom properties the stylesheet sizes everything with, and data
 * attributes for contrast and the switches. public/theme-init.js does the same before React starts.
 */
export function applySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--font-scale', String(effectiveFontSize(settings) / limits.fontSize.initial));
  root.style.setProperty('--line-height', String(settings.lineHeight));
  root.style.setProperty('--letter-spacing', `${settings.letterSpacing}px`);
  root.setAttribute('data-contrast', settings.contrast);
  const filter = pageFilter(settings);
  const flags: Array<[string, boolean]> = [
    ['data-monochrome', settings.monochrome],
    ['data-vision-impaired', settings.visionImpaired],
    ['data-seizure-safe', settings.seizureSafe],
    ['data-filter', filter !== ''],
  ];
  for (const [name, on] of flags) {
    if (on) root.setAttribute(name, 'true');
    else root.removeAttribute(name);
  }
  if (filter) root.style.setProperty('--page-filter', filter);
  else root.style.removeProperty('--page-filter');
}

/** Two decimals at most (1.6, not 1.6000000000000001); the message formats the digits. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** A setting's current value in words, as the taskbar shows it and the live region says it. */
export function describeValue(key: keyof AccessibilitySettings, settings: AccessibilitySettings): string {
  switch (key) {
    case 'fontSize':
      return t('taskbar.value.pixels', { value: settings.fontSize });
    case 'lineHeight':
      return t('taskbar.value.lineHeight', { value: rounded(settings.lineHeight) });
    case 'letterSpacing':
      return t('taskbar.value.pixels', { value: rounded(settings.letterSpacing) });
    case 'saturation':
      return t('taskbar.value.saturation', { value: settings.saturation });
    case 'readingSpeed':
      return settings.readingSpeed === 1
        ? t('taskbar.value.normalSpeed')
        : t('taskbar.value.readingSpeed', { value: rounded(settings.readingSpeed) });
    case 'contrast':
      return t(contrastLabels[settings.contrast]);
    case 'monochrome':
    case 'visionImpaired':
    case 'seizureSafe':
      return t(settings[key] ? 'taskbar.value.on' : 'taskbar.value.off');
    case 'language':
      return languageNames[settings.language];
  }
}

/** Each setting's name (translated where shown). */
export const settingNames: Record<keyof AccessibilitySettings, MessageKey> = {
  fontSize: 'taskbar.setting.fontSize',
  lineHeight: 'taskbar.setting.lineHeight',
  letterSpacing: 'taskbar.setting.letterSpacing',
  contrast: 'taskbar.setting.contrast',
  monochrome: 'taskbar.setting.monochrome',
  visionImpaired: 'taskbar.setting.visionImpaired',
  saturation: 'taskbar.setting.saturation',
  seizureSafe: 'taskbar.setting.seizureSafe',
  readingSpeed: 'taskbar.setting.readingSpeed',
  language: 'taskbar.setting.language',
};

/** A setting's name in the active language: "Text size". */
export const settingName = (key: keyof AccessibilitySettings): string => t(settingNames[key]);

/** "Text size 18 pixels"; at a limit it says so ("…, the largest"), in the active language. */
export function describeChange(
  key: keyof AccessibilitySettings,
  settings: AccessibilitySettings,
  atLimit: 'min' | 'max' | null = null,
): string {
  const values = { setting: settingName(key), value: describeValue(key, settings) };
  if (atLimit === 'max') return t('taskbar.changedLargest', values);
  if (atLimit === 'min') return t('taskbar.changedSmallest', values);
  return t('taskbar.changed', values);
}
