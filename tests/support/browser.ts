/**
 * Finds the Chromium to test with, in this order:
 * 1. CHROMIUM_PATH, when set (any Chromium or Chrome binary);
 * 2. Playwright's own Chromium, when `npx playwright install` has fetched it
 *    (the usual case on a developer laptop; Playwright runs its headless shell);
 * 3. Debian's `chromium-headless-shell` package (CI and this machine; scripts/test.sh
 *    installs it with apt-get when it is missing): the same Blink and V8 as Debian's
 *    `chromium`, without the full browser around them. On the 2-core test machine, three
 *    specs that open a new browser context per test (budgets, framework-switcher,
 *    navigation-links) used 36 CPU-seconds in it against 76-85 in `chromium` (2026-11-28);
 * 4. Debian's `chromium` at /usr/bin/chromium, when only the full browser is installed.
 */
import {existsSync} from 'node:fs';
import {chromium, type LaunchOptions} from '@playwright/test';

const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** Flags that keep Chromium off the network and quiet in a sandboxed container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path to launch, or undefined to let Playwright use its own browser. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here; fall through.
  }
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (!system) {
    throw new Error(
      'No Chromium found. Install one (`apt-get install -y chromium-headless-shell` or `npx playwright install chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return system;
}

export function browserLaunchOptions(): LaunchOptions {
  return {executablePath: findChromium(), args: CHROMIUM_ARGS};
}
