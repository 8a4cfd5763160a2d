// The system Chromium (Debian's package) driven by playwright-core; browser tests never download a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function launchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH; the browser tests never download a browser.',
    );
  }
  return { executablePath: chromiumPath, headless: true, args: chromiumArgs };
}

/** One browser in this process (measurement and screenshot scripts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** One browser for a whole test run, started in the global setup; test files connect to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
