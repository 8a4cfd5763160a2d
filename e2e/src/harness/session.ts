// Per-file connection to the run's Chromium and a fresh browser context (and page) for every test.
// A failing test leaves a screenshot and the page's console in e2e/artifacts/failures/; an uncaught
// exception in the page fails the test, because a shopper would be left with a broken screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { connectChromium } from './browser';
import { completeOnboarding } from './flows';

export const artifactsDir = path.resolve(import.meta.dirname, '../../artifacts');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserSession {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** This test's context and its first page. */
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

export interface UseBrowserOptions {
  /**
   * true (the default): every context starts with the state a shopper has after finishing the first-visit
   * onboarding through its real screens (done once per file, then reused as storage state).
   */
  onboarded?: boolean;
  /** Further steps done once per file after onboarding (e.g. logging in); their state is reused too. */
  prepare?: (page: Page) => Promise<void>;
  contextOptions?: BrowserContextOptions;
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
    const created = await browser.newContext({
      baseURL: baseUrl,
      ...options.contextOptions,
      ...rest,
      ...(onboarded && onboardedState ? { storageState: onboardedState } : {}),
    });
    created.on('page', watch);
    return created;
  };

  beforeAll(async () => {
    browser = await connectChromium(inject('wsEndpoint'));
    if (onboardedByDefault) {
      const scratch = await browser.newContext({ baseURL: baseUrl });
      const scratchPage = await scratch.newPage();
      await completeOnboarding(scratchPage);
      await options.prepare?.(scratchPage);
      onboardedState = await scratch.storageState();
      await scratch.close();
    }
  });

  beforeEach(async () => {
    pageErrors = [];
    consoleLines = [];
    extraContexts = [];
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
    await Promise.all([context, ...extraContexts].map((item) => item?.close().catch(() => undefined)));
    context = undefined;
    page = undefined;
    if (pageErrors.length > 0) {
      throw new Error(`The page threw uncaught exceptions:\n${pageErrors.join('\n')}`);
    }
  });

  afterAll(async () => {
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
