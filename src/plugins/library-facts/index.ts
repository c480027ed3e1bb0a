/**
 * library-facts: the package facts as modules that pages import, the way the
 * Ionic docs build their API pages from JSON (a content plugin, no runtime registry).
 *
 * - `loadContent` gets the checked facts of `src/data/library-facts.json`
 *   from the facts core (src/data/facts: read and checked once per build, and
 *   shared with docusaurus.config.ts and the remark plugins): a missing or
 *   mistyped field stops the build with a message naming the package, the
 *   entry and the field.
 * - `contentLoaded` writes one JSON module per name of the core's `factsModules` with
 *   `createData` (`angular.json`, `angular-reference.json`, ...,
 *   `cross-framework.json`, `summary.json`), and the framework switcher's
 *   row-anchor table (`switch-anchors.json`, src/data/frameworkSwitch/anchors.ts),
 *   which the switcher loads only when a reader switches from a row, the
 *   compare page's rows, features then members (`compare.json`, src/data/compare.ts),
 *   and each framework's known limitations in words (`limitations.json`,
 *   src/data/limitations.ts), with the releases each note holds for by topic
 *   (`held-in.json`, what `<HeldIn>` shows), and each package's upgrade guide from its
 *   history (`upgrade.json`, src/data/upgrade.ts), and what each package was recorded setting
 *   for screen readers, in sentences (`recorded-aria.json`, src/data/recordedAria.ts), and the size
 *   measured from each release's tarball (`sizes.json`, src/data/packageSize.ts), and the rows
 *   trial's runs with the newest recording of it (`rows.json`, src/data/rowsTrial.ts).
 * - `configureWebpack` points the `@facts` alias at those files, so an MDX
 *   page imports exactly what it shows: `import facts from '@facts/react';`.
 *   With Rspack's persistent cache on, it also makes the cache's `version`
 *   (Rspack's `experiments.cache.version`: caches of different versions are
 *   kept apart) name the facts file's content, so a start or build after a
 *   facts edit never reuses what was bundled from the facts before it (see
 *   `factsCacheVersion`).
 *
 * The facts file is watched (`getPathsToWatch`): editing it in `npm start`
 * reloads the plugin, whose `loadContent` then reads and checks the edited
 * file (once its writer is done: `readFactsWhenWritten`) and whose `contentLoaded`
 * writes the modules again; the bundler sees them change and the pages that import them update. What the config made of
 * the facts when the server started (the announcement bar, front-matter
 * versions, the headings and links remark plugins write into pages) stays as
 * it was until `npm start` is run again; the plugin says so in the terminal.
 */
import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  FACTS_FILE_LABEL,
  factsModules,
  newestFirst,
  readFactsWhenWritten,
  withoutMaintainerNotes,
} from '../../data/facts';
import type {FactsFile, FullFactsOf} from '../../data/facts';
import {byFramework} from '../../data/frameworks';
import {buildAnchorTable, type AnchorFacts} from '../../data/frameworkSwitch/anchors';
import {compareData} from '../../data/compare';
import {heldInByTopic, limitationsOf} from '../../data/limitations';
import {upgradeGuideOf} from '../../data/upgrade';
import type {AriaTraitsFile} from '../../data/ariaTraits';
import recording from '../../data/ariaTraits.json';
import {recordedAria} from '../../data/recordedAria';
import {criteriaTable, remedyFactsOf} from '../../data/a11yCriteria';
import {packageSizesOf} from '../../data/packageSize';
import {rowsTrialOf} from '../../data/rowsTrial';

/** What the packages were recorded setting for screen readers (src/data/ariaTraits.json). */
const traits = recording as AriaTraitsFile;

/**
 * The persistent cache's version with the facts file's content hash appended. Rspack checks a
 * cached module against its own file, but some of what is bundled from the facts has no file it
 * could check: the browser's copy of the site config, with the announcement bar (the speed
 * layer's patch point writes it from the config in memory, and the modules of core that import
 * it are in node_modules, whose cached imports Rspack does not resolve again), and the pages
 * whose remark plugins read the facts (API headings, Report a problem links, front-matter
 * versions). A cache written by a server that ran while the facts were edited holds them as they
 * were at that server's start, so a cache is only ever read with the facts it was written with.
 */
export function factsCacheVersion(version: string, factsText: string | Buffer): string {
  const hash = createHash('sha256').update(factsText).digest('hex').slice(0, 16);
  return `${version}-facts-${hash}`;
}

