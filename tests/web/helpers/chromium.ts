/**
 * The one place browser suites find Chromium: CHROMIUM_PATH, else /usr/bin/chromium (STACK-NOTES: Debian's package,
 * driven by playwright-core; never `playwright install`). Without it a suite skips with a notice locally, but fails
 * under CI=true, so a CI machine that lost its browser cannot pass the browser suites silently (issue 7).
 */
import { existsSync } from 'node:fs';

/** Path of the Chromium executable the browser suites launch. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch arguments that work headless on the project's machines (STACK-NOTES "Browser tests"). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * True when the browser suite should run. Without Chromium: false (skip, with a warning) locally; under CI=true it
 * throws, which fails the suite file.
 */
export function requireChromium(suite: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  const message = `${suite}: no Chromium at ${CHROMIUM} (install it: apt-get install -y chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
  console.warn(`${message}; skipped`);
  return false;
}
