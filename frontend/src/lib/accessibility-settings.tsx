// Accessibility settings of this browser (for now the contrast mode), stored in localStorage and shown as
// `data-contrast` on <html>, where the stylesheet swaps its colour variables. public/theme-init.js applies
// the stored value before React loads, so the first paint already has the right colours.
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readJson, storageKeys, writeJson } from './storage';

export type ContrastMode = 'default' | 'high';

export interface AccessibilitySettings {
  contrast: ContrastMode;
}

interface AccessibilitySettingsValue extends AccessibilitySettings {
  setContrast: (mode: ContrastMode) => void;
  toggleHighContrast: () => void;
}

const SettingsContext = createContext<AccessibilitySettingsValue | null>(null);

function prefersMoreContrast(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-contrast: more)').matches;
}

export function readAccessibilitySettings(): AccessibilitySettings {
  const stored = readJson(storageKeys.accessibility);
  if (stored && typeof stored === 'object' && 'contrast' in stored) {
    if (stored.contrast === 'high' || stored.contrast === 'default') return { contrast: stored.contrast };
  }
  return { contrast: prefersMoreContrast() ? 'high' : 'default' };
}

export function AccessibilitySettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<AccessibilitySettings>(readAccessibilitySettings);

  useEffect(() => {
    document.documentElement.dataset.contrast = settings.contrast;
  }, [settings.contrast]);

  const setContrast = useCallback((contrast: ContrastMode) => {
    setSettings((current) => {
      const next = { ...current, contrast };
      writeJson(storageKeys.accessibility, next);
      return next;
    });
  }, []);

  const toggleHighContrast = useCallback(() => {
    setSettings((current) => {
      const next: AccessibilitySettings = {
        ...current,
        contrast: current.contrast === 'high' ? 'default' : 'high',
      };
      writeJson(storageKeys.accessibility, next);
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ ...settings, setContrast, toggleHighContrast }),
    [settings, setContrast, toggleHighContrast],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useAccessibilitySettings(): AccessibilitySettingsValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useAccessibilitySettings must be used inside <AccessibilitySettingsProvider>');
  return value;
}
