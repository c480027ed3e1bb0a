#!/usr/bin/env node
/**
 * The live preview's time from click to a usable component (issue 40), a benchmark figure, never a
 * test: `node scripts/preview-timing.mjs [--runs 5] [--port 3540]`. Chromium clicks Preview live on
 * the React builder; the time is taken in the page, from the click event to the first paint after
 * "Running <package> <version>" shows (timed around Playwright's `click()` and `waitFor()`, it also
 * counted their polling: about 550 ms no reader waits). The CDN is the tests' double, answered
 * locally, under Lighthouse's mobile settings: the figure is the site's part; a real CDN adds about
 * one round trip. Routing turns the HTTP cache off: the first run is cold, the median is the rest's.
 */
/* global addEventListener, document, MutationObserver, requestAnimationFrame, setTimeout, performance -- the timing runs in the page */
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {SITE_DIR, loadTs, median, withServedBuild} from './measure.mjs';

/** Milliseconds from the click on Preview live to the component shown, cold then warm. */
export async function previewTiming({runs = 5, port = 3540} = {}) {
  const {serveCdn} = loadTs('../tests/support/cdn.ts');
  const times = [];
  await withServedBuild({root: join(SITE_DIR, 'build'), port}, async (browser, siteUrl) => {
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
      await page.goto(`${siteUrl}/docs/react/examples/stackblitz`);
      // Enabled once the builder is live (after hydration).
      const button = page.getByRole('button', {name: 'Preview live', disabled: false});
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      // The click's time (event.timeStamp is on performance.now()'s clock), and the first
      // paint after the "Running" line appears (a frame callback, then a task after the paint).
      const shown = page.evaluate(
        () =>
          new Promise((done) => {
            let clickedAt = null;
            addEventListener('click', (event) => (clickedAt ??= event.timeStamp), {capture: true});
            // The wrapper of the frame and its "Running" line (src/components/LivePreview/Frame.tsx).
            const running = () => document.querySelector('[data-live-preview="running"]') !== null;
            const observer = new MutationObserver(() => {
              if (clickedAt === null || !running()) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => done(performance.now() - clickedAt), 0));
            });
            observer.observe(document.body, {subtree: true, childList: true, characterData: true});
          }),
      );
      await button.click();
      times.push(Math.round(await shown));
      await page.close();
    }
  });
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
