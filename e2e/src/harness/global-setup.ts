// Playwright's global setup: builds the SPA when stale, starts the real stack once for the run, walks the
// first-visit onboarding once and saves the browser state it leaves (the `page` fixture starts from it).
// The workers learn the stack's address through environment variables (see fixtures.ts). The returned
// teardown stops everything; an interrupted run stops it too.
import path from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { testBrowserLaunchOptions } from './browser';
import { completeOnboarding } from './flows';
import { buildSpaIfStale, stackEnv, startStack, type Stack } from './stack';

async function saveOnboardedState(baseUrl: string, file: string): Promise<void> {
  const browser = await chromium.launch(testBrowserLaunchOptions());
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    // Generous waits: this runs outside any test (no config timeouts), often while the machine is busy.
    await completeOnboarding(await context.newPage(), { timeout: 20_000 });
    await context.storageState({ path: file });
  } catch (error) {
    throw new Error(
      `Finishing the onboarding, where every store test starts, failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser.close();
  }
}

/** Stops the stack once, whichever comes first: the teardown, a signal, or the runner's exit. */
function stopOnce(stack: Stack): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stack.stop();
    return stopping;
  };
  // Ctrl-C: Playwright winds the run down and calls the teardown as well (the same stop).
  const onInterrupt = () => void stop();
  // SIGTERM / SIGHUP: nobody else handles them; stop, then end as the signal would have.
  const onTerminate = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onTerminate);
  process.once('SIGHUP', onTerminate);
  return async () => {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onTerminate);
    process.off('SIGHUP', onTerminate);
    await stop();
  };
}

export default async function globalSetup(_config: FullConfig) {
  buildSpaIfStale();
  const stack = await startStack();
  const teardown = stopOnce(stack);
  const stateFile = path.join(stack.dataDir, 'onboarded-state.json');
  try {
    await saveOnboardedState(stack.baseUrl, stateFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[stackEnv.baseUrl] = stack.baseUrl;
  process.env[stackEnv.assistanceStarted] = String(stack.assistanceStarted);
  process.env[stackEnv.onboardedState] = stateFile;
  // No SMTP_URL: the store writes its mail as .eml files here, where tests read them.
  process.env[stackEnv.mailDir] = path.join(stack.dataDir, 'mail');
  return teardown;
}
