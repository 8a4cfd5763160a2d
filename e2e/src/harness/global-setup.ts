// vitest globalSetup: builds the SPA once, starts the real stack and one Chromium for the whole run, and
// hands their addresses to the test files through `inject`. Everything is stopped afterwards.
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser';
import { buildSpaIfStale, startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    assistanceStarted: boolean;
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

  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
