// The browser tests' `test` and `expect`: Playwright's, with the running stack (started once by the global
// setup), a `page` that starts where a shopper stands after finishing the onboarding, `openPage` for another
// visitor or device, and `axe` for accessibility audits. Every page of a test is watched: an uncaught exception
// in the page fails the test (a shopper would be left with a broken screen), and its console's errors and
// warnings are attached to the report of a failed test.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { trackRequests } from './flows';
import { stackEnv } from './stack';

export { expect };

export interface RunningStack {
  /** The main API, which also serves the built SPA. */
  baseUrl: string;
  assistanceStarted: boolean;
  /** The storage state a visitor has after walking the onboarding through its screens (a JSON file). */
  onboardedState: string;
  /** Where the store writes its mail (.eml files; the stack has no SMTP server). */
  mailDir: string;
}

export interface VisitorOptions extends BrowserContextOptions {
  /** Start where a visitor who finished the onboarding stands (true, the default) or as a first visit. */
  onboarded?: boolean;
}

export interface Axe {
  /** Settles the page, then fails with a readable list when axe finds any violation (WCAG 2.x A/AA, best practices). */
  expectNoViolations(page: Page, label: string): Promise<void>;
}

/** What the pages of one test said went wrong: uncaught exceptions, console errors and warnings. */
interface PageProblems {
  errors: string[];
  console: string[];
}

interface TestFixtures {
  /** Whether the test's own `page` starts onboarded (set per file or group with `test.use`). */
  onboarded: boolean;
  /** A page in a new context of its own (another visitor or device), closed after the test. */
  openPage: (options?: VisitorOptions) => Promise<Page>;
  axe: Axe;
  /** Filled by every page of the test (its own and `openPage`'s); checked when the test ends. */
  pageProblems: PageProblems;
}

interface WorkerFixtures {
  stack: RunningStack;
}

function runningStack(): RunningStack {
  const baseUrl = process.env[stackEnv.baseUrl];
  const onboardedState = process.env[stackEnv.onboardedState];
  if (!baseUrl || !onboardedState) {
    throw new Error(
      'The store is not running: run the browser tests with `npm run test:e2e` (playwright.config.ts starts it).',
    );
  }
  return {
    baseUrl,
    onboardedState,
    assistanceStarted: process.env[stackEnv.assistanceStarted] === 'true',
    mailDir: process.env[stackEnv.mailDir] ?? '',
  };
}

/** Collects what the pages of a context say went wrong. */
function watch(context: BrowserContext, problems: PageProblems) {
  const watchPage = (page: Page) => {
    trackRequests(page);
    page.on('pageerror', (error) => problems.errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.console.push(`[${message.type()}] ${page.url()}: ${message.text()}`);
      }
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [async ({}, use) => use(runningStack()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),
  onboarded: [true, { option: true }],
  storageState: async ({ onboarded, stack }, use) => use(onboarded ? stack.onboardedState : undefined),

  pageProblems: async ({}, use, testInfo) => {
    const problems: PageProblems = { errors: [], console: [] };
    await use(problems);
    if (testInfo.status !== testInfo.expectedStatus && problems.console.length > 0) {
      await testInfo.attach('browser console', {
        body: problems.console.join('\n'),
        contentType: 'text/plain',
      });
    }
    if (problems.errors.length > 0) {
      throw new Error(`The page threw uncaught exceptions:\n${problems.errors.join('\n')}`);
    }
  },

  context: async ({ context, pageProblems }, use) => {
    watch(context, pageProblems);
    await use(context);
  },

  openPage: async ({ browser, stack, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ onboarded = true, ...options } = {}) => {
      const context = await browser.newContext({
        ...options,
        baseURL: stack.baseUrl,
        storageState: onboarded ? stack.onboardedState : undefined,
      });
      contexts.push(context);
      watch(context, pageProblems);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  axe: async ({}, use, testInfo) => {
    await use({
      expectNoViolations: (page, label) =>
        base.step(`axe: no violations (WCAG A/AA, best practices) on ${label}`, () =>
          expectNoAxeViolations(page, label, testInfo),
        ),
    });
  },
});
