// Besides the words every shopper's page needs, the catalogue has two parts loaded later: the other shopper
// screens' words (loaded with those screens' routes) and the helpers' and admins' (loaded on their screens).
// A screen that used a key of a part it does not load would show the key itself, so each part's keys are kept
// to the screens that load it here, and the screens are checked to wait for their words; the three parts
// together are the whole catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { act, screen } from '@testing-library/react';
import siScreens from 'virtual:messages/si-screens';
import siShop from 'virtual:messages/si-shop';
import siStaff from 'virtual:messages/si-staff';
import siWhole from 'virtual:messages/si';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isScreenKey, isStaffKey, SCREEN_KEY_PREFIXES, STAFF_KEY_PREFIXES } from '../../icu-messages-plugin';
import { completeOnboardingFlag } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { activateCatalogue, currentLanguage, switchLanguage } from './i18n';

const src = resolve(import.meta.dirname, '..');

/** The staff screens (each behind HelperOnly or the admin route, which load the staff part first). */
const STAFF_FILES = [
  /^app\/routes\/admin\.tsx$/,
  /^features\/admin\//,
  /^features\/assistance\/components\/(helper-[a-z-]+|quick-replies|shopper-screen|watched-cart)\.tsx$/,
  /^features\/assistance\/utils\/screen-words\.ts$/,
];

/**
 * The screens behind the routes that load the other screens' words first (`screen(…)` in app/router.tsx),
 * and what only they use; the staff screens are among those routes too.
 */
const SCREEN_FILES = [
  /^app\/routes\/(about|accessibility|admin|assis-dash|assis-live|bill|cancel|contact|forgot-password|live-start|live-wait|login|newsletter-link|orders|place-order|profile|reset-password|schedule-session|track-order)\.tsx$/,
  /^features\/(admin|checkout|info|orders|profile)\//,
  /^features\/auth\/(components\/(login|forgot-password|reset-password)-form\.tsx|utils\/field-messages\.ts)$/,
  /^features\/assistance\/components\/(live-start|schedule-session)-page\.tsx$/,
  /^lib\/address-field-names\.ts$/,
  ...STAFF_FILES,
];

const keyLiteralOf = (prefixes: readonly string[]) =>
  new RegExp(`['"\`](?:${prefixes.map((prefix) => prefix.replace('.', '\\.')).join('|')})`);

/** Source files outside `allowed` that name a key with one of `prefixes`. */
function filesUsing(prefixes: readonly string[], allowed: readonly RegExp[]): string[] {
  const keyLiteral = keyLiteralOf(prefixes);
  return sourceFiles(src)
    .map((path) => relative(src, path))
    .filter((path) => !allowed.some((pattern) => pattern.test(path)))
    .filter((path) => keyLiteral.test(readFileSync(join(src, path), 'utf8')));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the staff part of the catalogue', () => {
  it('is used only by the staff screens', () => {
    expect(filesUsing(STAFF_KEY_PREFIXES, STAFF_FILES)).toEqual([]);
  });
});

describe("the other shopper screens' part", () => {
  it('is used only by the screens whose routes load it', () => {
    expect(filesUsing(SCREEN_KEY_PREFIXES, SCREEN_FILES)).toEqual([]);
  });

  describe('arrives before such a screen first renders', () => {
    let api: ReturnType<typeof mockApi>;
    beforeEach(() => {
      completeOnboardingFlag();
      api = mockApi({});
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'si' }));
      // A first visit's words only: the shop's part, in Sinhala.
      activateCatalogue('si', siShop, []);
    });
    afterEach(() => api.restore());

    /** A screen key shown as itself (what a screen without its words shows). */
    const shownKey = new RegExp(
      `(?:${SCREEN_KEY_PREFIXES.map((prefix) => prefix.replace('.', '\\.')).join('|')})\\w`,
    );

    it.each([
      ['/about', 'about.title1'],
      ['/contact', 'contact.title1'],
      ['/login', 'login.title.login'],
      ['/accessibility', 'accessibilityPage.title1'],
    ] as const)('%s, in Sinhala', async (path, key) => {
      expect(siShop[key]).toBeUndefined();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/[\u0D80-\u0DFF]/);
      expect(document.body.textContent).not.toMatch(shownKey);
      expect(currentLanguage()).toBe('si');
    });
  });
});

describe('a change of language on such a screen', () => {
  it("brings that language's screen words too", async () => {
    completeOnboardingFlag();
    const api = mockApi({});
    try {
      localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'si' }));
      activateCatalogue('si', siShop, []);
      renderApp('/contact');
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/[\u0D80-\u0DFF]/);
      await act(() => switchLanguage('ta'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/[\u0B80-\u0BFF]/);
      expect(document.body.textContent).not.toMatch(/contact\.\w/);
    } finally {
      api.restore();
    }
  });
});

describe('the three parts', () => {
  it('together are the whole catalogue, each key in one part', () => {
    expect(Object.keys(siStaff).length).toBeGreaterThan(50);
    expect(Object.keys(siScreens).length).toBeGreaterThan(50);
    expect(Object.keys(siStaff).every(isStaffKey)).toBe(true);
    expect(Object.keys(siScreens).every(isScreenKey)).toBe(true);
    expect(Object.keys(siShop).some((key) => isStaffKey(key) || isScreenKey(key))).toBe(false);
    expect({ ...siShop, ...siScreens, ...siStaff }).toEqual(siWhole);
  });
});
