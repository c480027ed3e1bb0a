/** Helpers the bench's measuring scripts share. */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import staticServer from './static-server.cjs';

/** The site's folder. */
export const SITE_DIR = join(import.meta.dirname, '..');

/**
 * Loads a TypeScript module of the site (`path` from scripts/) with jiti, an extensionless import
 * finding its `.ts` before a `.json` of the same name (src/data/ariaTraits.ts), as the bundler does.
 */
export const loadTs = createJiti(fileURLToPath(import.meta.url), {esmResolve: true});

/** The Chromium to launch: `CHROMIUM_PATH`, else Debian's. */
export function chromePath() {
  return (
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/chromium-headless-shell'].find(existsSync)
  );
}

/** Serves the build folder `root` on `port` and resolves to `use(browser, siteUrl)`; both closed after. */
export async function withServedBuild({root, port}, use) {
  const {chromium} = await import('@playwright/test');
  const site = await staticServer.startStaticServer({root, port});
  const browser = await chromium.launch({executablePath: chromePath(), args: ['--no-sandbox']});
  try {
    return await use(browser, site.url);
  } finally {
    await browser.close();
    site.server.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
