#!/usr/bin/env node
/**
 * The live preview's time from click to a usable component (issue 40), a
 * benchmark figure (run by `npm run bench`, or alone:
 * `node scripts/preview-timing.mjs [--runs 5] [--port 3540]`), never a test.
 *
 * build/ is served as a static host serves it (scripts/static-server.cjs);
 * Chromium opens the React builder, clicks Preview live and waits for the line
 * "Running <package> <version>", which shows once the frame has painted the
 * component (src/plugins/live-preview/frame.js posts `loaded` after the first
 * paint). The CDN is the tests' double (tests/support/cdn.ts: the stand-in
 * package, React from node_modules), answered locally: the figure is the site's
 * part (its preview chunk, the frame page and script, the modules' evaluation
 * and the first render) under Lighthouse's mobile settings (4x CPU slowdown;
 * 150 ms round trips and 1.6 Mbps for the site's own requests). A real CDN adds
 * its round trips: the four modules are requested in parallel once the
 * configuration arrives, so about one round trip when warm, and the CDN's
 * time to build a module it has not cached when cold.
 * The first run is cold (nothing cached); the median is over the warm runs
 * that follow in the same browser (the site's files revalidated, as a reader
 * who comes back gets them).
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {URL, fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import staticServer from './static-server.cjs';

const SITE_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)));

function chromePath() {
  return process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Milliseconds from the click on Preview live to the component shown, cold then warm. */
export async function previewTiming({runs = 5, port = 3540} = {}) {
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {serveCdn} = jiti('../tests/support/cdn.ts');
  const {chromium} = await import('@playwright/test');
  const site = await staticServer.startStaticServer({root: join(SITE_DIR, 'build'), port});
  const browser = await chromium.launch({executablePath: chromePath(), args: ['--no-sandbox']});
  const times = [];
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await serveCdn(context);
    for (let run = 0; run <= runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(`${site.url}/docs/react/examples/stackblitz`);
      // Enabled once the builder is live (after hydration).
      const button = page.getByRole('button', {name: 'Preview live', disabled: false});
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      const started = Date.now();
      await button.click();
      await page.getByText(/^Running .* from a public CDN/).waitFor({timeout: 30_000});
      times.push(Date.now() - started);
      await page.close();
    }
  } finally {
    await browser.close();
    site.server.close();
  }
  const [cold, ...warm] = times;
  return {coldMs: cold, warmMedianMs: median(warm), warmRuns: warm};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {runs: {type: 'string', default: '5'}, port: {type: 'string', default: '3540'}},
  });
  const result = await previewTiming({runs: Number(values.runs), port: Number(values.port)});
  console.log(JSON.stringify(result, null, 2));
}
