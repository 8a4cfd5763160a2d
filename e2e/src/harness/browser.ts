// The system Chromium (Debian's package); browser tests and scripts never download a browser. The test runner
// gets these launch options through playwright.config.ts; the measurement scripts launch it themselves.
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { requireSystemTool } from '../../../scripts/system-tools.mjs';

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
  // CHROMIUM_PATH or Debian's /usr/bin/chromium; when missing, fails with the message `npm test` gives.
  return { executablePath: requireSystemTool('chromium'), headless: true, args: chromiumArgs };
}

/** One browser in this process (measurement and screenshot scripts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
