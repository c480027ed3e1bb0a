/**
 * `npm run bench -- --dev [--rounds N] [--reference]`: the development server (issue 37) in a fresh
 * copy of the site: start to first page, an MDX edit to its text on screen, and (the site only) a
 * facts edit to the new description on the React props page. With --reference, the stock site
 * (scripts/bench-reference, with the site's docs twins: needs a site build), alternated round by round.
 */
import {spawn} from 'node:child_process';
import {appendFileSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium} from '@playwright/test';
import {chromePath, median} from './measure.mjs';

const {copySite} = createRequire(import.meta.url)('./site-copy.cjs');
const PAGE = '/docs/react/introduction/intro';
/** Issue 58's targets for the maintainer's loop: an MDX edit and a facts edit on screen. */
const MDX_EDIT_TARGET_S = 1;
const FACTS_EDIT_TARGET_S = 3;

/** One cold start and one edit; returns seconds. */
async function measure(browser, {dir, page: file, facts}, port) {
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: dir, env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', BROWSER: 'none'}, detached: true},
  );
  let output = '';
  server.stdout.on('data', (c) => (output += c));
  server.stderr.on('data', (c) => (output += c));
  const page = await browser.newPage();
  try {
    for (;;) {
      try {
        const response = await globalThis.fetch(`http://127.0.0.1:${port}${PAGE}`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 900_000)
        throw new Error(`no page after 900 s:\n${output.slice(-2000)}`);
      await sleep(200);
    }
    await page.goto(`http://127.0.0.1:${port}${PAGE}`);
    await page.locator('h1').first().waitFor({timeout: 600_000});
    const firstPage = (performance.now() - started) / 1000;

    const sentence = `Edited at ${Date.now()} by the bench.`;
    const edited = performance.now();
    appendFileSync(file, `\n${sentence}\n`);
    await page.getByText(sentence).waitFor({timeout: 600_000});
    const reload = (performance.now() - edited) / 1000;
    return {firstPage, reload, ...(facts ? {factsEdit: await timeFactsEdit(page, dir, port)} : {})};
  } finally {
    await page.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

/** The facts file, and the page that shows the React props' descriptions. */
const FACTS = 'src/data/library-facts.json';
const FACTS_PAGE = '/docs/react/api/props';
/** How long the bench waits for a facts edit to show on save before it reloads the page. */
const ON_SAVE_WAIT_MS = 15_000;

/**
 * Seconds from a save of the facts file, with the first prop's description rewritten, to the new
 * description on the open React props page: on save, or on the reload a maintainer would make.
 */
async function timeFactsEdit(page, dir, port) {
  await page.goto(`http://127.0.0.1:${port}${FACTS_PAGE}`);
  const path = join(dir, FACTS);
  const facts = JSON.parse(readFileSync(path, 'utf8'));
  const description = `Edited at ${Date.now()} by the bench.`;
  const prop = facts.packages.react.props[0];
  await page.getByText(prop.description, {exact: true}).first().waitFor({timeout: 600_000});
  prop.description = description;
  const saved = performance.now();
  writeFileSync(path, `${JSON.stringify(facts, null, 2)}\n`);
  const shown = page.getByText(description).first();
  let how = 'on save';
  try {
    await shown.waitFor({timeout: ON_SAVE_WAIT_MS});
  } catch {
    how = 'after a reload';
    await page.reload();
    await shown.waitFor({timeout: 600_000});
  }
  return {seconds: (performance.now() - saved) / 1000, how};
}

/** `referenceCopy()` (from ./bench.mjs): a fresh copy of the stock reference site with the docs twins. */
export async function benchDevServer({rounds, reference, port, referenceCopy}) {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = {site: [], reference: []};
  try {
    for (let round = 0; round < rounds; round++) {
      // The side that goes first swaps every round.
      const order = reference ? (round % 2 ? ['reference', 'site'] : ['site', 'reference']) : ['site'];
      for (const side of order) {
        // The page's source: the site's MDX, or its Markdown twin in the reference.
        const dir = side === 'site' ? copySite('bench-dev-site-') : referenceCopy();
        const copy = {
          dir,
          page: join(dir, `docs/react/introduction/intro.${side === 'site' ? 'mdx' : 'md'}`),
          // The reference has no facts: only the site's edit is timed.
          facts: side === 'site',
        };
        try {
          const result = await measure(browser, copy, port);
          results[side].push(result);
          console.log(
            `dev round ${round + 1}/${rounds}, ${side}: first page ${result.firstPage.toFixed(1)} s, reload ${result.reload.toFixed(2)} s${result.factsEdit ? `, facts edit ${result.factsEdit.seconds.toFixed(2)} s (${result.factsEdit.how})` : ''}`,
          );
        } finally {
          rmSync(copy.dir, {recursive: true, force: true});
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (list) =>
    list.length
      ? {
          firstPage: median(list.map((r) => r.firstPage)),
          reload: median(list.map((r) => r.reload)),
          ...(list[0].factsEdit ? {factsEdit: median(list.map((r) => r.factsEdit.seconds))} : {}),
        }
      : null;
  const site = summary(results.site);
  const ref = summary(results.reference);
  console.log(`\nDevelopment server, medians of ${rounds}:`);
  console.log(
    `  site: first page ${site.firstPage.toFixed(1)} s, MDX edit shown in ${site.reload.toFixed(2)} s [target <= ${MDX_EDIT_TARGET_S} s: ${site.reload <= MDX_EDIT_TARGET_S ? 'ok' : 'MISSED'}]`,
  );
  const ways = [...new Set(results.site.map((r) => r.factsEdit.how))].join(', ');
  console.log(
    `  site: facts edit shown in ${site.factsEdit.toFixed(2)} s (${ways}) [target <= ${FACTS_EDIT_TARGET_S} s: ${site.factsEdit <= FACTS_EDIT_TARGET_S ? 'ok' : 'MISSED'}]`,
  );
  if (ref) {
    const ratio = site.firstPage / ref.firstPage;
    console.log(
      `  reference: first page ${ref.firstPage.toFixed(1)} s, MDX edit shown in ${ref.reload.toFixed(2)} s`,
    );
    console.log(`  first page ratio ${ratio.toFixed(2)} [target <= 1.5: ${ratio <= 1.5 ? 'ok' : 'MISSED'}]`);
  }
  return {rounds: results, site, reference: ref};
}
