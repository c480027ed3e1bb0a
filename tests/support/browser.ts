/**
 * Finds the Chromium to test with, in this order:
 * 1. CHROMIUM_PATH, when set (any Chromium or Chrome binary);
 * 2. Playwright's own Chromium, when `npx playwright install` has fetched it
 *    (the usual case on a developer laptop);
 * 3. Debian's `chromium` package at /usr/bin/chromium (CI and this machine;
 *    .ci/run installs it with apt-get when it is missing).
 */
import {existsSync} from 'node:fs';
import {chromium, type LaunchOptions} from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
      'No Chromium found. Install one (`apt-get install -y chromium` or `npx playwright install chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return system;
}

export function browserLaunchOptions(): LaunchOptions {
  return {executablePath: findChromium(), args: CHROMIUM_ARGS};
}
