// The accessibility settings as data (spec §3, §9): their limits, the operating system's defaults, the
// shopper's own changes as stored, how they show on <html>, and how a change is said aloud. No React here:
// public/theme-init.js repeats `applySettings` before the first paint, and a test keeps the two in step.
import { accessibilityLimits, contrastModes as allContrastModes } from '@store/contracts/constants';
import { plural } from '../../../lib/plural';

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
}

export type NumericSetting = 'fontSize' | 'lineHeight' | 'letterSpacing' | 'saturation' | 'readingSpeed';
export type SwitchSetting = 'monochrome' | 'visionImpaired' | 'seizureSafe';

/** The limits of spec §9, shared with the API's schema. */
export const limits: Record<NumericSetting, { min: number; max: number; step: number; initial: number }> =
  accessibilityLimits;

export const contrastModes: readonly ContrastMode[] = allContrastModes;

export const contrastLabels: Record<ContrastMode, string> = {
  default: 'Default',
  dark: 'Dark',
  light: 'Light',
  high: 'High',
};

/** Text size the vision-impaired profile uses at least (spec §9: "150 % with 20px text"). */
export const VISION_IMPAIRED_FONT_SIZE = 20;
export const VISION_IMPAIRED_ZOOM = 1.5;

export type SettingOverrides = Partial<AccessibilitySettings>;

export interface SystemPreferences {
  moreContrast: boolean;
  reducedMotion: boolean;
  dark: boolean;
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

function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A setting's current value in words, as the taskbar shows it and the live region says it. */
export function describeValue(key: keyof AccessibilitySettings, settings: AccessibilitySettings): string {
  switch (key) {
    case 'fontSize':
      return `${settings.fontSize} pixels`;
    case 'lineHeight':
      return `${trimNumber(settings.lineHeight)} times the text size`;
    case 'letterSpacing':
      return `${trimNumber(settings.letterSpacing)} ${plural(settings.letterSpacing, 'pixel')}`;
    case 'saturation':
      return `${settings.saturation} per cent`;
    case 'readingSpeed':
      return settings.readingSpeed === 1 ? 'normal' : `${trimNumber(settings.readingSpeed)} times normal`;
    case 'contrast':
      return contrastLabels[settings.contrast];
    case 'monochrome':
    case 'visionImpaired':
    case 'seizureSafe':
      return settings[key] ? 'on' : 'off';
  }
}

export const settingNames: Record<keyof AccessibilitySettings, string> = {
  fontSize: 'Text size',
  lineHeight: 'Line height',
  letterSpacing: 'Letter spacing',
  contrast: 'Contrast',
  monochrome: 'Monochrome',
  visionImpaired: 'Vision-impaired profile',
  saturation: 'Saturation',
  seizureSafe: 'Seizure-safe',
  readingSpeed: 'Reading speed',
};

/** "Text size 18 pixels"; at a limit it says so. */
export function describeChange(
  key: keyof AccessibilitySettings,
  settings: AccessibilitySettings,
  atLimit: 'min' | 'max' | null = null,
): string {
  const text = `${settingNames[key]} ${describeValue(key, settings)}`;
  if (atLimit === 'max') return `${text}, the largest`;
  if (atLimit === 'min') return `${text}, the smallest`;
  return text;
}
