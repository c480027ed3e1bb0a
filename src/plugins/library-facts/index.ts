/**
 * library-facts: the package facts as modules that pages import, the way the
 * Ionic docs build their API pages from JSON (a content plugin, no runtime registry).
 *
 * - `loadContent` gets the checked facts of `src/data/library-facts.json`
 *   (./readFacts.ts: read and checked once per build, against ./schema.ts,
 *   and shared with docusaurus.config.ts and the remark plugin): a missing or
 *   mistyped field stops the build with a message naming the package, the
 *   entry and the field.
 * - `contentLoaded` writes one JSON module per name of ./transform.ts with
 *   `createData` (`angular.json`, `angular-reference.json`, ...,
 *   `cross-framework.json`, `summary.json`), and the framework switcher's
 *   row-anchor table (`switch-anchors.json`, src/data/frameworkSwitch/anchors.ts),
 *   which the switcher loads only when a reader switches from a row, the
 *   compare page's rows, features then members (`compare.json`, src/data/compare.ts),
 *   and each framework's known limitations in words (`limitations.json`,
 *   src/data/limitations.ts), with the releases each note holds for by topic
 *   (`held-in.json`, what `<HeldIn>` shows).
 * - `configureWebpack` points the `@facts` alias at those files, so an MDX
 *   page imports exactly what it shows: `import facts from '@facts/react';`.
 *
 * The facts file is watched: editing it in `npm start` reloads the plugin,
 * whose `loadContent` then reads and checks the edited file.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {FactsFile, FullFactsOf} from '../../data/types';
import {readFactsSync} from './readFacts';
import {factsModules} from './transform';
import {buildAnchorTable, type AnchorFacts} from '../../data/frameworkSwitch/anchors';
import {compareData} from '../../data/compare';
import {heldInByTopic, limitationsOf} from '../../data/limitations';

/** The facts file, relative to the site directory. */
export const FACTS_PATH = 'src/data/library-facts.json';

export default function libraryFactsPlugin(context: LoadContext): Plugin<FactsFile> {
  const factsFile = path.join(context.siteDir, FACTS_PATH);
  return {
    name: 'library-facts',
    getPathsToWatch: () => [factsFile],
    async loadContent() {
      return readFactsSync(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      const base = factsModules(content);
      const anchorFacts = content as unknown as AnchorFacts;
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
          featureMatrix: content.crossFramework.featureMatrix,
        }),
        // Each framework's known limitations in words (src/data/limitations.ts), for their box:
        // a few sentences instead of the reference facts they come from.
        limitations: {
          angular: limitationsOf(reference.angular),
          react: limitationsOf(reference.react),
          vue: limitationsOf(reference.vue),
        },
        // The releases each note holds for, in words, by topic: what <HeldIn> shows where a page
        // restates a note (src/data/limitations.ts), without the notes themselves.
        'held-in': {
          angular: heldInByTopic(reference.angular),
          react: heldInByTopic(reference.react),
          vue: heldInByTopic(reference.vue),
        },
      };
      await Promise.all(
        Object.entries(modules).map(([name, module]) =>
          actions.createData(`${name}.json`, JSON.stringify(module)),
        ),
      );
    },
    configureWebpack() {
      // createData writes into the plugin's own data folder: <generatedFilesDir>/<plugin name>/<plugin id>.
      return {
        resolve: {
          alias: {'@facts': path.join(context.generatedFilesDir, 'library-facts', 'default')},
        },
      };
    },
  };
}
