// Per-file connection to the run's Chromium and a fresh browser context (and page) for every test.
// A failing test leaves a screenshot and the page's console in e2e/artifacts/failures/; an uncaught
// exception in the page fails the test, because a shopper would be left with a broken screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { connectChromium } from './browser';
import { trackRequests } from './flows';

export const artifactsDir = path.resolve(import.meta.dirname, '../../artifacts');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserSession {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** This test's context and its first page (the file's, with `contextPer: 'file'`). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another context (another visitor), closed after the test. */
  newContext(options?: BrowserContextOptions & { onboarded?: boolean }): Promise<BrowserContext>;
}

function safeName(text: string) {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Gives a new context the saved state, as Playwright's `storageState` option would, but without the blank page
 * Playwright opens to write it (a quarter of a second per test): the saved localStorage is written by an init
 * script before the SPA's own scripts run, once per context (a marker key remembers it), so what a test changes
 * later (a logout, a second tab) is not undone.
 */
async function seedStorage(context: BrowserContext, state: StorageState, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const entries = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  await context.addInitScript(
    ({ origin: target, entries: saved }) => {
      if (location.origin !== target) return;
      try {
        if (localStorage.getItem('e2e:seeded') !== null) return;
        for (const { name, value } of saved) localStorage.setItem(name, value);
        localStorage.setItem('e2e:seeded', 'true');
      } catch {
        // Storage unavailable: the test will show the onboarding screens and fail plainly.
      }
    },
    { origin, entries },
  );
}

export interface UseBrowserOptions {
  /**
   * true (the default): every context starts with the state a shopper has after finishing the first-visit
   * onboarding through its real screens (done once per run in the global setup, reused as storage state).
   */
  onboarded?: boolean;
  /** Further steps done once per file after onboarding (e.g. logging in); their state is reused too. */
  prepare?: (page: Page) => Promise<void>;
  contextOptions?: BrowserContextOptions;
  /**
   * 'test' (the default): every test gets a fresh context. 'file': one context and page for the whole file,
   * for read-only checks such as axe audits of one route after another, where a warm page saves seconds.
   */
  contextPer?: 'test' | 'file';
}

export function useBrowser(options: UseBrowserOptions = {}) {
  const baseUrl = inject('baseUrl');
  const onboardedByDefault = options.onboarded ?? true;
  let browser: Browser | undefined;
  let onboardedState: StorageState | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let extraContexts: BrowserContext[] = [];
  let pageErrors: string[] = [];
  let consoleLines: string[] = [];

  // Every page of every context of this test is watched (the context's 'page' event covers newPage too).
  const watch = (target: Page) => {
    trackRequests(target);
    target.on('pageerror', (error) => pageErrors.push(`${target.url()}: ${error.message}`));
    target.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleLines.push(`[${message.type()}] ${target.url()}: ${message.text()}`);
      }
    });
  };

  const open = async (contextOptions: BrowserContextOptions & { onboarded?: boolean } = {}) => {
    if (!browser) throw new Error('the browser is not connected');
    const { onboarded = onboardedByDefault, ...rest } = contextOptions;
    const created = await browser.newContext({ baseURL: baseUrl, ...options.contextOptions, ...rest });
    if (onboarded && onboardedState) await seedStorage(created, onboardedState, baseUrl);
    created.on('page', watch);
    return created;
  };

  beforeAll(async () => {
    browser = await connectChromium(inject('wsEndpoint'));
    if (onboardedByDefault) {
      onboardedState = JSON.parse(inject('onboardedState')) as StorageState;
      if (options.prepare) {
        const scratch = await browser.newContext({ baseURL: baseUrl });
        await seedStorage(scratch, onboardedState, baseUrl);
        const scratchPage = await scratch.newPage();
        await options.prepare(scratchPage);
        onboardedState = await scratch.storageState();
        await scratch.close();
      }
    }
  });

  const perFile = options.contextPer === 'file';

  beforeEach(async () => {
    pageErrors = [];
    consoleLines = [];
    extraContexts = [];
    if (perFile && context && page && !page.isClosed()) return;
    context = await open();
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      const folder = path.join(artifactsDir, 'failures');
      mkdirSync(folder, { recursive: true });
      const name = safeName(`${task.file?.name ?? ''}-${task.name}`);
      await page
        .screenshot({ path: path.join(folder, `${name}.png`), fullPage: true })
        .catch(() => undefined);
      writeFileSync(path.join(folder, `${name}.console.txt`), [...pageErrors, ...consoleLines].join('\n'));
    }
    const closing = perFile ? extraContexts : [context, ...extraContexts];
    await Promise.all(closing.map((item) => item?.close().catch(() => undefined)));
    if (!perFile) {
      context = undefined;
      page = undefined;
    }
    if (pageErrors.length > 0) {
      throw new Error(`The page threw uncaught exceptions:\n${pageErrors.join('\n')}`);
    }
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  const session: BrowserSession = {
    baseUrl,
    get browser() {
      if (!browser) throw new Error('the browser is not connected');
      return browser;
    },
    get context() {
      if (!context) throw new Error('no browser context outside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    async newContext(contextOptions) {
      const created = await open(contextOptions);
      extraContexts.push(created);
      return created;
    },
  };
  return session;
}
