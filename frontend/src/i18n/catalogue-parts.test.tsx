// Besides the words every shopper's page needs, the catalogue has two parts loaded later: the other shopper
// screens' words (loaded with those screens' routes) and the helpers' and admins' (loaded on their screens).
// A screen that used a key of a part it does not load would show the key itself, so each part's keys are kept
// to the screens that load it here, and the screens are checked to wait for their words; the three parts
// together are the whole catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import siScreens from 'virtual:messages/si-screens';
import siShop from 'virtual:messages/si-shop';
import siStaff from 'virtual:messages/si-staff';
import siWhole from 'virtual:messages/si';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScreenKey, isStaffKey, SCREEN_KEY_PREFIXES, STAFF_KEY_PREFIXES } from '../../icu-messages-plugin';
import { completeOnboardingFlag } from '../testing/fixtures';

const src = resolve(import.meta.dirname, '..');

/** The staff screens (each behind HelperOnly or the admin route, which load the staff part first). */
const STAFF_FILES = [
  /^app\/routes\/admin\.tsx$/,
  /^features\/admin\//,
  /^features\/assistance\/components\/(helper-[a-z-]+|quick-replies|shopper-screen|watched-cart)\.tsx$/,
  /^features\/assistance\/utils\/screen-words\.ts$/,
];

/** The route files app/router.tsx declares with `screen(…)`: their screens' words load with their code. */
const screenRoutes = [
  ...readFileSync(join(src, 'app', 'router.tsx'), 'utf8').matchAll(
    /\bscreen\((?:(?!\bscreen\()[\s\S])*?import\('\.\/routes\/([a-z-]+)'\)/g,
  ),
].map(([, route]) => route ?? '');

/** Those screens, and what only they use; the staff screens are among those routes too. */
const SCREEN_FILES = [
  new RegExp(`^app/routes/(${screenRoutes.join('|')})\\.tsx$`),
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
    expect(screenRoutes).toEqual(
      expect.arrayContaining(['orders', 'place-order', 'login', 'accessibility', 'admin']),
    );
    expect(filesUsing(SCREEN_KEY_PREFIXES, SCREEN_FILES)).toEqual([]);
  });

  describe('arrives before such a screen first renders', () => {
    it.each([
      ['/about', 'about.title1'],
      ['/contact', 'contact.title1'],
      ['/login', 'login.title.login'],
      ['/accessibility', 'accessibilityPage.title1'],
    ] as const)('%s, in Sinhala, never showing a key', async (path, key) => {
      expect(siShop[key]).toBeUndefined();
      const app = await firstVisit();
      const keysShown = watchForShownKeys();
      app.renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/[\u0D80-\u0DFF]/);
      expect(keysShown()).toEqual([]);
      expect(app.i18n.currentLanguage()).toBe('si');
    });
  });

  it('comes in the new language too when the language changes on such a screen', async () => {
    const app = await firstVisit();
    const keysShown = watchForShownKeys();
    app.renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/[\u0D80-\u0DFF]/);
    await app.act(() => app.i18n.switchLanguage('ta'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/[\u0B80-\u0BFF]/);
    expect(keysShown()).toEqual([]);
  });
});

describe('words that cannot be fetched (the connection dropped)', () => {
  afterEach(() => {
    vi.doUnmock('virtual:messages/si-screens');
    vi.doUnmock('virtual:messages/si-staff');
  });

  it('give way to the error page on a screen that needs them, with a reload', async () => {
    vi.doMock('virtual:messages/si-screens', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const app = await firstVisit();
    app.renderApp('/about');
    // The error page, in the shop's own part of the words (there on a first visit).
    const title = app.i18n.t('errors.page.title');
    expect(title).toMatch(/[\u0D80-\u0DFF]/);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: app.i18n.t('errors.page.reload') })).toBeInTheDocument();
  });

  it("give way to the error page on a helper's or admin's screen", async () => {
    vi.doMock('virtual:messages/si-staff', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const app = await firstVisit();
    const { render } = await import('@testing-library/react');
    function StaffScreen() {
      return <p>{app.i18n.useStaffMessages() ? 'ready' : 'loading'}</p>;
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p role="alert">failed</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <StaffScreen />
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
  });
});

/** A screen key shown as itself (what a screen without its words shows). */
const shownKey = new RegExp(
  `(?:${SCREEN_KEY_PREFIXES.map((prefix) => prefix.replace('.', '\\.')).join('|')})\\w`,
);

/** Every text with a screen key in it that the page showed from now on, however briefly. */
function watchForShownKeys(): () => string[] {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    if (shownKey.test(text)) shown.push(text.slice(0, 200));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  cleanups.push(() => observer.disconnect());
  return () => shown;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * The app as on a first visit after the introduction, in Sinhala: its modules loaded afresh (no words part
 * asked for yet, no route's code loaded), with only the shop's part of the words active.
 */
async function firstVisit() {
  vi.resetModules();
  const [{ renderApp }, i18n, { mockApi }, { act, cleanup }] = await Promise.all([
    import('../testing/render-app'),
    import('./i18n'),
    import('../testing/mock-api'),
    import('@testing-library/react'),
  ]);
  completeOnboardingFlag();
  localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'si' }));
  i18n.activateCatalogue('si', siShop, []);
  const api = mockApi({});
  cleanups.push(cleanup, () => api.restore());
  return { renderApp, i18n, act };
}

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
