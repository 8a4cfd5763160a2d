// The shopper's accessibility settings (spec §3, §9) as React state: only what the shopper changed is kept
// (in localStorage, and with their account when signed in), on top of defaults that follow the operating
// system. Every change is shown on <html> at once and said in the polite live region.
// public/theme-init.js applies the stored settings before React loads, so the first paint is already right.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  applySettings,
  clampSetting,
  cleanOverrides,
  describeChange,
  limits,
  readSystemPreferences,
  resolveSettings,
  type AccessibilitySettings,
  type ContrastMode,
  type NumericSetting,
  type SettingOverrides,
  type SwitchSetting,
  type SystemPreferences,
} from '../utils/accessibility-model';
import { languageNames, type Language } from '@store/contracts/languages';
import { switchLanguage, t } from '../../../i18n/i18n';
import { announce } from '../../../lib/announcer';
import { speech } from '../../../lib/speech';
import { readJson, storageKeys, writeJson } from '../../../lib/storage';

export type { AccessibilitySettings, ContrastMode } from '../utils/accessibility-model';

export interface AccessibilitySettingsValue {
  settings: AccessibilitySettings;
  /** What the shopper changed from the defaults (what is stored and synced). */
  overrides: SettingOverrides;
  contrast: ContrastMode;
  setContrast: (mode: ContrastMode) => string;
  /** The header's High Contrast / Normal Mode button: the same setting as the taskbar's contrast. */
  toggleHighContrast: () => string;
  setNumber: (key: NumericSetting, value: number) => string;
  /** One step up (+1) or down (-1); says and returns what happened, including "the largest". */
  step: (key: NumericSetting, direction: 1 | -1) => string;
  setSwitch: (key: SwitchSetting, on: boolean) => string;
  reset: () => string;
  /** The storefront's language; the words change at once, without a reload, and the change is said in the
   * new language (unless the caller says it, as a voice command's answer does). Resolves once switched. */
  setLanguage: (language: Language, options?: { announce?: boolean }) => Promise<void>;
  /** Replaces every change at once (the settings saved with the account), without announcing. */
  replaceOverrides: (overrides: SettingOverrides) => void;
}

const SettingsContext = createContext<AccessibilitySettingsValue | null>(null);

export function readStoredOverrides(): SettingOverrides {
  return cleanOverrides(readJson(storageKeys.accessibility));
}

/** The settings as they are now on this device (used before React, and by tests). */
export function readAccessibilitySettings(): AccessibilitySettings {
  return resolveSettings(readStoredOverrides(), readSystemPreferences());
}

function useSystemPreferences(): SystemPreferences {
  const [system, setSystem] = useState(readSystemPreferences);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = [
      '(prefers-contrast: more)',
      '(prefers-reduced-motion: reduce)',
      '(prefers-color-scheme: dark)',
    ].map((query) => window.matchMedia(query));
    const onChange = () => setSystem(readSystemPreferences());
    for (const list of lists) list.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange);
    };
  }, []);
  return system;
}

export function AccessibilitySettingsProvider({ children }: { children: ReactNode }) {
  const system = useSystemPreferences();
  const [overrides, setOverrides] = useState<SettingOverrides>(readStoredOverrides);
  const settings = useMemo(() => resolveSettings(overrides, system), [overrides, system]);
  // The latest settings for callbacks that compute a message from them synchronously.
  const latest = useRef({ settings, overrides, system });
  useLayoutEffect(() => {
    latest.current = { settings, overrides, system };
  }, [settings, overrides, system]);

  useEffect(() => {
    applySettings(settings);
    speech.setRate(settings.readingSpeed);
  }, [settings]);

  useEffect(() => {
    void switchLanguage(settings.language);
    speech.setLanguage(settings.language);
  }, [settings.language]);

  // No voice for the chosen language in this browser: said once (the Sinhala and Tamil messages say it in
  // English too), and read-aloud still shows its text.
  useEffect(
    () =>
      speech.onMissingVoice((language) =>
        announce(t('language.noVoice', { language: languageNames[language] })),
      ),
    [],
  );

  // Another tab changed the settings: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.accessibility) setOverrides(readStoredOverrides());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const change = useCallback((patch: SettingOverrides): AccessibilitySettings => {
    const nextOverrides = { ...latest.current.overrides, ...patch };
    const next = resolveSettings(nextOverrides, latest.current.system);
    latest.current = { ...latest.current, overrides: nextOverrides, settings: next };
    writeJson(storageKeys.accessibility, nextOverrides);
    setOverrides(nextOverrides);
    return next;
  }, []);

  const say = (text: string) => {
    announce(text);
    return text;
  };

  const setNumber = useCallback(
    (key: NumericSetting, value: number) => {
      const clamped = clampSetting(key, value);
      const next = change({ [key]: clamped });
      const atLimit = clamped >= limits[key].max ? 'max' : clamped <= limits[key].min ? 'min' : null;
      return say(describeChange(key, next, value !== clamped || atLimit ? atLimit : null));
    },
    [change],
  );

  const step = useCallback(
    (key: NumericSetting, direction: 1 | -1) =>
      setNumber(key, latest.current.settings[key] + direction * limits[key].step),
    [setNumber],
  );

  const setSwitch = useCallback(
    (key: SwitchSetting, on: boolean) => say(describeChange(key, change({ [key]: on }))),
    [change],
  );

  const setContrast = useCallback(
    (mode: ContrastMode) => say(describeChange('contrast', change({ contrast: mode }))),
    [change],
  );

  const toggleHighContrast = useCallback(
    () => setContrast(latest.current.settings.contrast === 'high' ? 'default' : 'high'),
    [setContrast],
  );

  const setLanguage = useCallback(
    async (language: Language, { announce: sayIt = true }: { announce?: boolean } = {}) => {
      change({ language });
      await switchLanguage(language);
      // Said once the new words are in, in the new language.
      if (sayIt) announce(t('language.changed', { language: languageNames[language] }));
    },
    [change],
  );

  // Display settings go back to their defaults; the language is not one of them and stays.
  const reset = useCallback(() => {
    const { language } = latest.current.overrides;
    const kept: SettingOverrides = language ? { language } : {};
    writeJson(storageKeys.accessibility, language ? kept : undefined);
    latest.current = {
      ...latest.current,
      overrides: kept,
      settings: resolveSettings(kept, latest.current.system),
    };
    setOverrides(kept);
    return say(t('taskbar.resetDone'));
  }, []);

  const replaceOverrides = useCallback((next: SettingOverrides) => {
    const clean = cleanOverrides(next);
    writeJson(storageKeys.accessibility, Object.keys(clean).length ? clean : undefined);
    setOverrides(clean);
  }, []);

  const value = useMemo(
    () => ({
      settings,
      overrides,
      contrast: settings.contrast,
      setContrast,
      toggleHighContrast,
      setNumber,
      step,
      setSwitch,
      reset,
      setLanguage,
      replaceOverrides,
    }),
    [
      setLanguage,
      settings,
      overrides,
      setContrast,
      toggleHighContrast,
      setNumber,
      step,
      setSwitch,
      reset,
      replaceOverrides,
    ],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useAccessibilitySettings(): AccessibilitySettingsValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useAccessibilitySettings must be used inside <AccessibilitySettingsProvider>');
  return value;
}