/** When this process started, in ms since the epoch (to tell an edit during `npm start`). */
const PROCESS_START = Date.now() - process.uptime() * 1000;

export default function libraryFactsPlugin(context: LoadContext): Plugin<FactsFile> {
  const factsFile = path.join(context.siteDir, FACTS_FILE_LABEL);
  return {
    name: 'library-facts',
    getPathsToWatch: () => [factsFile],
    async loadContent() {
      const facts = await readFactsWhenWritten(context.siteDir);
      // Edited while `npm start` runs: the tables update; what the config made of the facts does not.
      if (process.env.NODE_ENV === 'development' && statSync(factsFile).mtimeMs > PROCESS_START) {
        console.info(
          `[INFO] ${FACTS_FILE_LABEL} changed: what pages import from @facts (tables, lists, versions in the text) ` +
            'shows the edit; reload a page that has not updated. The announcement bar, front-matter versions ' +
            "and the API pages' category headings and Report a problem links show it once `npm start` is run again.",
        );
      }
      return facts;
    },
    async contentLoaded({content, actions}) {
      // Every module is made from the facts without maintainer notes and `sourceInferred` markers.
      const facts = withoutMaintainerNotes(content);
      const base = factsModules(facts);
      const anchorFacts = facts as unknown as AnchorFacts;
      const reference = {
        angular: base['angular-reference'] as FullFactsOf<'angular'>,
        react: base['react-reference'] as FullFactsOf<'react'>,
        vue: base['vue-reference'] as FullFactsOf<'vue'>,
      };
      const modules = {
        ...base,
        'switch-anchors': buildAnchorTable(anchorFacts),
        // The compare page's feature and member rows (src/data/compare.ts), for its table.
        compare: compareData({
          reference,
          namingDifferences: anchorFacts.crossFramework.namingDifferences,
          featureMatrix: facts.crossFramework.featureMatrix,
        }),
        // Each framework's known limitations in words (src/data/limitations.ts), for their box:
        // a few sentences instead of the reference facts they come from.
        limitations: byFramework((id) => limitationsOf(reference[id])),
        // The releases each note holds for, in words, by topic: what <HeldIn> shows where a page
        // restates a note (src/data/limitations.ts), without the notes themselves.
        'held-in': byFramework((id) => heldInByTopic(reference[id])),
        // Each package's upgrade guide from its history (src/data/upgrade.ts): every release's
        // checklist items in order, which the upgrade page narrows to the reader's range.
        upgrade: byFramework((id) => upgradeGuideOf(facts, id)),
        // What each package was recorded setting for screen readers (src/data/recordedAria.ts), in
        // sentences: the accessibility pages bundle these, not the recording or aria-query.
        'recorded-aria': byFramework((id) => recordedAria(traits.packages[id])),
        // Each package judged against the accessibility criteria (src/data/a11yCriteria.ts), from
        // the same recording: the verdicts, their evidence and, where unmet, what an app can do.
        'a11y-criteria': byFramework((id) =>
          criteriaTable(traits.packages[id], remedyFactsOf(reference[id])),
        ),
        // What each release adds to an app's bundle, as measured from its tarball (src/data/packageSize.ts):
        // the intro pages, the version tables and the compare page read it, no other page.
        sizes: byFramework((id) => {
          const pkg = facts.packages[id];
          return packageSizesOf({...pkg, releases: newestFirst(pkg.releases)});
        }),
        // The rows trial (src/data/rowsTrial.ts): each run's members, and the newest release
        // check:packages recorded it on; the Using pages read it, no other page.
        rows: byFramework((id) => {
          const pkg = facts.packages[id];
          return rowsTrialOf({...pkg, releases: newestFirst(pkg.releases)});
        }),
      };
      await Promise.all(
        Object.entries(modules).map(([name, module]) =>
          actions.createData(`${name}.json`, JSON.stringify(module)),
        ),
      );
    },
    configureWebpack(config) {
      // createData writes into the plugin's own data folder: <generatedFilesDir>/<plugin name>/<plugin id>.
      const resolve = {alias: {'@facts': path.join(context.generatedFilesDir, 'library-facts', 'default')}};
      // Only when the persistent cache is on (DOCUSAURUS_NO_PERSISTENT_CACHE turns it off).
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (!cache || typeof cache !== 'object') return {resolve};
      const version = (cache as {version?: unknown}).version;
      return {
        resolve,
        experiments: {
          cache: {
            version: factsCacheVersion(typeof version === 'string' ? version : '', readFileSync(factsFile)),
          },
        },
      };
    },
  };
}
