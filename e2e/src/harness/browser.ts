// The system Chromium (Debian's package); browser tests and scripts never download a browser. The test runner
// gets these launch options through playwright.config.ts; the measurement scripts launch it themselves.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

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

export function chromiumLaunchOptions(): LaunchOptions {
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
  return chromium.launch(chromiumLaunchOptions());
}
