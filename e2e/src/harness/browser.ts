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

/**
 * The browser tests' browser: Debian's Chromium headless shell (CHROMIUM_SHELL_PATH to choose another), the
 * same Blink without the desktop browser's own processes and work, which were about a quarter of the browser
 * tests' CPU. The measurement scripts keep Chromium itself (chromiumLaunchOptions), so their figures stay
 * comparable with the earlier ones.
 */
export function testBrowserLaunchOptions(): LaunchOptions {
  return { executablePath: requireSystemTool('chromium-headless-shell'), headless: true, args: chromiumArgs };
}

/** One browser in this process (measurement and screenshot scripts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
