// vitest globalSetup: builds the SPA once, starts the real stack and one Chromium for the whole run, and
// hands their addresses to the test files through `inject`. Everything is stopped afterwards.
import type { TestProject } from 'vitest/node';
import { connectChromium, launchChromiumServer } from './browser';
import { buildSpaIfStale, startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    assistanceStarted: boolean;
    /** JSON of the storage state a visitor has after finishing the onboarding through its screens. */
    onboardedState: string;
  }
}

/**
 * Walks the first-visit onboarding once for the whole run (/ → /test1 → /test3 → /taskbar → /) and keeps the
 * browser state it leaves; test files start their contexts from it. (onboarding.e2e.test.ts checks these
 * screens properly; this only needs them to work.)
 */
async function onboardedState(wsEndpoint: string, baseUrl: string): Promise<string> {
  const browser = await connectChromium(wsEndpoint);
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    for (const [name, next] of [
      ['Start Saving', '/test1'],
      ['Start Your Journey', '/test3'],
      ['Explore Now', '/taskbar'],
      ['Explore Now', '/'],
    ] as const) {
      const main = page.getByRole('main');
      await main
        .getByRole('button', { name, exact: true })
        .or(main.getByRole('link', { name, exact: true }))
        .click({ timeout: 15_000 });
      await page.waitForURL((url) => url.pathname === next, { timeout: 15_000 });
    }
    await page.getByRole('heading', { level: 1, name: /latest arrivals/i }).waitFor({ timeout: 15_000 });
    return JSON.stringify(await context.storageState());
  } catch (error) {
    throw new Error(
      `Finishing the onboarding, where every store test starts, failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser.close();
  }
}

export default async function setup(project: TestProject) {
  buildSpaIfStale();
  const stack = await startStack();
  let browserServer;
  try {
    browserServer = await launchChromiumServer();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('baseUrl', stack.baseUrl);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('assistanceStarted', stack.assistanceStarted);
  try {
    project.provide('onboardedState', await onboardedState(browserServer.wsEndpoint(), stack.baseUrl));
  } catch (error) {
    await browserServer.close();
    await stack.stop();
    throw error;
  }

  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
